// One lead in full, for staff: what the visitor sent (quote lines and PDF
// included), where it came from, consent, its notifications and its history,
// with the forms that move it through the workflow.
import { StockAvailabilityPanel } from "#app/features/catalogue/components.tsx";
import { LeadContactSections, LeadSentSection } from "#app/features/leads/lead-page/lead-contact-sections.tsx";
import { LeadHeader } from "#app/features/leads/lead-page/lead-header.tsx";
import { LeadNotifications } from "#app/features/leads/lead-page/lead-notifications.tsx";
import type { LeadActionError } from "#app/features/leads/lead-page/lead-actions.server.ts";
import type { LeadPageData } from "#app/features/leads/lead-page/lead-page-data.server.ts";
import { LeadQuoteSection } from "#app/features/leads/lead-page/lead-quote-section.tsx";
import { LeadHistory, LeadNoteForm } from "#app/features/leads/lead-page/lead-side-forms.tsx";
import { LeadStatusForm } from "#app/features/leads/lead-page/lead-status-form.tsx";
import { UnsentVersionPanel } from "#app/features/leads/lead-page/unsent-version-panel.tsx";
import { LeadDepositSection } from "#app/features/quotes/components.tsx";

export interface LeadPageProps {
  data: LeadPageData;
  /** The last post's refusal, shown by the form it answers. */
  error: LeadActionError | undefined;
}

export function LeadPage({ data, error }: LeadPageProps) {
  const { lead, quote, statement, live, deposit, stock } = data;
  const errorFor = (intent: string) => (error?.intent === intent ? error.message : undefined);
  return (
    <>
      <LeadHeader lead={lead} response={data.response} notice={data.notice} alert={errorFor("unknown")} />
      {data.unsentVersion ? (
        <div className="mt-4">
          <UnsentVersionPanel {...data.unsentVersion} />
        </div>
      ) : null}

      {/* grid-cols-1 (minmax(0, 1fr)): a column never widens past the screen; a wide table scrolls in its box. */}
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="grid grid-cols-1 content-start gap-6 lg:col-span-2">
          <LeadContactSections lead={lead} />
          {quote && statement ? (
            <LeadQuoteSection leadId={lead.id} quote={quote} statement={statement} live={live} />
          ) : (
            <LeadSentSection entries={lead.entries} />
          )}
          {deposit ? <LeadDepositSection deposit={deposit} notice={data.depositNotice} /> : null}
          {stock ? <StockAvailabilityPanel leadId={lead.id} panel={stock} /> : null}
          <LeadNotifications deliveries={data.deliveries} error={errorFor("retry")} />
        </div>

        <div className="grid grid-cols-1 content-start gap-6">
          <LeadStatusForm
            status={lead.status}
            quoteFollows={live ? { won: live.canMarkWon, lost: live.canMarkLost } : undefined}
            error={error?.intent === "status" ? error : undefined}
          />
          <LeadNoteForm error={errorFor("note")} />
          <LeadHistory timeline={data.timeline} />
        </div>
      </div>
    </>
  );
}
