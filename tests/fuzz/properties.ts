// Property helpers shared by the hostile-input suites: running a property
// against the live server, editing a body at a path, and the checks every
// stored hostile submission must pass where staff and the sales team read it.
import path from "node:path";
import fc from "fast-check";
import { expect, inject } from "vitest";
import { parseMail } from "#app/platform/mail/test-support.server.ts";
import {
  type FuzzServer,
  collapse,
  drainOutbox,
  injectedMarkup,
  parseHtml,
  salesMailsByLead,
  visibleText,
} from "./support.ts";

/**
 * Runs a property with the run's seed (fixed unless FUZZ_SEED says otherwise,
 * see ./seed.ts), so a run is repeatable; a failure names the seed and the
 * command that replays it.
 */
export async function check<Ts extends [unknown, ...unknown[]]>(
  property: fc.IAsyncPropertyWithHooks<Ts>,
  numRuns: number,
  /** Cases always tried first: the ones that once failed. */
  examples: Ts[] = [],
): Promise<void> {
  const seed = inject("fuzzSeed");
  const runsFactor = inject("fuzzRunsFactor");
  try {
    await fc.assert(property, { numRuns: numRuns * runsFactor, seed, examples });
  } catch (error) {
    const replay = `FUZZ_SEED=${seed}${runsFactor === 1 ? "" : ` FUZZ_RUNS=${runsFactor}`} npm run test:fuzz -- ${path.relative(process.cwd(), expect.getState().testPath ?? "")}`;
    if (error instanceof Error) error.message = `Seed ${seed}; replay with: ${replay}\n${error.message}`;
    throw error;
  }
}

/** A deep copy of `body` with the value at a dotted path replaced (undefined removes it). */
export function withValueAt(
  body: Record<string, unknown>,
  dottedPath: string,
  value: unknown,
): Record<string, unknown> {
  const copy = structuredClone(body);
  const keys = dottedPath.split(".");
  let target: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) {
    const next = target[key];
    if (typeof next !== "object" || next === null) target[key] = {};
    target = target[key] as Record<string, unknown>;
  }
  const last = keys[keys.length - 1] ?? "";
  if (value === undefined) delete target[last];
  else target[last] = value;
  return copy;
}

/** Adds own keys that would pollute a prototype if anything merged the body naively. */
export function withPrototypeKeys<T extends Record<string, unknown>>(body: T, extras: Record<string, unknown>): T {
  // Own data properties throughout: JSON.stringify then writes "__proto__" as a key like any other.
  const copy = {} as T;
  for (const [key, value] of [...Object.entries(body), ...Object.entries(extras)]) {
    Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return copy;
}

/** The field errors of a JSON 400 answer. */
export function fieldErrors(text: string): { field: string; message: string }[] {
  const parsed = JSON.parse(text) as { errors?: { field: string; message: string }[] };
  return Array.isArray(parsed.errors) ? parsed.errors : [];
}

/** A stored hostile submission and the text staff must see, verbatim but inert. */
export interface StoredHostile {
  leadId: string;
  /** Values as stored (after the server's documented clean-up), each expected in the page and the e-mail. */
  shown: string[];
}

/** Every stored hostile lead renders inert in the staff inbox, with the visitor's text shown as text. */
export async function expectInertInStaffInbox(
  server: FuzzServer,
  cookie: string,
  stored: readonly StoredHostile[],
  count: (status: number) => void,
) {
  for (const { leadId, shown } of stored) {
    const page = await server.send({ method: "GET", path: `/admin/leads/${leadId}`, headers: { Cookie: cookie } });
    count(page.status);
    expect(page.status, leadId).toBe(200);
    const document = parseHtml(page.text);
    expect(injectedMarkup(document), `lead ${leadId}`).toBeUndefined();
    const text = visibleText(document);
    for (const value of shown) {
      if (collapse(value) !== "")
        expect(text, `lead ${leadId} shows ${JSON.stringify(value)}`).toContain(collapse(value));
    }
  }
  // The inbox list shows every lead's name too.
  for (let pageNumber = 1; pageNumber <= Math.ceil(stored.length / 25) + 1; pageNumber++) {
    const list = await server.send({ method: "GET", path: `/admin?page=${pageNumber}`, headers: { Cookie: cookie } });
    count(list.status);
    expect(list.status).toBe(200);
    expect(injectedMarkup(parseHtml(list.text)), `inbox page ${pageNumber}`).toBeUndefined();
  }
}

/** Every stored hostile lead reached sales by e-mail: no extra headers or recipients, markup escaped, text intact. */
export async function expectInertInSalesEmails(server: FuzzServer, stored: readonly StoredHostile[]) {
  await drainOutbox(server);
  const mails = salesMailsByLead(server);
  for (const { leadId, shown } of stored) {
    // The first e-mail announces the lead; later ones (decisions on a quote) must be inert too.
    const [mail, ...later] = mails.get(leadId) ?? [];
    expect(mail, `sales e-mail for lead ${leadId}`).toBeDefined();
    if (!mail) continue;
    for (const each of [mail, ...later]) {
      expect(each.headers.has("x-fuzz-injected") || each.headers.has("bcc"), `headers of ${leadId}`).toBe(false);
      expect(injectedMarkup(parseHtml(each.html)), `e-mail for lead ${leadId}`).toBeUndefined();
    }
    const html = visibleText(parseHtml(mail.html));
    const text = collapse(mail.text);
    for (const value of shown) {
      if (collapse(value) === "") continue;
      expect(html, `e-mail HTML of ${leadId} shows ${JSON.stringify(value)}`).toContain(collapse(value));
      expect(text, `e-mail text of ${leadId} shows ${JSON.stringify(value)}`).toContain(collapse(value));
    }
  }
  // Nobody but the one intended recipient got any mail, and every message (the visitor's quote copy too) is inert.
  for (const message of server.smtp.messages) {
    expect(message.to.length).toBe(1);
    const mail = parseMail(message.raw);
    expect(mail.headers.has("x-fuzz-injected") || mail.headers.has("bcc")).toBe(false);
    expect(injectedMarkup(parseHtml(mail.html)), `e-mail to ${message.to[0]}`).toBeUndefined();
  }
}
