// The quote editor page's view (decision 039): the quote's status, the
// customer's version and the unsent draft, what each changed, and the
// version the form starts from, its lines, discounts, delivery and note as
// staff read them. Pure: the loader reads the versions, this shapes them.
import { formatSast } from "#app/features/leads/index.ts";
import type { CatalogueChoiceGroup } from "#app/features/quotes/editor/quote-editor.server.ts";
import { centsToRandText } from "#app/features/quotes/editor/quote-editor.ts";
import { DELIVERY_ZONES } from "#app/features/quotes/delivery.ts";
import type { QuoteDocument } from "#app/features/quotes/quote-document.ts";
import { QUOTE_STATUS_LABELS, type QuoteStatus, staffMayMove } from "#app/features/quotes/quote-status.ts";
import type { QuoteVersionRecord } from "#app/features/quotes/versions/quote-versions-db.server.ts";
import { versionChanges } from "#app/features/quotes/versions/quote-versions.ts";
import { formatCents } from "#app/platform/format/money.ts";

export const QUOTE_SAVED_NOTICE = "Version saved. Check what changed below, then send it to the customer.";

/** A line's discount as staff read it ("R 100.00 off", "12.5% off"), or null. */
function lineDiscount(line: QuoteDocument["lines"][number]): string | null {
  if (line.discountAmountCents) return `${formatCents(line.discountAmountCents)} off`;
  if (line.discountPercentage) return `${Math.round(line.discountPercentage * 10_000) / 100}% off`;
  return null;
}

/** The version the form starts from: its lines, overall discount, delivery, note and total. */
export function editorBase(version: number, document: QuoteDocument) {
  const { overallDiscount, delivery } = document;
  return {
    version,
    lines: document.lines.map((line) => ({
      name: line.name,
      hourlyRate: line.hourlyRate,
      quantity: line.quantity,
      hours: line.hours ?? null,
      price: centsToRandText(line.unitPriceCents),
      discount: lineDiscount(line),
    })),
    overallDiscount: overallDiscount
      ? overallDiscount.percent !== undefined
        ? `${overallDiscount.percent}% off`
        : `${formatCents(overallDiscount.amountCents)} off`
      : null,
    delivery: delivery
      ? delivery.method === "collection"
        ? "Collection by the customer"
        : `${delivery.zoneName ?? delivery.zone}: ${formatCents(delivery.feeCents)}`
      : "Not chosen",
    note: document.noteToCustomer ?? "",
    total: formatCents(document.totalCents),
  };
}

export interface QuoteEditViewInput {
  leadId: string;
  title: string;
  quoteNumber: string;
  status: QuoteStatus;
  versions: readonly QuoteVersionRecord[];
  current: QuoteVersionRecord;
  draft: QuoteVersionRecord | undefined;
  catalogue: CatalogueChoiceGroup[];
  /** The page's ?notice=, after a save. */
  notice: string | null;
}

/** Everything the editor page shows. */
export function quoteEditView({ versions, current, draft, status, ...input }: QuoteEditViewInput) {
  const changes = versionChanges(versions);
  const changeOf = (version: number) => changes.find((change) => change.version === version)?.diff ?? null;
  const base = draft ?? current;
  return {
    leadId: input.leadId,
    title: input.title,
    quoteNumber: input.quoteNumber,
    statusLabel: QUOTE_STATUS_LABELS[status],
    // Accepted, won or lost quotes take no new version (staffMayMove).
    canSend: staffMayMove("revised", status),
    current: { version: current.version, sentAt: current.sentAt ? formatSast(current.sentAt) : null },
    draft: draft
      ? { version: draft.version, savedBy: draft.createdBy ?? "", savedAt: formatSast(draft.createdAt) }
      : null,
    // What the customer would see changed: the draft against the version they have.
    diff: draft ? changeOf(draft.version) : null,
    // With no draft, what the customer's version changed, so the next one starts from it knowingly.
    currentDiff: draft ? null : changeOf(current.version),
    base: editorBase(base.version, base.document),
    catalogue: input.catalogue,
    zones: DELIVERY_ZONES.map((zone) => ({ id: zone.id, label: `${zone.name} (${formatCents(zone.feeCents)})` })),
    notice: input.notice === "saved" ? QUOTE_SAVED_NOTICE : null,
  };
}

export type QuoteEditView = ReturnType<typeof quoteEditView>;
