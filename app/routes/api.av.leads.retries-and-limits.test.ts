// POST /api/av/leads over real HTTP under retries and load: an
// Idempotency-Key stores a retried lead once, a database that cannot store
// answers 503, and the per-address and site-wide limits.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { addressRateLimitKey } from "#app/platform/db/ip-hash.server.ts";
import {
  application,
  callBack,
  layer,
  post,
  startApi,
  stopApi,
  storedLeads,
} from "#app/routes/api.av.leads.test-support.ts";

describe("POST /api/av/leads", () => {
  beforeEach(() => startApi());
  afterEach(() => stopApi());

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
