// The quotes' setting, read and validated once (the server reads it at start,
// so a bad value stops the start rather than the first quote): how long a
// quote's prices hold. Parsed as the site's other settings are (parseEnvironment).
import { z } from "zod";
import { parseEnvironment } from "#app/platform/config/env.server.ts";
import { DEFAULT_QUOTE_VALIDITY_DAYS, MAX_QUOTE_VALIDITY_DAYS } from "#app/features/quotes/quote-expiry.ts";

const QuoteEnvSchema = z.object({
  // Days a quote's prices hold, counted from the day it is made; deciding on
  // an expired quote asks the visitor for a fresh one.
  QUOTE_VALIDITY_DAYS: z.coerce
    .number({ message: "QUOTE_VALIDITY_DAYS must be a whole number of days" })
    .int({ message: "QUOTE_VALIDITY_DAYS must be a whole number of days" })
    .min(1, { message: "QUOTE_VALIDITY_DAYS must be at least 1 day" })
    .max(MAX_QUOTE_VALIDITY_DAYS, { message: `QUOTE_VALIDITY_DAYS must be at most ${MAX_QUOTE_VALIDITY_DAYS} days` })
    .default(DEFAULT_QUOTE_VALIDITY_DAYS),
});

export type QuoteEnv = z.infer<typeof QuoteEnvSchema>;

export function parseQuoteEnv(source: Record<string, string | undefined>): QuoteEnv {
  return parseEnvironment(QuoteEnvSchema, source, "quote configuration");
}

let cached: QuoteEnv | undefined;

export function getQuoteEnv(): QuoteEnv {
  cached ??= parseQuoteEnv(process.env);
  return cached;
}
