// The summary stage drawn in the browser: the server renders it empty in a
// <template> (QuoteSummaryTemplates); this clones it and fills in the quote
// with textContent, then shows which decision or download is under way.
import type { QuoteDocument, QuoteRequestType } from "~/lib/quote-document";
import { summaryLineView, summaryTotalsView } from "~/lib/quote-request";

function cloneTemplate(scope: ParentNode, selector: string): DocumentFragment {
  const template = scope.querySelector<HTMLTemplateElement>(selector);
  if (!template) throw new Error(`The page has no ${selector}`);
  return template.content.cloneNode(true) as DocumentFragment;
}

function setText(root: ParentNode, selector: string, text: string) {
  for (const element of root.querySelectorAll(selector)) element.textContent = text;
}

function summaryLine(scope: ParentNode, line: QuoteDocument["lines"][number]): HTMLTableRowElement {
  const row = cloneTemplate(scope, "template[data-summary-line-template]").querySelector("tr");
  if (!row) throw new Error("The summary line template has no row");
  const view = summaryLineView(line);
  row.dataset.summaryLine = line.id;
  setText(row, "[data-line-name]", view.name);
  if (!view.hourly) row.querySelector("[data-line-hourly]")?.remove();
  const discount = row.querySelector("[data-line-discount]");
  if (view.discountLabel && discount) discount.textContent = view.discountLabel;
  else discount?.remove();
  setText(row, "[data-line-unit-price]", view.unitPrice);
  setText(row, "[data-line-quantity]", view.quantity);
  setText(row, "[data-line-total]", view.lineTotal);
  return row;
}

/** The summary stage for one quote, ready to be put on the page. */
export function renderQuoteSummary(scope: ParentNode, quote: QuoteDocument): HTMLElement {
  const summary = cloneTemplate(scope, "template[data-quote-summary-template]").firstElementChild;
  if (!(summary instanceof HTMLElement)) throw new Error("The summary template is empty");
  const totals = summaryTotalsView(quote);
  setText(summary, "[data-quote-number]", quote.quoteNumber);
  setText(summary, "[data-summary-caption]", totals.caption);
  summary
    .querySelector("[data-summary-lines]")
    ?.replaceChildren(...quote.lines.map((line) => summaryLine(scope, line)));
  if (totals.discount) setText(summary, "[data-summary-discount]", totals.discount);
  else summary.querySelector("[data-summary-discount-row]")?.remove();
  setText(summary, "[data-summary-total-label]", totals.totalLabel);
  setText(summary, "[data-summary-total]", totals.total);
  return summary;
}

function spinner(scope: ParentNode): Element | null {
  const element = cloneTemplate(scope, "template[data-spinner-template]").firstElementChild;
  if (element) element.setAttribute("data-spinner", "");
  return element;
}

/** While a decision is in flight every decision waits; the pending one shows a spinner. */
export function showPendingDecision(scope: ParentNode, summary: HTMLElement, pending: QuoteRequestType | null) {
  const group = summary.querySelector<HTMLElement>("[data-decisions]");
  group?.setAttribute("aria-busy", String(pending !== null));
  for (const button of summary.querySelectorAll<HTMLButtonElement>("button[data-decision]")) {
    button.disabled = pending !== null;
    button.querySelector("[data-spinner]")?.remove();
    if (button.dataset.decision === pending) {
      const element = spinner(scope);
      if (element) button.prepend(element);
    }
  }
}

/** While the PDF is being fetched its button is disabled and its icon is a spinner. */
export function showDownloading(scope: ParentNode, summary: HTMLElement, downloading: boolean) {
  const button = summary.querySelector<HTMLButtonElement>("button[data-download]");
  if (!button) return;
  button.disabled = downloading;
  button.querySelector("[data-download-icon]")?.toggleAttribute("hidden", downloading);
  button.querySelector("[data-spinner]")?.remove();
  if (downloading) {
    const element = spinner(scope);
    if (element) button.prepend(element);
  }
}

/** Calls back with the decision chosen or the download asked for. */
export function onSummaryAction(
  summary: HTMLElement,
  handlers: { decide: (type: QuoteRequestType) => void; download: () => void },
) {
  summary.addEventListener("click", (event) => {
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>(
      "button[data-decision], button[data-download]",
    );
    if (!button || button.disabled) return;
    const decision = button.dataset.decision as QuoteRequestType | undefined;
    if (decision) handlers.decide(decision);
    else handlers.download();
  });
}
