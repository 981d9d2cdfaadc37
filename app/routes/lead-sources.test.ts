// Where a lead came from, recorded over real HTTP on a real SQLite file
// (decision 036): the leads API, a lead form's endpoint (as the island posts
// it, and as a post that brought no source) and a new quote.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMPTY_VISIT_SOURCE } from "#app/features/leads/attribution/lead-attribution.ts";
import { parseDataEnv } from "#app/features/site/data-env.server.ts";
import { type SiteData, startSiteData } from "#app/features/site/site-data.server.ts";
import { getLead } from "#app/features/leads/leads-db.server.ts";
import { type ApiServer, startApiServer } from "#app/routes/api-test-server.server.ts";
import { leadIntakeContext } from "#app/features/leads/intake/intake-context.server.ts";
import { createLeadIntake } from "#app/features/leads/intake/lead-intake.server.ts";
import { quoteStoreContext } from "#app/features/quotes/quote-store-context.server.ts";

const SITE = "https://www.sandtonsoundhire.co.za";
const adsVisit = {
  utmSource: "google",
  utmMedium: "cpc",
  utmCampaign: "year-end-functions",
  adClick: "google",
  referrerHost: "www.google.co.za",
  landingPage: "/sound-hire-sandton",
};

let dir: string;
let layer: SiteData;
let api: ApiServer;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "ssh-lead-sources-"));
  layer = await startSiteData(parseDataEnv({ DATABASE_FILE: join(dir, "site.db") }));
  const intake = createLeadIntake(layer.leads, { perClient: 1000, floodThreshold: 1000 });
  api = await startApiServer((context) => {
    context.set(leadIntakeContext, intake);
    context.set(quoteStoreContext, layer.quotes);
  });
});

afterAll(async () => {
  await api.close();
  await layer.close();
  rmSync(dir, { recursive: true, force: true });
  expect(api.errors).toEqual([]);
});

async function storedSource(answer: Response, id?: string) {
  const body = (await answer.json()) as { id?: string; leadId?: string };
  const leadId = id ?? body.id ?? body.leadId;
  if (!leadId) throw new Error(`no lead id in ${JSON.stringify(body)}`);
  return (await getLead(layer.database.db, leadId))?.attribution;
}

function contactForm(extra: Record<string, string> = {}) {
  return new URLSearchParams({
    name: "Thandi Mokoena",
    email: "thandi@example.co.za",
    phone: "082 555 0123",
    eventType: "corporate",
    message: "A year-end function for 120 people in Sandton.",
    referrer: "",
    ...extra,
  });
}

describe("the leads API", () => {
  it("stores the visit's source sent beside the payload, filed as the API's or the assistant's", async () => {
    const answer = await fetch(`${api.baseUrl}/api/av/leads`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        requestedAt: "2026-11-26T08:00:00.000Z",
        source: "Website Form",
        contact: { fullname: "Sipho Nkosi", tel: "082 555 0101" },
        visitSource: { ...adsVisit, utmTerm: "x".repeat(500), landingPage: "https://evil.example/" },
      }),
    });
    expect(answer.status).toBe(201);
    expect(await storedSource(answer)).toEqual({
      ...EMPTY_VISIT_SOURCE,
      ...adsVisit,
      utmTerm: "x".repeat(150),
      landingPage: null,
      form: "api",
    });
  });

  it("never refuses a lead for its source", async () => {
    const answer = await fetch(`${api.baseUrl}/api/av/leads`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        requestedAt: "2026-11-26T08:00:00.000Z",
        source: "Website Form",
        contact: { fullname: "Sipho Nkosi", tel: "082 555 0101" },
        visitSource: "not an object",
      }),
    });
    expect(answer.status).toBe(201);
    expect(await storedSource(answer)).toEqual({ ...EMPTY_VISIT_SOURCE, form: "api" });
  });
});

describe("a lead form's endpoint", () => {
  it("stores the source the island sent and the form it came through", async () => {
    const answer = await fetch(`${api.baseUrl}/api/forms/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Referer: `${SITE}/contact` },
      body: contactForm({ visitSource: JSON.stringify(adsVisit) }),
    });
    expect(answer.status).toBe(200);
    expect(await storedSource(answer)).toEqual({ ...EMPTY_VISIT_SOURCE, ...adsVisit, form: "contact" });
  });

  it("without a source from the browser, reads the form page's UTM parameters and path from the Referer", async () => {
    const answer = await fetch(`${api.baseUrl}/api/forms/contact`, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        // The page the form is on, on this site (the host the request was made to).
        Referer: `${api.baseUrl}/contact?utm_source=newsletter&utm_medium=email&utm_campaign=november`,
      },
      body: contactForm(),
    });
    expect(await storedSource(answer)).toEqual({
      ...EMPTY_VISIT_SOURCE,
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "november",
      landingPage: "/contact",
      form: "contact",
    });
  });

  it("takes another site's Referer as the referrer host, and never this site's", async () => {
    const fromPartner = await fetch(`${api.baseUrl}/api/forms/callback`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Referer: "https://venues.example.org/list?id=7" },
      body: new URLSearchParams({ name: "Sipho Nkosi", phone: "082 555 0101", referrer: "" }),
    });
    expect(await storedSource(fromPartner)).toEqual({
      ...EMPTY_VISIT_SOURCE,
      referrerHost: "venues.example.org",
      form: "callback",
    });
    const ownHost = await fetch(`${api.baseUrl}/api/forms/callback`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        name: "Sipho Nkosi",
        phone: "082 555 0101",
        referrer: "",
        visitSource: JSON.stringify({ referrerHost: new URL(api.baseUrl).host.replace(/:\d+$/, ""), landingPage: "/" }),
      }),
    });
    expect(await storedSource(ownHost)).toMatchObject({ referrerHost: null, landingPage: "/", form: "callback" });
  });
});

describe("a new quote", () => {
  it("stores the visit's source on the quote's lead", async () => {
    const answer = await fetch(`${api.baseUrl}/api/quotes`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        contact: { name: "Thandi Mokoena", email: "thandi@example.co.za", phone: "082 555 0123" },
        items: [{ type: "product", id: "powered-speaker-12-premium", quantity: 2 }],
        visitSource: JSON.stringify(adsVisit),
      }),
    });
    expect(answer.status).toBe(201);
    const { quoteNumber } = (await answer.json()) as { quoteNumber: string };
    const row = await layer.database.db
      .selectFrom("quotes")
      .select("lead_id")
      .where("quote_number", "=", quoteNumber)
      .executeTakeFirstOrThrow();
    expect((await getLead(layer.database.db, row.lead_id))?.attribution).toEqual({
      ...EMPTY_VISIT_SOURCE,
      ...adsVisit,
      form: "quote",
    });
  });
});
