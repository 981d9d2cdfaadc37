// The copy the outbox keeps of a staff invitation (migration 0024) holds no
// working link: the invitee gets the link by e-mail through a real SMTP
// server, while staff who read the outbox see the token withheld, so nobody
// can accept someone else's invitation (or reset their password) from it.
import { describe, expect, it } from "vitest";
import { inviteStaff } from "#app/features/staff/accounts/staff-accounts-db.server.ts";
import { createStaffAccountEmailSender } from "#app/features/staff/accounts/staff-account-email.server.ts";
import { createStaffUser } from "#app/features/staff/staff-db.server.ts";
import { runnableBackends } from "#app/platform/db/test-support.server.ts";
import { outboxTestBed } from "#app/platform/mail/outbox-test-bed.test-support.ts";
import { WITHHELD } from "#app/platform/mail/email.server.ts";
import { createOutboxWorker } from "#app/platform/mail/outbox.server.ts";
import { parseMail, startSmtpSink } from "#app/platform/mail/test-support.server.ts";

const OWNER = "thandi@sandtonsoundhire.co.za";
const NEW_STAFF = "lerato@sandtonsoundhire.co.za";
const SITE = "https://www.sandtonsoundhire.co.za";

describe.each(runnableBackends("staff-account-sent-copy"))("a staff invitation's kept copy on $name", (backend) => {
  const bed = outboxTestBed(backend);

  it("sends the invitee the link and keeps the copy without its token", async () => {
    bed.smtp = await startSmtpSink();
    const now = new Date();
    await createStaffUser(bed.database.db, { email: OWNER, passwordHash: "h", now });
    await inviteStaff(bed.database.db, { email: NEW_STAFF, role: "owner", invitedBy: OWNER, now });
    const sender = createStaffAccountEmailSender({
      smtpUrl: bed.smtp.url,
      from: OWNER,
      siteUrl: SITE,
      db: bed.database.db,
    });
    const worker = createOutboxWorker({
      db: bed.database.db,
      senders: { staff_account_email: sender },
      logger: { info() {}, warn() {}, error() {} },
    });
    expect(await worker.runOnce()).toMatchObject({ claimed: 1, sent: 1 });
    void sender.close?.();

    const received = parseMail(bed.smtp.messages[0]?.raw ?? "");
    const token = /\/admin\/invitation\/([^\s"<>]+)/.exec(received.text)?.[1];
    expect(token?.length).toBeGreaterThanOrEqual(20);
    const row = await bed.database.db.selectFrom("outbox").select("sent_copy").executeTakeFirstOrThrow();
    const copy = JSON.parse(row.sent_copy ?? "null") as { to: string; html: string; text: string };
    expect(copy.to).toBe(NEW_STAFF);
    expect(copy.text).toContain(`${SITE}/admin/invitation/${WITHHELD}`);
    expect(copy.html).toContain(`/admin/invitation/${WITHHELD}`);
    expect(row.sent_copy).not.toContain(decodeURIComponent(token ?? "missing"));
    expect(row.sent_copy).not.toContain(token ?? "missing");
  });
});
