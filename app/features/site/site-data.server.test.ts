import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect, it } from "vitest";
import { parseDataEnv } from "#app/features/site/data-env.server.ts";
import { type SiteData, startSiteData } from "#app/features/site/site-data.server.ts";
import { getLead } from "#app/features/leads/index.server.ts";
import { listOutbox } from "#app/platform/mail/outbox-db.server.ts";
import {
  type SmtpSink,
  type WebhookReceiver,
  startSmtpSink,
  startWebhookReceiver,
} from "#app/platform/mail/test-support.server.ts";

const SECRET = "wiring-test-secret-0123456789";
let dir: string | undefined;
let layer: SiteData | undefined;
let smtp: SmtpSink | undefined;
let hook: WebhookReceiver | undefined;

afterEach(async () => {
  await layer?.close();
  await smtp?.close();
  await hook?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
  layer = smtp = hook = dir = undefined;
});

it("stores a lead from the environment's settings and delivers it by e-mail and webhook", async () => {
  dir = mkdtempSync(join(tmpdir(), "ssh-data-layer-"));
  smtp = await startSmtpSink();
  hook = await startWebhookReceiver(SECRET);
  layer = await startSiteData(
    parseDataEnv({
      DATABASE_FILE: join(dir, "site.db"),
      SMTP_URL: smtp.url,
      SALES_EMAIL: "sales@example.co.za",
      LEADS_WEBHOOK_URL: hook.url,
      LEADS_WEBHOOK_SECRET: SECRET,
      IP_HASH_SALT: "a-long-random-salt-value",
    }),
  );
  expect(layer.database.dialect).toBe("sqlite");
  const { db } = layer.database;

  const { id, created } = await layer.leads.submitLead({
    kind: "partner_business",
    source: "Business Partner Application",
    fullName: "Sipho Ndlovu",
    email: "sipho@events.example.co.za",
    phone: "0115550123",
    payload: { source: "Business Partner Application", contact: { company: "Ndlovu Events" } },
    ip: "203.0.113.9",
    idempotencyKey: "apply-1",
  });
  expect(created).toBe(true);

  await expect.poll(() => smtp?.messages.length, { timeout: 5000 }).toBe(1);
  await expect.poll(() => hook?.deliveries.length, { timeout: 5000 }).toBe(1);
  expect(smtp.messages[0]?.to).toEqual(["sales@example.co.za"]);
  expect(smtp.messages[0]?.raw).toContain("Subject: New business partner application: Sipho Ndlovu");
  await expect
    .poll(async () => (await listOutbox(db, { leadId: id })).map((row) => row.status))
    .toEqual(["sent", "sent"]);

  const lead = await getLead(db, id);
  expect(lead?.ipHash).toMatch(/^[0-9a-f]{32}$/);
  expect(JSON.stringify(lead)).not.toContain("203.0.113.9");

  // A retried submission is stored and sent once.
  const again = await layer.leads.submitLead({
    kind: "partner_business",
    source: "Business Partner Application",
    payload: {},
    idempotencyKey: "apply-1",
  });
  expect(again).toEqual({ id, created: false, suspectedSpam: false });

  expect(await layer.leads.hitRateLimit("apply:ip", 60_000, 1)).toMatchObject({ allowed: true });
  expect(await layer.leads.hitRateLimit("apply:ip", 60_000, 1)).toMatchObject({ allowed: false });
});
