// No kept e-mail copy holds a working secret link (migration 0024, decision
// 069), proven for every e-mail channel rather than for a chosen few: the
// site's own features queue a message on every channel through the functions
// their services call, the worker sends them with the senders the site builds
// to a real SMTP server, and every link in what arrived is taken apart for its
// secret-looking parts, none of which may be in the copy staff can read. The
// webhook keeps no copy by design. On SQLite, and on PostgreSQL when set.
import { describe, expect, it } from "vitest";
import { DEFAULT_RETENTION } from "#app/features/privacy/index.ts";
import { parseDataEnv } from "#app/features/site/data-env.server.ts";
import {
  linksInHtml,
  linksInText,
  queueEveryEmail,
  secretLookingParts,
  spellingsOf,
  storedIdentifiers,
} from "#app/features/site/sent-copy-secrets.test-support.ts";
import { siteDataFeatures } from "#app/features/site/site-data.server.ts";
import { sendersOf, sweepOf } from "#app/platform/db/data-layer.server.ts";
import { OUTBOX_CHANNELS, type OutboxChannel } from "#app/platform/db/schema.server.ts";
import { runnableBackends } from "#app/platform/db/test-support.server.ts";
import { outboxTestBed } from "#app/platform/mail/outbox-test-bed.test-support.ts";
import { WITHHELD } from "#app/platform/mail/email.server.ts";
import { createOutboxWorker } from "#app/platform/mail/outbox.server.ts";
import { parseMail, startSmtpSink } from "#app/platform/mail/test-support.server.ts";

const SITE = "https://www.sandtonsoundhire.co.za";
/** A Monday morning on Johannesburg's clock: leads arrive in business hours. */
const T0 = new Date("2026-11-30T10:00:00+02:00");
/** Four business hours later: every lead has waited past the response target. */
const LEADS_WAITED = new Date("2026-11-30T14:00:00+02:00");
/** Channels that keep no copy of what they sent. */
const KEEPS_NO_COPY: readonly OutboxChannel[] = ["webhook"];
const silent = { info() {}, warn() {}, error() {} };

interface SentMessage {
  channel: OutboxChannel;
  secrets: string[];
  sentCopy: string | null;
}

/** The day before a quote's last valid day, in the morning: its expiry reminder is due. */
function dayBeforeLastValidDay(validUntil: string): Date {
  const lastDay = new Date(`${validUntil}T10:00:00+02:00`);
  return new Date(lastDay.getTime() - 24 * 60 * 60_000);
}

describe.each(runnableBackends("sent-copy-secrets"))("the kept e-mail copies on $name", (backend) => {
  const bed = outboxTestBed(backend);

  /** Runs the site's worker at each moment; every message it sends goes to the sink. */
  async function sendEverythingAt(moments: readonly Date[]): Promise<void> {
    if (!bed.smtp) throw new Error("start the SMTP sink first");
    const env = parseDataEnv({ SMTP_URL: bed.smtp.url, SALES_EMAIL: "sales@sandtonsoundhire.co.za" });
    const { db } = bed.database;
    // The site's own features, as the data layer combines them: a sender added later is in here too.
    const features = siteDataFeatures(env, SITE, DEFAULT_RETENTION);
    const senders = sendersOf(features, db);
    let clock = T0;
    const worker = createOutboxWorker({ db, senders, sweep: sweepOf(features, db), now: () => clock, logger: silent });
    try {
      for (const moment of moments) {
        clock = moment;
        const summary = await worker.runOnce();
        expect(summary).toMatchObject({ retried: 0, failed: 0 });
      }
    } finally {
      for (const sender of Object.values(senders)) void sender.close?.();
    }
  }

  /** Every received message with its outbox row's channel and kept copy, matched by X-Delivery-Id. */
  async function sentMessages(): Promise<SentMessage[]> {
    const rows = await bed.database.db.selectFrom("outbox").select(["id", "channel", "status", "sent_copy"]).execute();
    expect(rows.filter((row) => row.status !== "sent")).toEqual([]);
    // Every row of a channel that keeps copies went out as exactly one message, and kept its copy.
    const copying = rows.filter((row) => !KEEPS_NO_COPY.includes(row.channel));
    expect(copying.filter((row) => row.sent_copy === null).map((row) => row.channel)).toEqual([]);
    expect(bed.smtp?.messages.length).toBe(copying.length);
    const identifiers = await storedIdentifiers(bed.database.db);
    return (bed.smtp?.messages ?? []).map((message) => {
      const mail = parseMail(message.raw);
      const row = rows.find((candidate) => candidate.id === mail.headers.get("x-delivery-id"));
      if (!row) throw new Error(`A message arrived without its outbox row: ${mail.headers.get("subject")}`);
      const links = [...linksInText(mail.text), ...linksInHtml(mail.html)];
      return {
        channel: row.channel,
        secrets: [...new Set(links.flatMap((link) => secretLookingParts(link, identifiers)))],
        sentCopy: row.sent_copy,
      };
    });
  }

  it("sends every e-mail channel's message with its links, and keeps none of their secrets", async () => {
    bed.smtp = await startSmtpSink();
    await queueEveryEmail(bed.database.db, T0);
    const quote = await bed.database.db.selectFrom("quotes").select("valid_until").executeTakeFirstOrThrow();
    await sendEverythingAt([T0, LEADS_WAITED, dayBeforeLastValidDay(String(quote.valid_until))]);
    const messages = await sentMessages();

    const everySecret = messages.flatMap((message) => message.secrets.flatMap(spellingsOf));
    for (const { channel, secrets, sentCopy } of messages) {
      if (KEEPS_NO_COPY.includes(channel)) continue;
      expect(sentCopy, `a ${channel} message has no kept copy`).not.toBeNull();
      // None of any message's secrets: a copy must not quote another e-mail's link either.
      for (const secret of everySecret) {
        expect(sentCopy, `a ${channel} copy keeps a link's secret`).not.toContain(secret);
      }
      if (secrets.length > 0) expect(sentCopy, `a ${channel} copy does not say what it withheld`).toContain(WITHHELD);
    }

    // The test is worth as much as its reach: every e-mail channel, and links with secrets among them.
    const covered = new Set(messages.map((message) => message.channel));
    const missing = OUTBOX_CHANNELS.filter((channel) => !KEEPS_NO_COPY.includes(channel) && !covered.has(channel));
    expect(missing, `no message was sent on: ${missing.join(", ")}`).toEqual([]);
    const withSecrets = new Set(messages.filter((message) => message.secrets.length > 0).map((m) => m.channel));
    // Links were found and taken apart: a parser that saw none would prove nothing.
    expect([...withSecrets]).toEqual(
      expect.arrayContaining(["confirmation_email", "customer_email", "nudge_email", "staff_account_email"]),
    );
  });
});
