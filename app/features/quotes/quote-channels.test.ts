// Which channels a quote's notifications are queued on, by the site's settings.
import { describe, expect, it } from "vitest";
import { parseDataEnv } from "#app/features/site/data-env.server.ts";
import { createSendersFromEnv } from "#app/features/site/site-data.server.ts";
import { quoteChannels } from "#app/features/quotes/quotes-data.server.ts";

const SECRET = "test-webhook-secret-0123456789";
/** These tests send no visitor's copy: the link tokens are never asked for. */
const noLinkTokens = () => Promise.resolve(undefined);

describe("quote channels", () => {
  it("queue and send the visitor's copy only while SMTP is configured", () => {
    const webhook = { LEADS_WEBHOOK_URL: "http://127.0.0.1:9/", LEADS_WEBHOOK_SECRET: SECRET };
    expect(quoteChannels(parseDataEnv({}))).toEqual(["email"]);
    expect(quoteChannels(parseDataEnv(webhook))).toEqual(["email", "webhook"]);
    const smtp = parseDataEnv({ ...webhook, SMTP_URL: "smtp://127.0.0.1:2525" });
    expect(quoteChannels(smtp)).toEqual(["email", "webhook", "customer_email"]);
    const senders = createSendersFromEnv(smtp, undefined, { issueLinkToken: noLinkTokens });
    // With SMTP, staff alerts (failed sign-ins) can go out too; they are queued by sign-in, not for leads.
    expect(Object.keys(senders).sort()).toEqual(["customer_email", "email", "staff_alert", "webhook"]);
    for (const sender of Object.values(senders)) void sender.close?.();
  });
});
