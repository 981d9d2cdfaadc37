// The public availability check behind POST /api/quotes/availability
// (decision 044): the visitor's dates and lines in, per line only
// "available" or "limited" out. Never a number, never another customer's
// booking. Counted against the client's availability_check limit.
import { z } from "zod";
import type { RouterContextProvider } from "react-router";
import type { PublicAvailability } from "../../lib/availability.ts";
import { MULTI_DAY_RATE } from "../../content/hire-rates.ts";
import { CATALOGUE_ITEM_KINDS } from "../../lib/quote.ts";
import { hireDays, isCalendarDate } from "../../lib/hire-period.ts";
import { MAX_QUANTITY, MAX_QUOTE_LINES } from "../../lib/quote-pricing.ts";
import { leadIntakeFrom } from "../leads/intake-context.server.ts";
import { logError } from "../log.server.ts";
import { clientIpContext } from "../request-context.server.ts";
import { staffServicesFrom } from "../staff/staff-context.server.ts";
import { catalogueFrom } from "./catalogue-context.server.ts";
import { publicLineAvailability } from "./stock-availability.server.ts";

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
  | { status: "rate_limited"; retryAfterSeconds: number }
  | { status: "unavailable" };

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
    const intake = await leadIntakeFrom(context);
    const limit = await intake.checkRateLimits(context.get(clientIpContext), "availability_check");
    if (!limit.allowed) return { status: "rate_limited", retryAfterSeconds: limit.retryAfterSeconds };
    // The data layer's database, as the staff area reads it; nothing here is the staff's own.
    const { db } = await staffServicesFrom(context);
    const { eventDate, endDate, items } = parsed.data;
    return {
      status: "ok",
      lines: await publicLineAvailability(db, { eventDate, endDate, lines: items }, now, catalogueFrom(context).data),
    };
  } catch (error) {
    logError("availability.check_failed", error);
    return { status: "unavailable" };
  }
}
