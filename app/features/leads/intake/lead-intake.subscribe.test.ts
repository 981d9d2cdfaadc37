// A newsletter sign-up through the intake on a real database (SQLite): a
// repeat from an address not confirmed yet is answered alike and sends a new
// confirmation link, at most once per ten minutes.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseDataEnv } from "#app/features/site/data-env.server.ts";
import { type SiteData, startSiteData } from "#app/features/site/site-data.server.ts";
import { CONFIRMATION_RESEND_AFTER_MS } from "#app/features/leads/confirmation/confirmations.server.ts";

let dir: string;
let site: SiteData;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "ssh-subscribe-"));
  site = await startSiteData(parseDataEnv({ DATABASE_FILE: join(dir, "site.db") }));
});

afterAll(async () => {
  await site.close();
  rmSync(dir, { recursive: true, force: true });
});

const signUp = () => site.intake.subscribe({ email: "Thandi.Mokoena@example.co.za ", page: "/blog" });

const confirmationsOf = (leadId: string) =>
  site.database.db
    .selectFrom("outbox")
    .select(["id", "created_at"])
    .where("lead_id", "=", leadId)
    .where("channel", "=", "confirmation_email")
    .execute();

describe("a newsletter sign-up", () => {
  it("is stored once per address; a repeat unconfirmed gets a new link only after ten minutes", async () => {
    const first = await signUp();
    expect(first).toMatchObject({ status: "stored", created: true });
    if (first.status !== "stored") return;
    expect(await confirmationsOf(first.id)).toHaveLength(1);

    // Straight away: the same answer, the same lead, no second e-mail.
    expect(await signUp()).toMatchObject({ status: "stored", created: false, id: first.id });
    expect(await confirmationsOf(first.id)).toHaveLength(1);

    // The first link went out more than ten minutes ago: a repeat sends a new one.
    const [sent] = await confirmationsOf(first.id);
    const longAgo = new Date(Date.now() - CONFIRMATION_RESEND_AFTER_MS - 60_000).toISOString();
    await site.database.db.updateTable("outbox").set({ created_at: longAgo }).where("id", "=", sent!.id).execute();
    expect(await signUp()).toMatchObject({ status: "stored", created: false, id: first.id });
    expect(await confirmationsOf(first.id)).toHaveLength(2);
  });
});
