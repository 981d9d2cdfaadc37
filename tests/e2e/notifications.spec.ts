// From the form to the sales team: a second production server, wired to a real
// local SMTP sink and a webhook receiver, takes a call-back request through the
// browser; the e-mail and the signed webhook arrive, and SIGTERM shuts it down
// cleanly.
import { expect, test } from "@playwright/test";
import { type WebhookReceiver, parseMail, startWebhookReceiver } from "#app/platform/mail/test-support.server.ts";
import { type SiteWithSmtp, startSiteWithSmtp } from "./site-with-smtp.ts";

const SECRET = "e2e-webhook-secret-0123456789";

let site: SiteWithSmtp;
let hook: WebhookReceiver;

test.beforeAll(async () => {
  hook = await startWebhookReceiver(SECRET);
  site = await startSiteWithSmtp({ LEADS_WEBHOOK_URL: hook.url, LEADS_WEBHOOK_SECRET: SECRET });
});

test.afterAll(async () => {
  await site.close();
  await hook.close();
});

test("a call-back request reaches sales by e-mail and webhook, and the server stops cleanly", async ({ page }) => {
  const { baseUrl, smtp, server } = site;
  await page.goto(`${baseUrl}/call-me-back`);
  const form = page.getByRole("form", { name: "Your details" });
  await form.getByLabel("Full name").fill("Nomsa <b>Zulu</b>");
  await form.getByLabel("Phone number").fill("082 555 0177");
  await form
    .getByLabel("What would you like to talk about?")
    .fill("Sound for a 60th birthday in Benoni <script>alert(1)</script>");
  await form.getByRole("button", { name: "Request a Call Back" }).click();
  await expect(page.getByRole("heading", { name: "Your call back request has been received" })).toBeVisible();

  await expect.poll(() => smtp.messages.length, { timeout: 15_000 }).toBe(1);
  const [message] = smtp.messages;
  expect(message?.to).toEqual(["bookings@example.co.za"]);
  const mail = parseMail(message?.raw ?? "");
  expect(mail.headers.get("subject")).toBe("New call-back request: Nomsa <b>Zulu</b>");
  expect(mail.text).toContain("Phone: 082 555 0177");
  expect(mail.text).toContain("Source: Website Form");
  // What the visitor typed is escaped in the HTML part, never live markup.
  expect(mail.html).toContain("Nomsa &lt;b&gt;Zulu&lt;/b&gt;");
  expect(mail.html).not.toContain("<script>alert(1)</script>");

  await expect.poll(() => hook.accepted().size, { timeout: 15_000 }).toBe(1);
  const [delivery] = hook.accepted().values();
  expect(delivery?.signatureValid).toBe(true);
  const body = JSON.parse(delivery?.body ?? "{}") as { kind: string; payload: { contact: { tel: string } } };
  expect(body.kind).toBe("callback");
  expect(body.payload.contact.tel).toBe("082 555 0177");

  const exited = new Promise<number | null>((resolve) => server.once("exit", (code) => resolve(code)));
  server.kill("SIGTERM");
  expect(await exited).toBe(0);
});
