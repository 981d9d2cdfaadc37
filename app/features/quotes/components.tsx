// quotes's public components: what other features render of it.
// Apart from index.ts, so code that runs under Node alone (scripts, the reliability tests,
// the benchmarks) can use the feature's rules and services without loading React modules.
export { AddToQuoteIsland } from "#app/features/quotes/builder/add-to-quote.island.tsx";
export { QuoteCountIsland } from "#app/features/quotes/builder/quote-count.island.tsx";
export { LeadDepositSection } from "#app/features/quotes/deposits/lead-deposit-section.tsx";
export { renderCustomerQuoteEmail } from "#app/features/quotes/emails/customer-quote-email.tsx";
export { QuoteStatementView } from "#app/features/quotes/emails/quote-statement-view.tsx";
export { renderRevisedQuoteEmail } from "#app/features/quotes/emails/revised-quote-email.tsx";
export { QuoteVersionList } from "#app/features/quotes/versions/quote-version-list.tsx";
