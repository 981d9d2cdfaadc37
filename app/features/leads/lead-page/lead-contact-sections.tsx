// What the lead page says about who sent a lead and how: contact details and
// consent, where the visit came from, and (for every kind but a quote) what
// they sent.
import { SOURCE_NOT_RECORDED } from "#app/features/leads/inbox/lead-source-view.ts";
import { Detail, Section } from "#app/features/leads/lead-page/lead-page-layout.tsx";
import type { LeadDetailsView } from "#app/features/leads/lead-page/lead-page-view.ts";
import { WhatsAppIcon } from "#app/ui/whatsapp-link.tsx";

export function LeadContactSections({ lead }: { lead: LeadDetailsView }) {
  return (
    <>
      <Section title="Contact and consent" id="contact-heading">
        <dl className="divide-y divide-line">
          <Detail label="Name">{lead.fullName ?? "Not given"}</Detail>
          <Detail label="E-mail">
            {lead.email ? (
              <a href={`mailto:${lead.email}`} className="text-brand underline-offset-4 hover:underline">
                {lead.email}
              </a>
            ) : (
              "Not given"
            )}
          </Detail>
          <Detail label="Phone">
            {lead.phone ? (
              <a
                href={`tel:${lead.phone.replace(/[^\d+]/g, "")}`}
                className="text-brand underline-offset-4 hover:underline"
              >
                {lead.phone}
              </a>
            ) : (
              "Not given"
            )}
            {lead.whatsAppReply ? (
              <a
                href={lead.whatsAppReply}
                target="_blank"
                rel="noopener"
                className="ml-3 inline-flex items-center gap-1.5 font-semibold text-brand underline-offset-4 hover:underline"
                data-whatsapp-link=""
              >
                <WhatsAppIcon className="size-4" />
                Reply on WhatsApp<span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : null}
          </Detail>
          <Detail label="Source">{lead.source}</Detail>
          <Detail label="Referrer">{lead.referrer ?? "Not recorded"}</Detail>
          <Detail label="Marketing consent">
            {lead.marketingConsent ? `Yes, given ${lead.consentAt ?? "with the submission"}` : "No"}
          </Detail>
          {lead.userAgent ? <Detail label="Browser">{lead.userAgent}</Detail> : null}
          {lead.ipHash ? <Detail label="Network (hashed)">{lead.ipHash.slice(0, 12)}</Detail> : null}
        </dl>
      </Section>

      <Section title="Where it came from" id="source-heading">
        {lead.sourceRows.length > 0 ? (
          <dl className="divide-y divide-line" data-lead-source="">
            {lead.sourceRows.map((row) => (
              <Detail key={row.label} label={row.label}>
                {row.value}
              </Detail>
            ))}
          </dl>
        ) : (
          <p className="text-muted">{SOURCE_NOT_RECORDED}</p>
        )}
      </Section>
    </>
  );
}

export function LeadSentSection({ entries }: { entries: LeadDetailsView["entries"] }) {
  return (
    <Section title="What they sent" id="sent-heading">
      {entries.length > 0 ? (
        <dl className="divide-y divide-line">
          {entries.map((entry) => (
            <Detail key={entry.label} label={entry.label}>
              {entry.value}
            </Detail>
          ))}
        </dl>
      ) : (
        <p className="text-muted">Nothing beyond the contact details above.</p>
      )}
    </Section>
  );
}
