// After a version is sent while this site sends no e-mail: the live-quote
// link to copy, and to send on WhatsApp, so the customer still hears of it.
import { CopyLinkIsland } from "#app/features/leads/lead-page/copy-link.island.tsx";
import { Section } from "#app/features/leads/lead-page/lead-page-layout.tsx";
import { WhatsAppIcon } from "#app/ui/whatsapp-link.tsx";

export interface UnsentVersionPanelProps {
  liveUrl: string;
  whatsAppUrl: string;
}

export function UnsentVersionPanel({ liveUrl, whatsAppUrl }: UnsentVersionPanelProps) {
  return (
    <Section title="Pass the quote on yourself" id="unsent-version-heading">
      <div className="grid gap-3" data-unsent-version="">
        <CopyLinkIsland url={liveUrl} label="The customer's live-quote link" />
        <p>
          <a
            href={whatsAppUrl}
            target="_blank"
            rel="noopener"
            className="inline-flex items-center gap-1.5 font-semibold text-brand underline-offset-4 hover:underline"
            data-whatsapp-live=""
          >
            <WhatsAppIcon className="size-4" />
            Send on WhatsApp<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </p>
      </div>
    </Section>
  );
}
