// A lead's source as the server records it (decision 036): the visit's source
// the browser kept for the session and sent along, checked by the shared
// schema; without it (JavaScript off, storage blocked) what the post's Referer
// tells. The form is the server's own knowledge, never the client's word.
import {
  type LeadAttribution,
  type LeadForm,
  referrerHostOf,
  visitSourceFromPost,
} from "#app/features/leads/attribution/lead-attribution.ts";
import { readVisitSource } from "#app/features/leads/attribution/lead-attribution-schema.ts";
import { getEnv } from "#app/platform/config/env.server.ts";

/** This site's hosts: the public one (SITE_URL) and the one the request was made to. */
export function siteHosts(request: Request): string[] {
  const hosts = [new URL(request.url).host];
  try {
    hosts.push(new URL(getEnv().SITE_URL).host);
  } catch {
    // SITE_URL is checked at start; a request rendered without it still has its own host.
  }
  return hosts;
}

export function leadAttribution(request: Request, form: LeadForm, sent: unknown): LeadAttribution {
  const hosts = siteHosts(request);
  const source = readVisitSource(sent) ?? visitSourceFromPost(request.headers.get("Referer"), hosts);
  // This site's own pages are never a referrer, whatever a browser sent.
  const referrerHost = source.referrerHost && referrerHostOf(`https://${source.referrerHost}/`, hosts);
  return { ...source, referrerHost: referrerHost || null, form };
}
