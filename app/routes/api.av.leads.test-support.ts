// What the lead endpoint tests share: POST /api/av/leads (the resource route)
// over real HTTP on a real SQLite file, and a call-back and a partner
// application as the browser sends them.
import { expect } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { LeadPayload } from "#app/features/leads/forms/lead-payload.ts";
import { parseDataEnv } from "#app/features/site/data-env.server.ts";
import { type SiteData, startSiteData } from "#app/features/site/site-data.server.ts";
import { listLeads } from "#app/features/leads/leads-db.server.ts";
import { type ApiServer, startApiServer } from "#app/routes/api-test-server.server.ts";
import { leadIntakeContext } from "#app/features/leads/intake/intake-context.server.ts";
import { createLeadIntake } from "#app/features/leads/intake/lead-intake.server.ts";

export const callBack: LeadPayload = {
  requestedAt: "2026-11-21T08:30:00.000Z",
  referrer: "https://www.sandtonsoundhire.co.za/mixer-hire-gauteng",
  vdn: "SSH-WEB-SALES",
  preferredTime: "As soon as possible",
  comments: "Need two speakers for Saturday",
  source: "Website Form",
  contact: {
    name: "Sipho",
    surname: "Nkosi",
    fullname: "Sipho Nkosi",
    tel: "082 555 0101",
    email: "sipho@example.co.za",
  },
};

export const application: LeadPayload = {
  ...callBack,
  comments: "Partner Application - We plan 30 weddings a year.",
  source: "Business Partner Application",
  contact: {
    ...callBack.contact,
    company: "Jacaranda Events",
    companyWebsite: "https://www.jacaranda.co.za/",
    industry: "Event Planner",
    clientType: "",
    eventsPerYear: "13+ events per year",
    interestReason: "We plan 30 weddings a year.",
    referralSource: "Google Search",
  },
};

let dir: string;
export let layer: SiteData;
let api: ApiServer;
export let baseUrl: string;

export async function startApi(limits = { perClient: 1000, floodThreshold: 1000 }, ipHashSalt?: string) {
  dir = mkdtempSync(join(tmpdir(), "ssh-leads-api-"));
  layer = await startSiteData(parseDataEnv({ DATABASE_FILE: join(dir, "site.db") }));
  const intake = createLeadIntake(layer.leads, limits, ipHashSalt);
  api = await startApiServer((context) => context.set(leadIntakeContext, intake));
  baseUrl = api.baseUrl;
}

export async function stopApi() {
  await api.close();
  await layer.close();
  rmSync(dir, { recursive: true, force: true });
  // No route threw: every refusal above was an answer of its own.
  expect(api.errors).toEqual([]);
}

export function post(
  body: BodyInit,
  headers: Record<string, string> = { "Content-Type": "application/json" },
  method = "POST",
) {
  return fetch(`${baseUrl}/api/av/leads?t=${Date.now()}`, { method, headers, body });
}

export async function storedLeads() {
  return listLeads(layer.database.db, { limit: 200 });
}
