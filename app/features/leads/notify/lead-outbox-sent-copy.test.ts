// What the outbox keeps of a sent e-mail (migration 0024): the worker stores
// the copy a real sender made of what it sent to a real SMTP server, in the
// same update that marks the row sent; a webhook delivery keeps none; a row
// not yet sent has none. On SQLite, and on PostgreSQL when configured.
import { describe, expect, it } from "vitest";
import { outboxTestBed } from "#app/platform/mail/outbox-test-bed.test-support.ts";
import type { AppDatabase } from "#app/platform/db/database.server.ts";
import { insertLead } from "#app/features/leads/leads-db.server.ts";
import { claimDueOutbox, listOutbox, markDelivered } from "#app/platform/mail/outbox-db.server.ts";
import { runnableBackends, testBackends } from "#app/platform/db/test-support.server.ts";
import { createEmailSender } from "#app/features/leads/notify/sales-email.server.ts";
import { createOutboxWorker } from "#app/platform/mail/outbox.server.ts";
import { parseMail, startSmtpSink, startWebhookReceiver } from "#app/platform/mail/test-support.server.ts";
import { createWebhookSender } from "#app/platform/mail/webhook.server.ts";

const T0 = new Date("2026-03-02T08:00:00.000Z");
const FROM = "Sandton Sound Hire <no-reply@sandtonsoundhire.co.za>";
const SALES = ["sales@sandtonsoundhire.co.za", "bookings@sandtonsoundhire.co.za"];
const SECRET = "test-webhook-secret-0123456789";
const silent = { info() {}, warn() {}, error() {} };

function callback(channels: ("email" | "webhook")[]) {
  return {
    kind: "callback" as const,
    source: "Website Form",
    fullName: "Jane <b>Smith</b>",
    email: "jane@example.co.za",
    phone: "082 555 0101",
    referrer: "https://www.example.co.za/call-me-back",
    payload: { comments: "A PA for 120 guests", contact: { fullname: "Jane <b>Smith</b>", tel: "082 555 0101" } },
    channels,
    now: T0,
  };
}

async function sentCopyOf(database: AppDatabase, id: string): Promise<unknown> {
  const row = await database.db.selectFrom("outbox").select("sent_copy").where("id", "=", id).executeTakeFirstOrThrow();
  return row.sent_copy === null ? null : JSON.parse(row.sent_copy);
}

for (const backend of testBackends().filter((candidate) => candidate.skipReason)) {
  describe.skip(`the outbox's sent copies on ${backend.name} (${backend.skipReason})`, () => {
    it("runs when configured", () => {});
  });
}

describe.each(runnableBackends("outbox-sent-copy"))("the outbox's sent copies on $name", (backend) => {
  const bed = outboxTestBed(backend);

  it("markDelivered stores the copy with the sent state, and a second mark changes nothing", async () => {
    await insertLead(bed.database.db, callback(["email"]));
    const [row] = await claimDueOutbox(bed.database.db, T0, 10);
    if (!row) throw new Error("expected a claimed row");
    expect(await sentCopyOf(bed.database, row.id)).toBeNull();
    const copy = { to: "sales@example.co.za", subject: "Hello", text: "Plain", attachments: ["quote.pdf"] };
    expect(await markDelivered(bed.database.db, row.id, T0, copy)).toBe(true);
    expect(await markDelivered(bed.database.db, row.id, T0, { to: "someone else", subject: "Again" })).toBe(false);
    expect(await sentCopyOf(bed.database, row.id)).toEqual(copy);
    expect((await listOutbox(bed.database.db))[0]).toMatchObject({ status: "sent", deliveredAt: T0.toISOString() });
  });

  it("keeps what the sales e-mail said as it went to a real SMTP server; the webhook keeps nothing", async () => {
    bed.smtp = await startSmtpSink();
    bed.hook = await startWebhookReceiver(SECRET);
    const { id: leadId } = await insertLead(bed.database.db, callback(["email", "webhook"]));
    const email = createEmailSender({ smtpUrl: bed.smtp.url, from: FROM, to: SALES });
    const webhook = createWebhookSender({ url: bed.hook.url, secret: SECRET });
    const worker = createOutboxWorker({
      db: bed.database.db,
      senders: { email, webhook },
      now: () => T0,
      logger: silent,
    });
    expect(await worker.runOnce()).toMatchObject({ claimed: 2, sent: 2 });
    void email.close?.();

    const rows = await listOutbox(bed.database.db, { leadId });
    const emailRow = rows.find((row) => row.channel === "email");
    const webhookRow = rows.find((row) => row.channel === "webhook");
    if (!emailRow || !webhookRow) throw new Error("expected both rows");
    const received = parseMail(bed.smtp.messages[0]?.raw ?? "");
    const copy = (await sentCopyOf(bed.database, emailRow.id)) as Record<string, unknown>;
    expect(copy).toEqual({
      to: SALES.join(", "),
      subject: "New call-back request: Jane <b>Smith</b>",
      html: expect.stringContaining("Jane &lt;b&gt;Smith&lt;/b&gt;") as unknown,
      text: expect.stringContaining("Phone: 082 555 0101") as unknown,
    });
    // The copy is what the recipient got, part for part.
    expect(copy.subject).toBe(received.headers.get("subject"));
    expect(received.text.replace(/\r\n/g, "\n").trim()).toBe(String(copy.text).replace(/\r\n/g, "\n").trim());
    expect(await sentCopyOf(bed.database, webhookRow.id)).toBeNull();
  });
});
