// The outbox tests' bed: a fresh database before each test, and after it the
// local receivers the test started (SMTP sink, webhook) closed and the
// database disposed of. Test-only.
import { afterEach, beforeEach } from "vitest";
import type { AppDatabase } from "#app/platform/db/database.server.ts";
import type { TestBackend, TestTarget } from "#app/platform/db/test-support.server.ts";
import type { SmtpSink, WebhookReceiver } from "#app/platform/mail/test-support.server.ts";

export interface OutboxTestBed {
  database: AppDatabase;
  /** Set by a test that starts one; closed after it. */
  smtp?: SmtpSink;
  hook?: WebhookReceiver;
  /** Another connection to the same database, as a second process has. */
  openAgain(): Promise<AppDatabase>;
}

export function outboxTestBed(backend: TestBackend): OutboxTestBed {
  let target: TestTarget | undefined;
  const bed = {
    openAgain: () => {
      if (!target) throw new Error("no database is open outside a test");
      return target.open();
    },
  } as OutboxTestBed;
  beforeEach(async () => {
    target = await backend.createTarget();
    bed.database = await target.open();
  });
  afterEach(async () => {
    await bed.smtp?.close();
    await bed.hook?.close();
    bed.smtp = undefined;
    bed.hook = undefined;
    await target?.dispose();
  });
  return bed;
}
