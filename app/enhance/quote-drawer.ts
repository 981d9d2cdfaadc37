// The quote drawer in plain DOM code: the count on the floating button and the
// lines, totals and Clear button in the sheet, drawn from the stored quote
// (quote-store) into the server-rendered shell (QuoteDrawer). Lines are kept
// by item id and updated in place, so a focused quantity button stays focused.
// Opening and closing the <dialog> is the shell script's (data-dialog-open).
import { formatDiscount, formatRand } from "~/lib/pricing";
import { type QuoteItem, formatPrice } from "~/lib/quote";
import { selectionCountLabel } from "~/lib/quote-request";
import { type QuoteSnapshot, quoteActions, subscribeToQuote } from "./quote-store";

function part<T extends HTMLElement = HTMLElement>(scope: ParentNode, name: string): T | null {
  return scope.querySelector<T>(`[data-${name}]`);
}

function setText(element: Element | null, text: string) {
  if (element && element.textContent !== text) element.textContent = text;
}

function newLine(template: HTMLTemplateElement, id: string): HTMLLIElement | null {
  const line = template.content.firstElementChild?.cloneNode(true);
  if (!(line instanceof HTMLLIElement)) return null;
  line.dataset.quoteLine = id;
  return line;
}

function fillLine(line: HTMLElement, item: QuoteItem, showPrices: boolean) {
  setText(part(line, "line-name"), item.name);
  setText(part(line, "line-price"), showPrices ? formatPrice(item.price, item.hourlyRate) : "Request Quote");
  const hourly = part(line, "line-hourly");
  if (hourly) hourly.hidden = !item.hourlyRate;
  const discount = part(line, "line-discount");
  if (discount) {
    discount.hidden = !item.discountPercentage;
    setText(discount, item.discountPercentage ? formatDiscount(item.discountPercentage) : "");
  }
  setText(part(line, "quantity"), String(item.quantity));
  part(line, "line-remove")?.setAttribute("aria-label", `Remove ${item.name}`);
  part(line, "line-quantity-group")?.setAttribute("aria-label", `Quantity of ${item.name}`);
  part(line, "line-decrease")?.setAttribute("aria-label", `Decrease quantity of ${item.name}`);
  part(line, "line-increase")?.setAttribute("aria-label", `Increase quantity of ${item.name}`);
}

function renderLines(drawer: HTMLElement, quote: QuoteSnapshot) {
  const list = part<HTMLUListElement>(drawer, "quote-lines");
  const template = part<HTMLTemplateElement>(drawer, "quote-line-template");
  if (!list || !template) return;
  const existing = new Map<string, HTMLElement>();
  for (const line of list.querySelectorAll<HTMLElement>(":scope > [data-quote-line]"))
    existing.set(line.dataset.quoteLine ?? "", line);

  let focusLost = false;
  const wanted = new Set(quote.items.map((item) => item.id));
  for (const [id, line] of existing) {
    if (wanted.has(id)) continue;
    focusLost ||= line.contains(document.activeElement);
    line.remove();
  }
  let previous: Element | null = null;
  for (const item of quote.items) {
    const line = existing.get(item.id) ?? newLine(template, item.id);
    if (!line) continue;
    fillLine(line, item, quote.showPrices);
    const expectedPlace: Element | null = previous ? previous.nextElementSibling : list.firstElementChild;
    if (expectedPlace !== line) {
      if (previous) previous.after(line);
      else list.prepend(line);
    }
    previous = line;
  }

  const empty = quote.items.length === 0;
  list.hidden = empty;
  const emptyState = part(drawer, "quote-empty");
  if (emptyState) emptyState.hidden = !empty;
  // A removed line took the focus with it: keep it in the sheet.
  if (focusLost) part(drawer, "dialog-close")?.focus();
}

function renderTotals(drawer: HTMLElement, quote: QuoteSnapshot) {
  setText(part(drawer, "total-items"), String(quote.totalItems));
  const discountRow = part(drawer, "total-discount-row");
  if (discountRow) discountRow.hidden = !(quote.showPrices && quote.totalDiscount > 0);
  setText(part(drawer, "total-discount"), `-${formatRand(quote.totalDiscount)}`);
  const priceRow = part(drawer, "total-price-row");
  if (priceRow) priceRow.hidden = !quote.showPrices;
  setText(part(drawer, "total-price"), formatRand(quote.totalPrice));
  const clear = part(drawer, "quote-clear");
  if (clear) {
    // The Clear button goes away with the last line; focus stays in the sheet.
    if (quote.items.length === 0 && clear.contains(document.activeElement)) part(drawer, "dialog-close")?.focus();
    clear.hidden = quote.items.length === 0;
  }
}

function renderCount(trigger: HTMLElement | null, quote: QuoteSnapshot) {
  const count = part(trigger ?? document, "quote-count");
  if (!count) return;
  setText(count, String(quote.totalItems));
  count.setAttribute("aria-label", selectionCountLabel(quote.totalItems));
}

function onDrawerClick(event: Event) {
  const target = event.target as Element | null;
  const line = target?.closest<HTMLElement>("[data-quote-line]");
  const id = line?.dataset.quoteLine;
  if (id) {
    const item = quoteItem(id);
    if (!item) return;
    if (target?.closest("[data-line-remove]")) quoteActions.remove(id);
    else if (target?.closest("[data-line-decrease]")) quoteActions.setQuantity(id, item.quantity - 1);
    else if (target?.closest("[data-line-increase]")) quoteActions.setQuantity(id, item.quantity + 1);
    return;
  }
  if (target?.closest("[data-quote-clear]")) quoteActions.clear();
}

let latest: QuoteSnapshot | null = null;
function quoteItem(id: string): QuoteItem | undefined {
  return latest?.items.find((item) => item.id === id);
}

/** Draws the stored quote into the drawer and keeps it current; returns the function that stops it (tests). */
export function setUpQuoteDrawer(root: ParentNode = document): () => void {
  const drawer = root.querySelector<HTMLElement>("#quote-drawer");
  const trigger = root.querySelector<HTMLElement>("[data-quote-drawer-trigger]");
  if (!drawer) return () => {};
  drawer.addEventListener("click", onDrawerClick);
  const unsubscribe = subscribeToQuote((quote) => {
    latest = quote;
    renderCount(trigger, quote);
    renderLines(drawer, quote);
    renderTotals(drawer, quote);
  });
  return () => {
    unsubscribe();
    drawer.removeEventListener("click", onDrawerClick);
  };
}
