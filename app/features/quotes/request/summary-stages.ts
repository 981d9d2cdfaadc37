// The summary, thank-you and 'meet you halfway' stages (with Radix's dialog)
// are not needed until the visitor sends the form: their code loads then,
// while the quote is being made, and not with the page.
import { lazy } from "react";

export const loadSummaryStages = () => import("#app/features/quotes/summary/quote-summary.tsx");
export const QuoteSummary = lazy(() => loadSummaryStages().then((module) => ({ default: module.QuoteSummary })));
export const QuoteSuccess = lazy(() => loadSummaryStages().then((module) => ({ default: module.QuoteSuccess })));
export const HalfwayDialog = lazy(() => loadSummaryStages().then((module) => ({ default: module.HalfwayDialog })));
