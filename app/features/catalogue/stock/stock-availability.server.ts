// Availability as staff and visitors read it (decision 044): the lead page's
// per-line panel for a stored quote, and the public check's per-line
// available / limited for dates and lines a visitor has chosen. The rules are
// app/features/catalogue/availability.ts; the counts come from app/features/catalogue/stock/stock-db.server.ts.
import type { Kysely } from "kysely";
import type { CatalogueData } from "#app/features/catalogue/content/catalogue-data.ts";
import {
  type CatalogueContents,
  type ItemAvailability,
  type PublicAvailability,
  type StockKey,
  type StockLine,
  availabilityOver,
  daysOut,
  hireDayRange,
  holdIsActive,
  overbookedWarning,
  parseStockKey,
  publicAvailability,
  unitsOf,
} from "#app/features/catalogue/availability.ts";
import { formatSast } from "#app/features/leads/index.ts";
import { addDays, KIND_LABELS, type QuoteDocument } from "#app/features/quotes/index.ts";
import { johannesburgDate } from "#app/platform/format/johannesburg-clock.ts";
import { formatLongDate } from "#app/platform/format/long-date.ts";
import { STOCK_FORM_MESSAGES, defaultHoldUntil } from "#app/features/catalogue/stock/stock-forms.ts";
import type { Database } from "#app/platform/db/schema.server.ts";
import { bookingsOverlapping, holdsForQuote, ownedQuantities } from "#app/features/catalogue/stock/stock-db.server.ts";

/** An item's name for staff, from the catalogue (its id when the item is gone). */
export function stockItemName(key: StockKey, catalogue: CatalogueContents): string {
  const { kind, id } = parseStockKey(key);
  const records: readonly { id: string; name: string }[] =
    kind === "product" ? catalogue.products : catalogue.personnel;
  return records.find((record) => record.id === id)?.name ?? id;
}

async function itemsFor(
  db: Kysely<Database>,
  lines: readonly StockLine[],
  period: { eventDate?: string | null; endDate?: string | null },
  options: { now: Date; excludeQuoteId?: string; catalogue: CatalogueContents },
): Promise<Map<StockKey, ItemAvailability> | undefined> {
  const hire = hireDayRange(period);
  const out = daysOut(period);
  if (!hire || !out) return undefined;
  const asked = unitsOf(lines, options.catalogue);
  if (asked.size === 0) return new Map();
  const [owned, bookings] = await Promise.all([
    ownedQuantities(db),
    bookingsOverlapping(db, out, { today: johannesburgDate(options.now), excludeQuoteId: options.excludeQuoteId }),
  ]);
  const items = availabilityOver(asked, hire, owned, bookings, options.catalogue);
  return new Map(items.map((item) => [item.key, item]));
}

export interface PanelItem {
  name: string;
  asked: number;
  /** null: not tracked. */
  owned: number | null;
  committed: number;
  free: number | null;
  warning: string | null;
}

export interface PanelLine {
  name: string;
  kind: string;
  items: PanelItem[];
}

export type QuoteAvailability =
  { status: "no-date" } | { status: "checked"; period: string; lines: PanelLine[]; overbooked: number };

/** The lead page's panel: each line's counted items over the quote's hire, other bookings only. */
export async function quoteAvailability(
  db: Kysely<Database>,
  quote: { id: string; document: Pick<QuoteDocument, "eventDate" | "endDate" | "lines"> },
  now: Date,
  catalogue: CatalogueData,
): Promise<QuoteAvailability> {
  const { document } = quote;
  const lines = document.lines.map(({ type, id, quantity }) => ({ type, id, quantity }));
  const items = await itemsFor(db, lines, document, { now, excludeQuoteId: quote.id, catalogue });
  const hire = hireDayRange(document);
  if (!items || !hire) return { status: "no-date" };
  const first = formatLongDate(hire.first) ?? hire.first;
  const period = hire.first === hire.last ? first : `${first} to ${formatLongDate(hire.last) ?? hire.last}`;
  const panelLines = document.lines.map((line) => ({
    name: line.name,
    kind: KIND_LABELS[line.type],
    items: [...unitsOf([line], catalogue).keys()].map((key) => {
      const item = items.get(key)!;
      return {
        name: stockItemName(key, catalogue),
        asked: item.asked,
        owned: item.owned ?? null,
        committed: item.committed,
        free: item.free ?? null,
        warning: item.overbooked ? overbookedWarning(item) : null,
      };
    }),
  }));
  return {
    status: "checked",
    period,
    lines: panelLines,
    overbooked: [...items.values()].filter((item) => item.overbooked).length,
  };
}

/** The public answer for each line, in order: only available or limited. */
export async function publicLineAvailability(
  db: Kysely<Database>,
  request: { eventDate: string; endDate?: string; lines: readonly StockLine[] },
  now: Date,
  catalogue: CatalogueData,
): Promise<PublicAvailability[]> {
  const items = await itemsFor(db, request.lines, request, { now, catalogue });
  if (!items) return request.lines.map(() => "available");
  return request.lines.map((line) => publicAvailability(line, items, catalogue));
}

/** What the hold route tells the lead page after a post (?stock=… or ?stock_error=…). */
export const HOLD_NOTICES = {
  held: "Hold placed: these items count as booked on the quote's dates until the hold ends.",
  released: "Hold released: the items are free for other quotes again.",
} as const;

const HOLD_ERRORS = {
  heldUntil: STOCK_FORM_MESSAGES.heldUntil,
  heldUntilPast: STOCK_FORM_MESSAGES.heldUntilPast,
  heldUntilFar: STOCK_FORM_MESSAGES.heldUntilFar,
  hold: STOCK_FORM_MESSAGES.hold,
} as const;
export type HoldErrorCode = keyof typeof HOLD_ERRORS;

/** The code of a hold form's message, for the redirect back to the lead page. */
export function holdErrorCode(message: string | undefined): HoldErrorCode {
  const found = Object.entries(HOLD_ERRORS).find(([, text]) => text === message);
  return (found?.[0] as HoldErrorCode | undefined) ?? "heldUntil";
}

export interface LeadStockPanel {
  availability: QuoteAvailability;
  activeHold: { id: string; until: string; placedBy: string; placedAt: string } | null;
  pastHolds: { id: string; until: string; placedBy: string; placedAt: string; ended: string }[];
  defaultHoldUntil: string;
  notice: string | null;
  error: string | null;
}

/** The lead page's stock panel: availability per line, the quote's holds, and the hold form's defaults. */
export async function leadStockPanel(
  db: Kysely<Database>,
  stored: { id: string; quote: QuoteDocument },
  url: URL,
  now: Date,
  catalogue: CatalogueData,
): Promise<LeadStockPanel> {
  const today = johannesburgDate(now);
  const [availability, holds] = await Promise.all([
    quoteAvailability(db, { id: stored.id, document: stored.quote }, now, catalogue),
    holdsForQuote(db, stored.id),
  ]);
  const long = (day: string) => formatLongDate(day) ?? day;
  const live = holds.find((hold) => holdIsActive(hold, today));
  const notice = url.searchParams.get("stock");
  const error = url.searchParams.get("stock_error");
  return {
    availability,
    activeHold: live
      ? { id: live.id, until: long(live.heldUntil), placedBy: live.placedBy, placedAt: formatSast(live.placedAt) }
      : null,
    pastHolds: holds
      .filter((hold) => hold !== live)
      .map((hold) => ({
        id: hold.id,
        until: long(hold.heldUntil),
        placedBy: hold.placedBy,
        placedAt: formatSast(hold.placedAt),
        ended: hold.releasedAt
          ? `released ${formatSast(hold.releasedAt)} by ${hold.releasedBy ?? "staff"}`
          : `ended after ${long(hold.heldUntil)}`,
      })),
    defaultHoldUntil: defaultHoldUntil(stored.quote.validUntil, today, addDays(today, 7)),
    notice: notice && Object.hasOwn(HOLD_NOTICES, notice) ? HOLD_NOTICES[notice as keyof typeof HOLD_NOTICES] : null,
    error: error && Object.hasOwn(HOLD_ERRORS, error) ? HOLD_ERRORS[error as HoldErrorCode] : null,
  };
}
