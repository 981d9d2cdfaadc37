// The outbox page's data on both databases: the Subject column reads the kept
// copy's subject in the database (SQLite's json_extract, PostgreSQL's ->>),
// says plainly when an e-mail is not written yet, and the chosen sent message
// carries its copy instead of the stored payload.
import { describe, expect, it } from "vitest";
import type { AppDatabase } from "#app/platform/db/database.server.ts";
import { freshDatabasePerTest, runnableBackends } from "#app/platform/db/test-support.server.ts";
import { claimDueOutbox, markDelivered, queueOutboxMessage } from "#app/platform/mail/outbox-db.server.ts";
import { outboxPage } from "#app/features/staff/emails/outbox-page.server.ts";

const T0 = new Date("2026-11-21T09:30:00.000Z");
const COPY = {
  to: "thandi@example.co.za",
  subject: "Failed sign-ins to your account “Thandi” <b>",
  html: "<p>Five failed sign-ins</p>",
  text: "Five failed sign-ins",
};

describe.each(runnableBackends("outbox-page"))("the outbox page on $name", (backend) => {
  let database: AppDatabase;
  freshDatabasePerTest(backend, (opened) => ({ database } = opened));

  it("shows a sent e-mail's subject and copy, and says a waiting one is written when it is sent", async () => {
    await queueOutboxMessage(database.db, "staff_alert", { email: "thandi@example.co.za" }, T0);
    const [sent] = await claimDueOutbox(database.db, T0, 1);
    if (!sent) throw new Error("expected a claimed row");
    await markDelivered(database.db, sent.id, T0, COPY);
    await queueOutboxMessage(database.db, "staff_alert", { email: "lerato@example.co.za" }, new Date(T0.getTime() + 1));

    const page = await outboxPage(database.db, { page: 1, message: sent.id });
    expect(
      page.messages.map(({ state, recipient, subject, subjectSent }) => ({ state, recipient, subject, subjectSent })),
    ).toEqual([
      { state: "waiting", recipient: "Staff", subject: "Written when it is sent", subjectSent: false },
      { state: "sent", recipient: COPY.to, subject: COPY.subject, subjectSent: true },
    ]);
    expect(page.chosen).toMatchObject({ recipient: COPY.to, subject: COPY.subject, sent: COPY, stored: null });

    const waiting = page.messages[0]!;
    const pending = await outboxPage(database.db, { page: 1, message: waiting.id });
    expect(pending.chosen).toMatchObject({ subject: "Written when it is sent", sent: null, recipient: "Staff" });
    expect(pending.chosen?.stored).toContain('"email": "lerato@example.co.za"');
  });
});
