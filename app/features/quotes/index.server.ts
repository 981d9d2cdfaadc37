// Public server-only entry of this feature: what other features use on the server.
// Other features import this feature only through here or index.ts.
export { deleteProofRows } from "#app/features/quotes/deposits/deposits-db.server.ts";
export { getPaymentConfig } from "#app/features/quotes/deposits/payment-env.server.ts";
export {
  readStoredProof,
  removeProofFiles,
  sweepOrphanProofFiles,
} from "#app/features/quotes/deposits/proof-files.server.ts";
export { issueLiveQuoteToken } from "#app/features/quotes/live/live-quotes-db.server.ts";
export {
  createQuoteStore,
  type QuoteLinks,
  quotesDataFeature,
  quoteSenders,
  type QuoteStore,
} from "#app/features/quotes/quotes-data.server.ts";
export type { QuoteDecisionRow, QuoteRow } from "#app/features/quotes/quotes-tables.server.ts";
