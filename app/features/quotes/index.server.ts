// Public server-only entry of this feature: what other features use on the server.
// Other features import this feature only through here or index.ts.
export { deleteProofRows } from "#app/features/quotes/deposits/deposits-db.server.ts";
export { getPaymentConfig } from "#app/features/quotes/deposits/payment-env.server.ts";
export { readProofBytes } from "#app/features/quotes/deposits/proof-files.server.ts";
export { depositNotice, staffDepositFor } from "#app/features/quotes/deposits/staff-deposit.server.ts";
export { issueLiveQuoteToken } from "#app/features/quotes/live/live-quotes-db.server.ts";
export { staffQuoteSummary, type StaffQuoteSummary } from "#app/features/quotes/live/staff-quote-summary.server.ts";
export { quoteOfLead } from "#app/features/quotes/quote-of-lead.server.ts";
export type { StoredQuote } from "#app/features/quotes/quote-rows.server.ts";
export {
  createQuoteStore,
  type QuoteLinks,
  quotesDataFeature,
  quoteSenders,
  type QuoteStore,
} from "#app/features/quotes/quotes-data.server.ts";
export { getQuoteByNumber, listQuoteDecisions } from "#app/features/quotes/quotes-db.server.ts";
export type { QuoteDecisionRow, QuoteRow } from "#app/features/quotes/quotes-tables.server.ts";
