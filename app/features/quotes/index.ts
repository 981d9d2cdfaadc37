export { quoteActions } from "#app/features/quotes/builder/quote-store.ts";
export { addDays, hireDays, isCalendarDate } from "#app/features/quotes/hire-period.ts";
export { liveQuoteUrl } from "#app/features/quotes/live/live-quote.ts";
export { type QuoteDocument, readStoredLine } from "#app/features/quotes/quote-document.ts";
export { customerQuoteLink, isQuoteDocument } from "#app/features/quotes/quote-email.ts";
export { type CatalogueResolver, MAX_QUANTITY, MAX_QUOTE_LINES } from "#app/features/quotes/quote-pricing.ts";
export { quoteStatement, type QuoteStatement } from "#app/features/quotes/quote-statement.ts";
export {
  currentQuoteStatus,
  LOST_REASON_LABELS,
  LOST_REASONS,
  type LostReason,
  OPEN_QUOTE_STATUSES,
  QUOTE_STATUS_LABELS,
  type QuoteDecisionType,
  type QuoteOnLeadMove,
  type QuoteStatus,
  quoteOnLeadMove,
  readQuoteStatus,
  storedStatusesMovableBy,
} from "#app/features/quotes/quote-status.ts";
export {
  CATALOGUE_ITEM_KINDS,
  type CatalogueItemKind,
  type CatalogueRecord,
  displayPrice,
  formatPrice,
  isHourly,
  KIND_LABELS,
  PRICE_ON_REQUEST,
  type PricedBundle,
  type PricedCatalogueData,
  type PricedPersonnel,
  type PricedProduct,
  type PricedPromotion,
  type SourceRecord,
  type WithHirePrice,
} from "#app/features/quotes/quote.ts";
export { quoteContactFormSchema } from "#app/features/quotes/request/quote-contact-schema.ts";
