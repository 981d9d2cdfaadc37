// The public availability check behind POST /api/quotes/availability
// (decision 044): the visitor's dates and lines in, per line only
// "available" or "limited" out. Never a number, never another customer's
// booking, and an answer that does not count down one unit at a time
// (publicAvailability). Counted against the client's availability_check
// limit, and per item against AVAILABILITY_PROBES_PER_ITEM an hour, in the
// database (issue 32, decision 051).
import { z } from "zod";
import type { RouterContextProvider } from "react-router";
import type { PublicAvailability } from "#app/features/catalogue/availability.ts";
import { MULTI_DAY_RATE } from "#app/features/catalogue/content/hire-rates.ts";
import {
  CATALOGUE_ITEM_KINDS,
  hireDays,
  isCalendarDate,
  MAX_QUANTITY,
  MAX_QUOTE_LINES,
} from "#app/features/quotes/index.ts";
import { leadIntakeFrom } from "#app/features/leads/index.server.ts";
import { logError, logWarn } from "#app/platform/log/log.server.ts";
import type { Kysely } from "kysely";
import { type CatalogueContents, type StockLine, unitsOf } from "#app/features/catalogue/availability.ts";
import {
  AVAILABILITY_PROBES_PER_ITEM,
  AVAILABILITY_PROBE_WINDOW_MS,
  availabilityProbeMessage,
} from "#app/features/catalogue/public-availability.ts";
import { getDataEnv } from "#app/features/site/index.server.ts";
import { addressRateLimitKey } from "#app/platform/db/ip-hash.server.ts";
import { RateLimitExceeded, enforceRateLimits } from "#app/platform/limits/rate-limit.server.ts";
import type { Database } from "#app/platform/db/schema.server.ts";
import { clientIpContext } from "#app/platform/http/request-context.server.ts";
import { staffServicesFrom } from "#app/features/staff/index.server.ts";
import { catalogueFrom } from "#app/features/catalogue/catalogue-context.server.ts";
import { publicLineAvailability } from "#app/features/catalogue/stock/stock-availability.server.ts";

const calendarDate = z.string().refine(isCalendarDate, "Use a date as YYYY-MM-DD");

export const availabilityRequestSchema = z
  .object({
    eventDate: calendarDate,
    endDate: calendarDate.optional(),
    items: z
      .array(
        z.object({
          type: z.enum(CATALOGUE_ITEM_KINDS),
          id: z.string().regex(/^[a-z0-9-]{1,80}$/),
          quantity: z.number().int().min(1).max(MAX_QUANTITY),
        }),
      )
      .min(1)
      .max(MAX_QUOTE_LINES),
  })
  .refine((value) => !value.endDate || value.endDate >= value.eventDate, {
    path: ["endDate"],
    message: "The last day cannot be before the event date",
  })
  .refine((value) => hireDays(value) <= MULTI_DAY_RATE.maxHireDays, {
    path: ["endDate"],
    message: `We check hires of up to ${MULTI_DAY_RATE.maxHireDays} days`,
  });

export type AvailabilityOutcome =
  | { status: "ok"; lines: PublicAvailability[] }
  | { status: "invalid"; errors: { field: string; message: string }[] }
  /** `message`: the client checked one of these items as often as allowed for now. */
  | { status: "rate_limited"; retryAfterSeconds: number; message?: string }
  | { status: "unavailable" };

/**
 * One probe of each counted item the lines take (a bundle's speakers count
 * as speaker probes), per client, in one transaction: past the limit of any
 * item nothing is counted and the check is refused.
 */
async function countItemProbes(
  db: Kysely<Database>,
  ip: string | null | undefined,
  lines: readonly StockLine[],
  catalogue: CatalogueContents,
  now: Date,
): Promise<{ allowed: true } | { allowed: false; retryAfterMs: number }> {
  const salt = getDataEnv().IP_HASH_SALT;
  const rules = [...unitsOf(lines, catalogue).keys()].map((key) => ({
    key: addressRateLimitKey(`availability:${key}`, ip, salt),
    windowMs: AVAILABILITY_PROBE_WINDOW_MS,
    limit: AVAILABILITY_PROBES_PER_ITEM,
    scope: "item",
  }));
  try {
    await db.transaction().execute((trx) => enforceRateLimits(trx, rules, now));
    return { allowed: true };
  } catch (error) {
    if (error instanceof RateLimitExceeded) return { allowed: false, retryAfterMs: error.retryAfterMs };
    throw error;
  }
}

export async function checkAvailability(
  context: Readonly<RouterContextProvider>,
  body: unknown,
  now = new Date(),
): Promise<AvailabilityOutcome> {
  const parsed = availabilityRequestSchema.safeParse(body);
  if (!parsed.success)
    return {
      status: "invalid",
      errors: parsed.error.issues.map((issue) => ({ field: issue.path.join(".") || "body", message: issue.message })),
    };
  try {
    const intake = leadIntakeFrom(context);
    const limit = await intake.checkRateLimits(context.get(clientIpContext), "availability_check");
    if (!limit.allowed) return { status: "rate_limited", retryAfterSeconds: limit.retryAfterSeconds };
    // The data layer's database, as the staff area reads it; nothing here is the staff's own.
    const { db } = staffServicesFrom(context);
    const { eventDate, endDate, items } = parsed.data;
    const catalogue = catalogueFrom(context).data;
    const probes = await countItemProbes(db, context.get(clientIpContext), items, catalogue, now);
    if (!probes.allowed) {
      logWarn("availability.probe_limited", {});
      return {
        status: "rate_limited",
        retryAfterSeconds: Math.ceil(probes.retryAfterMs / 1000),
        message: availabilityProbeMessage(probes.retryAfterMs),
      };
    }
    return {
      status: "ok",
      lines: await publicLineAvailability(db, { eventDate, endDate, lines: items }, now, catalogue),
    };
  } catch (error) {
    logError("availability.check_failed", error);
    return { status: "unavailable" };
  }
}
