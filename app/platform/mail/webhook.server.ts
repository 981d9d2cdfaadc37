// Lead delivery to a CRM webhook: JSON body, HMAC-SHA256 signature.
import { createHmac, timingSafeEqual } from "node:crypto";
import type { PlatformDataEnv } from "#app/platform/config/data-env.server.ts";
import type { OutboxMessage } from "#app/platform/mail/outbox-db.server.ts";
import type { OutboxSender } from "#app/platform/mail/types.server.ts";

export interface WebhookSenderConfig {
  url: string;
  secret: string;
  /** 10 s by default. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;
const ERROR_BODY_MAX = 300;

/** `sha256=<hex>` of the exact bytes sent. */
export function signWebhookBody(body: string, secret: string): string {
  return `sha256=${createHmac("sha256", secret).update(body, "utf8").digest("hex")}`;
}

/** Constant-time check of an X-Signature header, for receivers and tests. */
export function verifyWebhookSignature(body: string, header: string | null | undefined, secret: string): boolean {
  if (!header) return false;
  const expected = Buffer.from(signWebhookBody(body, secret));
  const given = Buffer.from(header);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function createWebhookSender(config: WebhookSenderConfig): OutboxSender {
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  return {
    async send(message: OutboxMessage): Promise<void> {
      // Serialised once: the signature must cover exactly the bytes sent.
      const body = JSON.stringify(message.payload);
      const response = await fetch(config.url, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "User-Agent": "sandton-sound-hire-leads/1",
          "X-Signature": signWebhookBody(body, config.secret),
          "X-Delivery-Id": message.id,
          // The same id under the header name receivers and API gateways
          // commonly de-duplicate by: a retried delivery repeats it.
          "Idempotency-Key": message.id,
        },
        body,
        // A redirect would re-post the lead somewhere unconfigured: treat it as a failure.
        redirect: "manual",
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) {
        const text = await response.text().catch(() => "");
        const detail = text ? `: ${text.slice(0, ERROR_BODY_MAX)}` : "";
        throw new Error(`Webhook answered HTTP ${response.status}${detail}`);
      }
      // Drain the body so the connection can be reused.
      await response.arrayBuffer().catch(() => undefined);
    },
  };
}

/** The webhook sender, or null when LEADS_WEBHOOK_URL is unset. */
export function createWebhookSenderFromEnv(
  env: Pick<PlatformDataEnv, "LEADS_WEBHOOK_URL" | "LEADS_WEBHOOK_SECRET">,
): OutboxSender | null {
  if (!env.LEADS_WEBHOOK_URL || !env.LEADS_WEBHOOK_SECRET) return null;
  return createWebhookSender({ url: env.LEADS_WEBHOOK_URL, secret: env.LEADS_WEBHOOK_SECRET });
}
