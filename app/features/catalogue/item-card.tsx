import { CataloguePicture } from "#app/features/catalogue/catalogue-picture.tsx";
import { WhatsAppLink } from "#app/ui/whatsapp-link.tsx";
import {
  type CatalogueItemKind,
  type CatalogueRecord,
  displayPrice,
  formatPrice,
  KIND_LABELS,
} from "#app/features/quotes/index.ts";
import { AddToQuoteIsland } from "#app/features/quotes/components.tsx";
import { formatDiscount } from "#app/features/catalogue/pricing.ts";
import { SharePopoverIsland } from "#app/features/catalogue/share-popover.island.tsx";
import { companyWhatsAppLink, whatsAppMessages } from "#app/platform/whatsapp.ts";

export function itemPriceLabel(kind: CatalogueItemKind, record: CatalogueRecord): string {
  const hourly = kind === "personnel" && "hourlyRate" in record && record.hourlyRate === true;
  return formatPrice(displayPrice(kind, record), hourly);
}

/**
 * A catalogue item as a card. Items on section pages carry their id as an
 * anchor (/catalogue/bundles#dj-starter-kit); products link to their page.
 * Search islands render cards too, so it uses no router hooks or links.
 */
export function ItemCard({
  kind,
  record,
  href,
  siteUrl,
  meta,
  headingLevel = "h2",
}: {
  kind: CatalogueItemKind;
  record: CatalogueRecord;
  href?: string;
  siteUrl: string;
  meta?: string;
  headingLevel?: "h2" | "h3";
}) {
  const Heading = headingLevel;
  const hourly = kind === "personnel" && "hourlyRate" in record && record.hourlyRate === true;
  const discount = "discountPercentage" in record ? record.discountPercentage : undefined;
  return (
    <article
      id={href ? undefined : record.id}
      className="flex w-full scroll-mt-24 flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm"
      data-item-card={record.id}
    >
      <div className="relative bg-lavender">
        <CataloguePicture record={record} layout="card" alt="" width={480} height={360} className="w-full" />
        {discount ? (
          <span className="absolute left-3 top-3 rounded-full bg-amber px-3 py-1 text-sm font-bold text-ink">
            {formatDiscount(discount)}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-bold uppercase tracking-wider text-brand">{meta ?? KIND_LABELS[kind]}</p>
        <Heading className="mt-1 text-lg font-bold text-navy">
          {href ? (
            <a href={href} className="hover:text-brand hover:underline">
              {record.name}
            </a>
          ) : (
            record.name
          )}
        </Heading>
        <p className="mt-2 line-clamp-3 flex-1 text-sm leading-relaxed text-muted">{record.description}</p>
        <p className="mt-4 text-lg font-extrabold text-navy">
          {itemPriceLabel(kind, record)}
          {hourly ? <span className="ml-2 align-middle text-xs font-semibold text-muted">per hour</span> : null}
          {displayPrice(kind, record) === undefined ? null : (
            <span className="ml-2 align-middle text-xs font-semibold text-muted">excl. VAT</span>
          )}
        </p>
        <div className="mt-4 flex flex-wrap gap-2">
          <AddToQuoteIsland kind={kind} record={record} />
          <SharePopoverIsland kind={kind} id={record.id} name={record.name} siteUrl={siteUrl} />
          <WhatsAppLink
            href={companyWhatsAppLink(whatsAppMessages.hire(record.name))}
            about={`about hiring the ${record.name}`}
          />
        </div>
      </div>
    </article>
  );
}

// chunk-group: catalogue-browse (the islands build's chunk this module ships in: vite.islands.config.ts)
