// Sign-in attempts in the database (decision 027) on SQLite, and on PostgreSQL
// when TEST_DATABASE_URL is set: concurrent attempts from two handles (two app
// processes) never pass a limit, a burst queues one e-mail, and the
// migration that lets outbox rows exist without a lead keeps every row.
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { LOGIN_LIMITS, LOGIN_WINDOW_MS } from "#app/features/staff/login-limits.ts";
import type { AppDatabase } from "#app/platform/db/database.server.ts";
import { insertLead } from "#app/features/leads/leads-db.server.ts";
import {
  type LoginSubject,
  pruneLoginAttempts,
  recordFailedLogin,
  recordSuccessfulLogin,
  releaseLoginAttempt,
  reserveLoginAttempt,
} from "#app/features/staff/auth/login-attempts.server.ts";
import { claimDueOutbox, listOutbox } from "#app/platform/mail/outbox-db.server.ts";
import { createStaffUser } from "#app/features/staff/staff-db.server.ts";
import { type TestTarget, freshDatabasePerTest, runnableBackends } from "#app/platform/db/test-support.server.ts";

const T0 = new Date("2026-11-21T09:41:00.000Z");
const MINUTE = 60_000;
const at = (ms: number) => new Date(T0.getTime() + ms);

const backends = runnableBackends("login-attempts");

describe.each(backends)("sign-in attempts on $name", (backend) => {
  let target: TestTarget;
  let database: AppDatabase;
  freshDatabasePerTest(backend, (opened) => ({ target, database } = opened));

  async function staffSubject(addressKey: string): Promise<LoginSubject & { staff: { id: string; email: string } }> {
    await createStaffUser(database.db, { email: "anna@sandtonsoundhire.co.za", passwordHash: "scrypt$x", now: T0 });
    const staff = await database.db.selectFrom("staff_users").select(["id", "email"]).executeTakeFirstOrThrow();
    return { accountKey: "login:account:anna", addressKey, staff: { id: staff.id, email: staff.email } };
  }

  async function attemptRows() {
    return database.db.selectFrom("login_attempts").selectAll().orderBy("attempted_at").execute();
  }

  it("lets no more than five concurrent guesses from one address through, from two processes", async () => {
    const second = await target.open();
    const subject = await staffSubject("login:ip:flood");
    const reservations = await Promise.all(
      Array.from({ length: 30 }, (_, i) => reserveLoginAttempt(i % 2 ? second.db : database.db, subject, T0)),
    );
    const reserved = reservations.filter((reservation) => reservation.status === "reserved");
    expect(reserved).toHaveLength(LOGIN_LIMITS.perAccountFromAddress);
    expect(reservations.filter((reservation) => reservation.status === "locked")).toHaveLength(25);
    expect(reservations.find((reservation) => reservation.status === "locked")).toEqual({
      status: "locked",
      lock: { scope: "account_from_address", retryAfterMs: LOGIN_WINDOW_MS },
    });
    // The fifth is the one that sets off the lock if its password is wrong.
    expect(reserved.filter((reservation) => reservation.lockIfFailed)).toHaveLength(1);
    expect(await attemptRows()).toHaveLength(5);
  });

  it("lets no more than twenty concurrent guesses from one address through across many accounts", async () => {
    const second = await target.open();
    const reservations = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        reserveLoginAttempt(
          i % 2 ? second.db : database.db,
          {
            accountKey: `login:account:visitor-${i}`,
            addressKey: "login:ip:spray",
          },
          T0,
        ),
      ),
    );
    expect(reservations.filter((reservation) => reservation.status === "reserved")).toHaveLength(
      LOGIN_LIMITS.perAddress,
    );
    expect(reservations.filter((reservation) => reservation.status === "locked")).toEqual(
      Array.from({ length: 20 }, () => ({
        status: "locked",
        lock: { scope: "address", retryAfterMs: LOGIN_WINDOW_MS },
      })),
    );
  });

  it("locks the flooding address out, not the account: its owner still signs in from elsewhere", async () => {
    const flood = await staffSubject("login:ip:attacker");
    for (let i = 0; i < 5; i++) {
      const reservation = await reserveLoginAttempt(database.db, flood, at(i * MINUTE));
      if (reservation.status !== "reserved") throw new Error("reserved expected");
      await recordFailedLogin(database.db, flood, reservation.attemptId, {
        alertsSendable: false,
        now: at(i * MINUTE),
      });
    }
    expect(await reserveLoginAttempt(database.db, flood, at(5 * MINUTE))).toMatchObject({ status: "locked" });
    const owner = await staffSubject("login:ip:office");
    expect(await reserveLoginAttempt(database.db, owner, at(5 * MINUTE))).toMatchObject({ status: "reserved" });
  });

  it("keeps the account's own addresses open when failures from everywhere else reach the account limit", async () => {
    const office = await staffSubject("login:ip:office");
    const first = await reserveLoginAttempt(database.db, office, T0);
    if (first.status !== "reserved") throw new Error("reserved expected");
    await recordSuccessfulLogin(database.db, office, first.attemptId, T0);

    // Twenty failures from four addresses it never used, five each.
    for (let i = 0; i < 20; i++) {
      const attacker = { ...office, addressKey: `login:ip:bot-${i % 4}` };
      const reservation = await reserveLoginAttempt(database.db, attacker, at(MINUTE + i * 1000));
      if (reservation.status !== "reserved") throw new Error(`attempt ${i} refused`);
      await recordFailedLogin(database.db, attacker, reservation.attemptId, { alertsSendable: false, now: at(MINUTE) });
    }
    const newcomer = { ...office, addressKey: "login:ip:bot-5" };
    expect(await reserveLoginAttempt(database.db, newcomer, at(2 * MINUTE))).toMatchObject({
      status: "locked",
      lock: { scope: "account" },
    });
    expect(await reserveLoginAttempt(database.db, office, at(2 * MINUTE))).toMatchObject({ status: "reserved" });
  });

  it("forgets a success, the failures before it from that address, a released attempt, and attempts past the window", async () => {
    const subject = await staffSubject("login:ip:office");
    for (let i = 0; i < 3; i++) {
      const reservation = await reserveLoginAttempt(database.db, subject, T0);
      if (reservation.status !== "reserved") throw new Error("reserved expected");
      await recordFailedLogin(database.db, subject, reservation.attemptId, { alertsSendable: false, now: T0 });
    }
    const other = { ...subject, addressKey: "login:ip:elsewhere" };
    const elsewhere = await reserveLoginAttempt(database.db, other, T0);
    if (elsewhere.status !== "reserved") throw new Error("reserved expected");
    await recordFailedLogin(database.db, other, elsewhere.attemptId, { alertsSendable: false, now: T0 });

    const busy = await reserveLoginAttempt(database.db, subject, T0);
    if (busy.status !== "reserved") throw new Error("reserved expected");
    await releaseLoginAttempt(database.db, busy.attemptId);
    expect(await attemptRows()).toHaveLength(4);

    const success = await reserveLoginAttempt(database.db, subject, T0);
    if (success.status !== "reserved") throw new Error("reserved expected");
    await recordSuccessfulLogin(database.db, subject, success.attemptId, T0);
    expect((await attemptRows()).map((row) => [row.address_key, row.outcome])).toEqual([
      ["login:ip:elsewhere", "failed"],
    ]);
    expect(await database.db.selectFrom("staff_known_addresses").select("address_key").execute()).toEqual([
      { address_key: "login:ip:office" },
    ]);

    expect(await pruneLoginAttempts(database.db, at(LOGIN_WINDOW_MS - 1))).toBe(0);
    expect(await pruneLoginAttempts(database.db, at(LOGIN_WINDOW_MS))).toBe(1);
    expect(await attemptRows()).toEqual([]);
  });

  it("queues one e-mail for a burst of concurrent failures, with no lead behind it", async () => {
    const second = await target.open();
    // A lead with its own notification, to show the outbox still holds both kinds.
    await insertLead(database.db, {
      kind: "callback",
      source: "Website Form",
      payload: { comments: "Please call" },
      fullName: "Jane Dlamini",
      email: "jane@example.co.za",
      phone: "011 555 0101",
      channels: ["email"],
      now: T0,
    });
    const subjects: LoginSubject[] = [];
    for (let i = 0; i < 4; i++) subjects.push(await staffSubject(`login:ip:bot-${i}`));
    const reservations = await Promise.all(
      Array.from({ length: 12 }, async (_, i) => {
        const subject = subjects[i % 4] as LoginSubject;
        const reservation = await reserveLoginAttempt(database.db, subject, at(i * 1000));
        return { subject, reservation };
      }),
    );
    const alerts = await Promise.all(
      reservations.map(({ subject, reservation }, i) =>
        reservation.status === "reserved"
          ? recordFailedLogin(i % 2 ? second.db : database.db, subject, reservation.attemptId, {
              alertsSendable: true,
              now: at(20_000 + i * 1000),
            })
          : undefined,
      ),
    );
    expect(alerts.filter(Boolean)).toEqual([
      {
        kind: "failed_sign_ins",
        email: "anna@sandtonsoundhire.co.za",
        failures: 5,
        networks: expect.any(Number) as unknown as number,
        firstAt: expect.any(String) as unknown as string,
        lastAt: expect.any(String) as unknown as string,
      },
    ]);
    const alertRows = await listOutbox(database.db, { channel: "staff_alert" });
    expect(alertRows).toHaveLength(1);
    expect(alertRows[0]).toMatchObject({ leadId: null, status: "pending" });
    expect(alertRows[0]?.payload).toMatchObject({ kind: "failed_sign_ins", email: "anna@sandtonsoundhire.co.za" });
    expect((await claimDueOutbox(database.db, at(MINUTE), 10)).map((row) => row.channel).sort()).toEqual([
      "email",
      "staff_alert",
    ]);
  });

  it("queues no e-mail when none could be sent, and tries again at the next burst", async () => {
    const subject = await staffSubject("login:ip:bot");
    for (let i = 0; i < 5; i++) {
      const reservation = await reserveLoginAttempt(database.db, subject, at(i * 1000));
      if (reservation.status !== "reserved") throw new Error("reserved expected");
      expect(
        await recordFailedLogin(database.db, subject, reservation.attemptId, {
          alertsSendable: false,
          now: at(i * 1000),
        }),
      ).toBeUndefined();
    }
    expect(await listOutbox(database.db, { channel: "staff_alert" })).toEqual([]);
    expect(
      await database.db
        .selectFrom("staff_users")
        .select(["failed_sign_ins_alerted_at", "last_failed_sign_in_at"])
        .execute(),
    ).toEqual([{ failed_sign_ins_alerted_at: null, last_failed_sign_in_at: at(4000).toISOString() }]);
  });

  it("has an outbox that takes rows without a lead and still refuses a lead that does not exist", async () => {
    const row = (leadId: string | null) => ({
      id: `row-${leadId ?? "none"}`,
      lead_id: leadId,
      channel: "staff_alert" as const,
      status: "pending" as const,
      attempts: 0,
      next_attempt_at: T0.toISOString(),
      created_at: T0.toISOString(),
      payload: "{}",
    });
    await database.db.insertInto("outbox").values(row(null)).execute();
    await expect(database.db.insertInto("outbox").values(row("no-such-lead")).execute()).rejects.toThrow();
    // The indexes came through the rebuild.
    if (backend.name === "sqlite") {
      const { rows } = await sql<{ name: string }>`
        select name from sqlite_master where type = 'index' and tbl_name = 'outbox' and sql is not null order by name`.execute(
        database.db,
      );
      expect(rows.map((index) => index.name)).toEqual(["outbox_lead_id_idx", "outbox_status_next_attempt_at_idx"]);
    }
  });
});
