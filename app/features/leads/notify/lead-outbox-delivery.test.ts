// The outbox worker delivering the leads' notifications (SMTP, signed
// webhooks, nudges), with its retries, timeouts and concurrent workers.
import { beforeEach, describe, expect, it } from "vitest";
import { outboxTestBed } from "#app/platform/mail/outbox-test-bed.test-support.ts";
import { OUTBOX_BACKOFF } from "#app/platform/mail/backoff.ts";
import type { LeadNotification } from "#app/features/leads/notify/lead-notification.ts";
import { parseDataEnv } from "#app/features/site/data-env.server.ts";
import { type NewLead, insertLead } from "#app/features/leads/leads-db.server.ts";
import { listOutbox } from "#app/platform/mail/outbox-db.server.ts";
import { runnableBackends, testBackends } from "#app/platform/db/test-support.server.ts";
import { leadWaitingNudges, sweepNudges } from "#app/features/leads/notify/nudges-db.server.ts";
import { createEmailSender } from "#app/features/leads/notify/sales-email.server.ts";
import { createNudgeEmailSender } from "#app/features/leads/notify/nudge-email.server.ts";
import { type OutboxWorkerOptions, createOutboxWorker } from "#app/platform/mail/outbox.server.ts";
import { createSendersFromEnv } from "#app/features/site/site-data.server.ts";
import { queuedChannels } from "#app/features/leads/leads-data.server.ts";
import { parseMail, startSmtpSink, startWebhookReceiver } from "#app/platform/mail/test-support.server.ts";
import type { NotifyLogger } from "#app/platform/mail/types.server.ts";
import { createWebhookSender, verifyWebhookSignature } from "#app/platform/mail/webhook.server.ts";

const T0 = new Date("2026-03-02T08:00:00.000Z");
const SECRET = "test-webhook-secret-0123456789";
const FROM = "Sandton Sound Hire <no-reply@sandtonsoundhire.co.za>";
const SALES = ["sales@sandtonsoundhire.co.za"];

const silent: NotifyLogger = { info() {}, warn() {}, error() {} };
/** These tests send no visitor's copy: the link tokens are never asked for. */
const noLinkTokens = () => Promise.resolve(undefined);

function lead(overrides: Partial<NewLead> = {}): NewLead {
  return {
    kind: "callback",
    source: "Website Form",
    fullName: "Jane Smith",
    email: "jane@example.co.za",
    phone: "082 555 0101",
    referrer: "https://www.example.co.za/call-me-back",
    payload: {
      requestedAt: T0.toISOString(),
      referrer: "https://www.example.co.za/call-me-back",
      vdn: "sales",
      preferredTime: "As soon as possible",
      comments: `Need a PA for 120 guests <script>alert("x")</script> & a mic`,
      source: "Website Form",
      contact: {
        name: "Jane",
        surname: "Smith",
        fullname: "Jane Smith",
        tel: "082 555 0101",
        email: "jane@example.co.za",
      },
    },
    channels: ["email", "webhook"],
    now: T0,
    ...overrides,
  };
}

const backends = runnableBackends("outbox");
for (const backend of testBackends().filter((candidate) => candidate.skipReason)) {
  describe.skip(`outbox worker on ${backend.name} (${backend.skipReason})`, () => {
    it("runs when configured", () => {});
  });
}

describe.each(backends)("outbox worker on $name", (backend) => {
  const bed = outboxTestBed(backend);
  let clock: Date;

  const now = () => clock;
  const advance = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };
  const worker = (options: Partial<OutboxWorkerOptions>) =>
    createOutboxWorker({ db: bed.database.db, senders: {}, now, logger: silent, ...options });

  beforeEach(() => {
    clock = T0;
  });

  it("sweeps for due nudges at the start of a run and sends each to sales once", async () => {
    bed.smtp = await startSmtpSink();
    const { id: leadId } = await insertLead(bed.database.db, lead({ channels: [] }));
    const nudges = createNudgeEmailSender({
      smtpUrl: bed.smtp.url,
      from: FROM,
      salesTo: SALES,
      siteUrl: "https://www.sandtonsoundhire.co.za",
      db: bed.database.db,
      // Only staff nudges here: a customer's reminder would need its quote's link.
      issueLiveToken: () => Promise.reject(new Error("no quote reminder in this test")),
    });
    const kinds = [leadWaitingNudges(15)];
    const sweeping = worker({
      senders: { nudge_email: nudges },
      sweep: (at) => sweepNudges(bed.database.db, kinds, at),
    });
    // Monday 10:00 SAST plus 14 minutes: not due yet.
    advance(14 * 60_000);
    expect(await sweeping.runOnce()).toEqual({ claimed: 0, sent: 0, retried: 0, failed: 0 });
    advance(2 * 60_000);
    expect(await sweeping.runOnce()).toEqual({ claimed: 1, sent: 1, retried: 0, failed: 0 });
    advance(60 * 60_000);
    expect(await sweeping.runOnce()).toEqual({ claimed: 0, sent: 0, retried: 0, failed: 0 });
    void nudges.close?.(); // as the other senders are closed: nothing waits on it

    expect(bed.smtp.messages).toHaveLength(1);
    const mail = parseMail(bed.smtp.messages[0]?.raw ?? "");
    expect(bed.smtp.messages[0]?.to).toEqual(SALES);
    expect(mail.headers.get("subject")).toBe(`Waiting 16 min for a reply: ${lead().fullName}`);
    expect(mail.headers.get("x-lead-id")).toBe(leadId);
    expect(mail.text).toContain(`https://www.sandtonsoundhire.co.za/admin/leads/${leadId}`);
  });

  it("e-mails the sales team through a real SMTP server", async () => {
    bed.smtp = await startSmtpSink();
    const { id: leadId } = await insertLead(bed.database.db, lead({ channels: ["email"] }));
    const sender = createEmailSender({ smtpUrl: bed.smtp.url, from: FROM, to: SALES });

    const summary = await worker({ senders: { email: sender } }).runOnce();
    expect(summary).toEqual({ claimed: 1, sent: 1, retried: 0, failed: 0 });

    const [row] = await listOutbox(bed.database.db, { leadId });
    expect(row).toMatchObject({ status: "sent", attempts: 1, deliveredAt: T0.toISOString() });
    expect(bed.smtp.messages).toHaveLength(1);
    const received = bed.smtp.messages[0];
    if (!received || !row) throw new Error("expected one message");
    expect(received.from).toBe("no-reply@sandtonsoundhire.co.za");
    expect(received.to).toEqual(SALES);

    const mail = parseMail(received.raw);
    expect(mail.headers.get("subject")).toBe("New call-back request: Jane Smith");
    expect(mail.headers.get("x-delivery-id")).toBe(row.id);
    expect(mail.headers.get("message-id")).toBe(`<${row.id}@sandtonsoundhire.co.za>`);
    expect(mail.headers.get("reply-to")).toBe("jane@example.co.za");
    expect(mail.text).toContain("preferredTime: As soon as possible");
    expect(mail.text).toContain(`comments: Need a PA for 120 guests <script>alert("x")</script> & a mic`);
    expect(mail.text).toContain("contact.tel: 082 555 0101");
    expect(mail.html).toContain(
      "Need a PA for 120 guests &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; a mic",
    );
    expect(mail.html).not.toContain("<script>");
    void sender.close?.(); // as the other senders are closed: nothing waits on it
  });

  it("retries a temporary SMTP refusal and sends once", async () => {
    bed.smtp = await startSmtpSink();
    bed.smtp.failNext(1);
    await insertLead(bed.database.db, lead({ channels: ["email"] }));
    const w = worker({ senders: { email: createEmailSender({ smtpUrl: bed.smtp.url, from: FROM, to: SALES }) } });

    expect(await w.runOnce()).toMatchObject({ claimed: 1, retried: 1 });
    const [pending] = await listOutbox(bed.database.db);
    expect(pending).toMatchObject({ status: "pending", attempts: 1, nextAttemptAt: "2026-03-02T08:00:30.000Z" });
    expect(pending?.lastError).toMatch(/451/);

    advance(30_000);
    expect(await w.runOnce()).toMatchObject({ claimed: 1, sent: 1 });
    expect(bed.smtp.messages).toHaveLength(1);
  });

  it("leaves e-mail rows pending, attempts untouched, while SMTP is not configured", async () => {
    const env = parseDataEnv({ LEADS_WEBHOOK_URL: "http://127.0.0.1:9/", LEADS_WEBHOOK_SECRET: SECRET });
    const senders = createSendersFromEnv(env, undefined, { issueLinkToken: noLinkTokens });
    expect(Object.keys(senders)).toEqual(["webhook"]);
    expect(queuedChannels(env)).toEqual(["email", "webhook"]);
    expect(queuedChannels(parseDataEnv({}))).toEqual(["email"]);

    await insertLead(bed.database.db, lead({ channels: ["email"] }));
    for (let i = 0; i < 3; i++) {
      expect(
        await worker({
          senders: createSendersFromEnv(parseDataEnv({}), undefined, { issueLinkToken: noLinkTokens }),
        }).runOnce(),
      ).toEqual({
        claimed: 0,
        sent: 0,
        retried: 0,
        failed: 0,
      });
      advance(60 * 60_000);
    }
    const [row] = await listOutbox(bed.database.db);
    expect(row).toMatchObject({ status: "pending", attempts: 0, lastError: null });
  });

  it("posts a signed webhook, retries after a 500 and delivers exactly once", async () => {
    bed.hook = await startWebhookReceiver(SECRET, (n) => (n === 1 ? 500 : 200));
    const { id: leadId } = await insertLead(bed.database.db, lead({ channels: ["webhook"] }));
    const w = worker({ senders: { webhook: createWebhookSender({ url: bed.hook.url, secret: SECRET }) } });

    expect(await w.runOnce()).toEqual({ claimed: 1, sent: 0, retried: 1, failed: 0 });
    const [afterFailure] = await listOutbox(bed.database.db, { leadId });
    expect(afterFailure).toMatchObject({
      status: "pending",
      attempts: 1,
      nextAttemptAt: "2026-03-02T08:00:30.000Z",
      lastError: expect.stringContaining("HTTP 500"),
    });

    // Not due yet: nothing is sent.
    advance(10_000);
    expect((await w.runOnce()).claimed).toBe(0);

    advance(20_000);
    expect(await w.runOnce()).toEqual({ claimed: 1, sent: 1, retried: 0, failed: 0 });
    advance(2 * 60 * 60_000);
    expect((await w.runOnce()).claimed).toBe(0);

    expect(bed.hook.deliveries.map((delivery) => delivery.status)).toEqual([500, 200]);
    expect(bed.hook.deliveries.every((delivery) => delivery.signatureValid)).toBe(true);
    const ids = bed.hook.deliveries.map((delivery) => delivery.headers["x-delivery-id"]);
    expect(ids).toEqual([afterFailure?.id, afterFailure?.id]);
    // The same id under the header receivers commonly de-duplicate by.
    expect(bed.hook.deliveries.map((delivery) => delivery.headers["idempotency-key"])).toEqual(ids);
    expect(bed.hook.deliveries.filter((delivery) => delivery.status === 200)).toHaveLength(1);

    const delivered = bed.hook.deliveries[1];
    if (!delivered) throw new Error("expected a delivery");
    expect(delivered.headers["content-type"]).toBe("application/json");
    expect(verifyWebhookSignature(delivered.body, String(delivered.headers["x-signature"]), SECRET)).toBe(true);
    const body = JSON.parse(delivered.body) as LeadNotification;
    expect(body).toMatchObject({ leadId, kind: "callback", source: "Website Form", fullName: "Jane Smith" });
    expect(body.payload).toEqual(lead().payload);

    const [row] = await listOutbox(bed.database.db, { leadId });
    expect(row).toMatchObject({ status: "sent", attempts: 2, lastError: null });
  });

  it("treats a redirect and a bad signature check as failures", async () => {
    bed.hook = await startWebhookReceiver(SECRET, () => 302);
    await insertLead(bed.database.db, lead({ channels: ["webhook"] }));
    expect(
      await worker({ senders: { webhook: createWebhookSender({ url: bed.hook.url, secret: SECRET }) } }).runOnce(),
    ).toMatchObject({ retried: 1 });

    advance(30_000);
    // The receiver rejects a body signed with another secret (401).
    const wrong = createWebhookSender({ url: bed.hook.url, secret: "another-secret-that-is-long" });
    expect(await worker({ senders: { webhook: wrong } }).runOnce()).toMatchObject({ retried: 1 });
    expect(bed.hook.deliveries.map((delivery) => delivery.status)).toEqual([302, 401]);
  });

  it("times out a receiver that does not answer", async () => {
    bed.hook = await startWebhookReceiver(SECRET, () => "hang");
    await insertLead(bed.database.db, lead({ channels: ["webhook"] }));
    const sender = createWebhookSender({ url: bed.hook.url, secret: SECRET, timeoutMs: 200 });
    expect(await worker({ senders: { webhook: sender } }).runOnce()).toMatchObject({ retried: 1 });
    const [row] = await listOutbox(bed.database.db);
    expect(row?.lastError).toMatch(/TimeoutError/);
  });

  it(`gives up after ${OUTBOX_BACKOFF.maxAttempts} attempts`, async () => {
    bed.hook = await startWebhookReceiver(SECRET, () => 503);
    const errors: string[] = [];
    await insertLead(bed.database.db, lead({ channels: ["webhook"] }));
    const w = worker({
      senders: { webhook: createWebhookSender({ url: bed.hook.url, secret: SECRET }) },
      logger: { ...silent, error: (event) => errors.push(event) },
    });

    const delays: number[] = [];
    for (let attempt = 1; attempt <= OUTBOX_BACKOFF.maxAttempts; attempt++) {
      const summary = await w.runOnce();
      expect(summary.claimed).toBe(1);
      const [row] = await listOutbox(bed.database.db);
      if (!row) throw new Error("row missing");
      if (row.status === "pending") {
        delays.push(Date.parse(row.nextAttemptAt) - clock.getTime());
        clock = new Date(row.nextAttemptAt);
      }
    }
    expect(delays.slice(0, 4)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(delays).toHaveLength(OUTBOX_BACKOFF.maxAttempts - 1);
    expect(Math.max(...delays)).toBe(60 * 60_000);

    const [row] = await listOutbox(bed.database.db);
    expect(row).toMatchObject({ status: "failed", attempts: 12, lastError: expect.stringContaining("HTTP 503") });
    expect(bed.hook.deliveries).toHaveLength(12);
    expect(errors).toEqual(["outbox.failed"]);
    advance(24 * 60 * 60_000);
    expect((await w.runOnce()).claimed).toBe(0);
  });

  it("delivers each row once when two processes run workers at the same time", async () => {
    bed.hook = await startWebhookReceiver(SECRET);
    const other = await bed.openAgain();
    for (let i = 0; i < 12; i++) {
      await insertLead(bed.database.db, lead({ channels: ["webhook"], fullName: `Lead ${i}` }));
    }
    const sender = createWebhookSender({ url: bed.hook.url, secret: SECRET });
    const a = worker({ senders: { webhook: sender }, batchSize: 3 });
    const b = createOutboxWorker({ db: other.db, senders: { webhook: sender }, now, logger: silent, batchSize: 3 });

    const [sa, sb] = await Promise.all([a.runOnce(), b.runOnce()]);
    expect(sa.sent + sb.sent).toBe(12);
    expect(bed.hook.deliveries).toHaveLength(12);
    expect(bed.hook.accepted().size).toBe(12);
  });

  it("kick() delivers a new lead soon, and start()/stop() poll in the background", async () => {
    bed.hook = await startWebhookReceiver(SECRET);
    const sender = createWebhookSender({ url: bed.hook.url, secret: SECRET });
    const w = createOutboxWorker({ db: bed.database.db, senders: { webhook: sender }, logger: silent, kickDelayMs: 5 });

    await insertLead(bed.database.db, lead({ channels: ["webhook"], now: new Date() }));
    await Promise.all([w.kick(), w.kick()]);
    expect(bed.hook.deliveries).toHaveLength(1);

    await insertLead(bed.database.db, lead({ channels: ["webhook"], now: new Date() }));
    w.start(20);
    await expect.poll(() => bed.hook?.deliveries.length, { timeout: 2000 }).toBe(2);
    await w.stop();
    // Stopped: a kick no longer runs.
    await insertLead(bed.database.db, lead({ channels: ["webhook"], now: new Date() }));
    await w.kick();
    expect(bed.hook.deliveries).toHaveLength(2);
  });
});
