// POST /api/av/leads (the resource route) over real HTTP, on a real SQLite
// file: what is stored, what is refused and how, and the browser client of
// section 7.1 against it.
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, deflateSync, gzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { submitLead } from "#app/features/leads/forms/leads-client.ts";
import type { LeadPayload } from "#app/features/leads/forms/lead-payload.ts";
import { parseDataEnv } from "#app/features/site/data-env.server.ts";
import { type SiteData, startSiteData } from "#app/features/site/site-data.server.ts";
import { addressRateLimitKey } from "#app/platform/db/ip-hash.server.ts";
import { listLeads } from "#app/features/leads/leads-db.server.ts";
import { LEADS_BODY_LIMIT_BYTES } from "#app/platform/http/endpoints.server.ts";
import { type ApiServer, startApiServer } from "#app/routes/api-test-server.server.ts";
import { leadIntakeContext } from "#app/features/leads/intake/intake-context.server.ts";
import { createLeadIntake } from "#app/features/leads/intake/lead-intake.server.ts";

const callBack: LeadPayload = {
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

const application: LeadPayload = {
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
let layer: SiteData;
let api: ApiServer;
let baseUrl: string;

async function startApi(limits = { perClient: 1000, floodThreshold: 1000 }, ipHashSalt?: string) {
  dir = mkdtempSync(join(tmpdir(), "ssh-leads-api-"));
  layer = await startSiteData(parseDataEnv({ DATABASE_FILE: join(dir, "site.db") }));
  const intake = createLeadIntake(layer.leads, limits, ipHashSalt);
  api = await startApiServer((context) => context.set(leadIntakeContext, intake));
  baseUrl = api.baseUrl;
}

async function stopApi() {
  await api.close();
  await layer.close();
  rmSync(dir, { recursive: true, force: true });
  // No route threw: every refusal above was an answer of its own.
  expect(api.errors).toEqual([]);
}

function post(
  body: BodyInit,
  headers: Record<string, string> = { "Content-Type": "application/json" },
  method = "POST",
) {
  return fetch(`${baseUrl}/api/av/leads?t=${Date.now()}`, { method, headers, body });
}

async function storedLeads() {
  return listLeads(layer.database.db, { limit: 200 });
}

describe("POST /api/av/leads", () => {
  beforeEach(() => startApi());
  afterEach(() => stopApi());

  it("stores a valid call-back, then answers 201 with its id", async () => {
    const response = await post(JSON.stringify({ ...callBack, marketingConsent: true }));
    expect(response.status).toBe(201);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = (await response.json()) as { success: boolean; id: string; message: string };
    expect(body).toMatchObject({ success: true, message: "Your request was submitted successfully" });

    const [lead] = await storedLeads();
    expect(lead).toMatchObject({
      id: body.id,
      kind: "callback",
      source: "Website Form",
      fullName: "Sipho Nkosi",
      phone: "082 555 0101",
      email: "sipho@example.co.za",
      referrer: callBack.referrer,
      marketingConsent: true,
    });
    expect(lead?.consentAt).not.toBeNull();
    expect(lead?.payload).toMatchObject({ comments: "Need two speakers for Saturday", vdn: "SSH-WEB-SALES" });
  });

  it("files applications under their program", async () => {
    const response = await post(JSON.stringify(application));
    expect(response.status).toBe(201);
    expect(((await response.json()) as { message: string }).message).toBe(
      "Your application was submitted successfully",
    );
    expect((await storedLeads())[0]).toMatchObject({ kind: "partner_business", marketingConsent: false });
  });

  it("answers 400 naming each invalid field, and stores nothing", async () => {
    const cases: [unknown, string, string][] = [
      [{ ...callBack, contact: { ...callBack.contact, fullname: "S" } }, "contact.fullname", "Name is required"],
      [{ ...callBack, contact: { ...callBack.contact, tel: "082" } }, "contact.tel", "Valid phone number is required"],
      [{ ...callBack, contact: { ...callBack.contact, email: "sipho@" } }, "contact.email", "Valid email is required"],
      [{ ...callBack, requestedAt: "last Tuesday" }, "requestedAt", "requestedAt must be an ISO timestamp"],
      [
        { ...callBack, source: "Carrier pigeon" },
        "source",
        "source must be one of: Website Form, Business Partner Application, Client Partner Application, Equipment Assistant",
      ],
      [{ ...callBack, comments: "x".repeat(6000) }, "comments", "comments must be 5200 characters or fewer"],
      [{ ...callBack, contact: undefined }, "contact", "Invalid input: expected object, received undefined"],
      [
        { ...application, contact: { ...application.contact, industry: "Plumbing" } },
        "contact.industry",
        "Please select an industry type",
      ],
      [
        { ...application, contact: { ...application.contact, companyWebsite: "javascript:alert(1)" } },
        "contact.companyWebsite",
        "Please enter a valid URL",
      ],
      [[callBack], "(body)", "The body must be a JSON object"],
    ];
    for (const [body, field, message] of cases) {
      const response = await post(JSON.stringify(body));
      expect(response.status, field).toBe(400);
      const answer = (await response.json()) as { success: boolean; errors: { field: string; message: string }[] };
      expect(answer.success).toBe(false);
      expect(answer.errors, field).toContainEqual({ field, message });
    }
    expect(await storedLeads()).toHaveLength(0);
  });

  it("refuses other content types (415), malformed JSON (400), big bodies (413) and other methods (405)", async () => {
    const text = await post(JSON.stringify(callBack), { "Content-Type": "text/plain" });
    expect(text.status).toBe(415);
    expect(await text.json()).toEqual({
      success: false,
      message: "Send the lead as JSON with Content-Type: application/json",
    });

    const form = await post("name=x", { "Content-Type": "application/x-www-form-urlencoded" });
    expect(form.status).toBe(415);

    const malformed = await post('{"requestedAt": ');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ success: false, message: "The request body is not valid JSON" });

    // A body the parser cannot even read (a corrupt gzip stream) is still answered in JSON.
    const corrupt = await post("not gzip at all", { "Content-Type": "application/json", "Content-Encoding": "gzip" });
    expect(corrupt.status).toBe(400);
    expect(await corrupt.json()).toEqual({ success: false, message: "The request could not be read" });
    const unknownEncoding = await post("{}", { "Content-Type": "application/json", "Content-Encoding": "x-fuzz" });
    expect(unknownEncoding.status).toBe(415);
    expect(await unknownEncoding.json()).toEqual({
      success: false,
      message: "Send the lead uncompressed, or compressed with gzip, deflate or br",
    });

    const big = await post(JSON.stringify({ ...callBack, comments: "x".repeat(LEADS_BODY_LIMIT_BYTES) }));
    expect(big.status).toBe(413);
    expect(((await big.json()) as { message: string }).message).toBe("The request body is larger than 32 KB");

    const get = await fetch(`${baseUrl}/api/av/leads`);
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");

    expect(await storedLeads()).toHaveLength(0);
  });

  it("reads gzip, deflate and br bodies, and refuses other charsets, chunked bodies over the limit and other methods", async () => {
    for (const [encoding, compress] of [
      ["gzip", gzipSync],
      ["deflate", deflateSync],
      ["br", brotliCompressSync],
    ] as const) {
      const compressed = await post(compress(JSON.stringify(callBack)), {
        "Content-Type": "application/json",
        "Content-Encoding": encoding,
      });
      expect(compressed.status, encoding).toBe(201);
    }

    const latin1 = await post(JSON.stringify(callBack), { "Content-Type": "application/json; charset=iso-8859-1" });
    expect(latin1.status).toBe(415);
    expect(await latin1.json()).toEqual({ success: false, message: "Send the lead as UTF-8 JSON" });

    const bigText = JSON.stringify({ ...callBack, comments: "x".repeat(LEADS_BODY_LIMIT_BYTES) });
    const chunked = await fetch(`${baseUrl}/api/av/leads`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: new Blob([bigText]).stream(),
      duplex: "half",
    } as RequestInit);
    expect(chunked.status).toBe(413);
    expect(await chunked.json()).toEqual({ success: false, message: "The request body is larger than 32 KB" });

    for (const method of ["PUT", "PATCH", "DELETE"]) {
      const other = await post(JSON.stringify(callBack), { "Content-Type": "application/json" }, method);
      expect(other.status, method).toBe(405);
      expect(other.headers.get("allow")).toBe("POST");
      expect(await other.json()).toEqual({ success: false, message: "Use POST to submit a lead" });
    }
    expect(await storedLeads()).toHaveLength(3);
  });

  it("stores a retried submission once (Idempotency-Key)", async () => {
    const headers = { "Content-Type": "application/json", "Idempotency-Key": "4f1c2a9e-7b5d-4c3e-9f00-1234567890ab" };
    const first = await post(JSON.stringify(callBack), headers);
    const second = await post(JSON.stringify(callBack), headers);
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    const [a, b] = (await Promise.all([first.json(), second.json()])) as { id: string }[];
    expect(b?.id).toBe(a?.id);
    expect(await storedLeads()).toHaveLength(1);

    const bad = await post(JSON.stringify(callBack), { ...headers, "Idempotency-Key": "no spaces allowed" });
    expect(bad.status).toBe(400);
  });

  it("refuses the key replayed with another body (409), without the first lead's id", async () => {
    const headers = { "Content-Type": "application/json", "Idempotency-Key": "replayed-key-0001" };
    const first = await post(JSON.stringify(callBack), headers);
    expect(first.status).toBe(201);
    // The same body, its keys in another order and spaced out: still the same submission.
    const { contact, ...rest } = callBack;
    const reordered = JSON.stringify({ contact, ...rest }, null, 2);
    expect((await post(reordered, headers)).status).toBe(200);

    const other = { ...callBack, contact: { ...callBack.contact, email: "mallory@example.org" } };
    const replayed = await post(JSON.stringify(other), headers);
    expect(replayed.status).toBe(409);
    expect(await replayed.json()).toEqual({
      success: false,
      message:
        "This Idempotency-Key was already used with a different request body. Send a new key with a new submission.",
    });
    expect(await storedLeads()).toHaveLength(1);
  });

  it("answers 503 with a way to reach us when the database cannot store the lead", async () => {
    await layer.database.close();
    const response = await post(JSON.stringify(callBack));
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      success: false,
      message: "We could not save your request just now. Please try again in a minute or call us on 011 784 2250.",
    });
  });
});

describe("rate limits", () => {
  afterEach(() => stopApi());

  it("limits submissions per client address", async () => {
    await startApi({ perClient: 2, floodThreshold: 100 });
    expect((await post(JSON.stringify(callBack))).status).toBe(201);
    expect((await post(JSON.stringify(callBack))).status).toBe(201);
    const limited = await post(JSON.stringify(callBack));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await limited.json()) as { message: string }).message).toBe(
      "You have sent several requests in a short time. Please wait a few minutes and try again, or call us on 011 784 2250.",
    );
    expect(await storedLeads()).toHaveLength(2);
  });

  it("counts each kind apart: call-backs past their limit leave applications alone", async () => {
    await startApi({ perClient: 2, floodThreshold: 100 });
    for (let i = 0; i < 2; i++) expect((await post(JSON.stringify(callBack))).status).toBe(201);
    expect((await post(JSON.stringify(callBack))).status).toBe(429);
    expect((await post(JSON.stringify(application))).status).toBe(201);
    expect((await storedLeads()).map((lead) => lead.kind).sort()).toEqual(["callback", "callback", "partner_business"]);
  });

  it("names the per-address counter with a hash keyed by IP_HASH_SALT when it is set", async () => {
    const salt = "a-long-enough-salt-value";
    await startApi({ perClient: 100, floodThreshold: 100 }, salt);
    expect((await post(JSON.stringify(callBack))).status).toBe(201);
    const keys = (await layer.database.db.selectFrom("rate_limits").select("key").execute()).map((row) => row.key);
    expect(keys).toEqual(
      expect.arrayContaining([addressRateLimitKey("leads:callback", "127.0.0.1", salt), "leads:callback:site"]),
    );
    expect(keys).not.toContain(addressRateLimitKey("leads:callback", "127.0.0.1"));
  });

  it("past the site-wide flood threshold a copy folds into the first, nothing more is e-mailed; then a challenge is asked for", async () => {
    await startApi({ perClient: 100, floodThreshold: 3 });
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await post(JSON.stringify(callBack))).status);
    // The fourth is past the threshold and identical to the first: one row with a count (decision 053). The
    // flood is then on, and the fifth must solve a challenge first.
    expect(statuses).toEqual([201, 201, 201, 201, 403]);
    const leads = await layer.database.db
      .selectFrom("leads")
      .select(["id", "suspected_spam", "repeat_count"])
      .orderBy("created_at")
      .orderBy("id")
      .execute();
    expect(leads.map((lead) => [lead.suspected_spam, lead.repeat_count])).toEqual([
      [0, 2],
      [0, 1],
      [0, 1],
    ]);
    const emails = await layer.database.db
      .selectFrom("outbox")
      .select("lead_id")
      .where("channel", "=", "email")
      .execute();
    expect(emails.map((row) => row.lead_id).sort()).toEqual(leads.map((lead) => lead.id).sort());
  });
});

describe("the browser's lead client (section 7.1)", () => {
  beforeEach(() => startApi());
  afterEach(() => stopApi());

  it("posts to /api/av/leads?t={ms} and returns the answer with success and status", async () => {
    const result = await submitLead(callBack, {
      kind: "request",
      baseUrl,
      now: () => 1_763_713_800_000,
      idempotencyKey: "client-key-0001",
    });
    expect(result).toMatchObject({ success: true, status: 201, message: "Your request was submitted successfully" });
    expect(typeof result.id).toBe("string");
    const again = await submitLead(callBack, { kind: "request", baseUrl, idempotencyKey: "client-key-0001" });
    expect(again).toMatchObject({ success: true, status: 200, id: result.id });
    expect(await storedLeads()).toHaveLength(1);
  });

  it("turns a refusal into the catalogue's message with the status", async () => {
    const bad = { ...callBack, contact: { ...callBack.contact, tel: "1" } };
    expect(await submitLead(bad, { kind: "request", baseUrl })).toMatchObject({
      success: false,
      status: 400,
      message: "There was an error submitting your request. Please try again later.",
      errors: [{ field: "contact.tel", message: "Valid phone number is required" }],
    });
    expect(
      await submitLead({ ...application, source: "Client Partner Application" }, { kind: "application", baseUrl }),
    ).toMatchObject({
      success: false,
      status: 400,
      message: "There was an error submitting your application. Please try again later.",
    });
  });
});

describe("the browser's lead client at the edges", () => {
  it("reads a network failure as status 500", async () => {
    const closed = createServer();
    closed.listen(0, "127.0.0.1");
    await new Promise((resolve) => closed.once("listening", resolve));
    const url = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    expect(await submitLead(callBack, { kind: "request", baseUrl: url })).toEqual({
      success: false,
      status: 500,
      message: "There was an error submitting your request. Please try again later.",
    });
    expect(await submitLead(callBack, { kind: "application", baseUrl: url })).toMatchObject({
      status: 500,
      message: "There was an error submitting your application. Please try again later.",
    });
  });

  it("falls back to the success message when an OK answer is not JSON", async () => {
    let seen = "";
    const plain = createServer((req, res) => {
      seen = `${req.method} ${req.url} ${req.headers["content-type"]}`;
      res.writeHead(200, { "Content-Type": "text/plain" }).end("OK");
    });
    plain.listen(0, "127.0.0.1");
    await new Promise((resolve) => plain.once("listening", resolve));
    const url = `http://127.0.0.1:${(plain.address() as AddressInfo).port}`;
    try {
      expect(await submitLead(callBack, { kind: "request", baseUrl: url, now: () => 42 })).toEqual({
        success: true,
        status: 200,
        message: "Your request was submitted successfully",
      });
      expect(seen).toBe("POST /api/av/leads?t=42 application/json");
      expect(await submitLead(application, { kind: "application", baseUrl: url })).toMatchObject({
        message: "Your application was submitted successfully",
      });
    } finally {
      await new Promise((resolve) => plain.close(resolve));
    }
  });
});
