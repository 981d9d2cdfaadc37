// The staff preview of every e-mail the site sends (decision 032): the list,
// and the chosen one's subject, HTML part (in a sandboxed frame) and text part.
import { Link } from "react-router";
import type { RenderedEmail } from "#app/features/leads/index.ts";
import { EmailParts } from "#app/features/staff/emails/email-parts-view.tsx";

/** An e-mail in the list: its id (the ?email= value), what it is, and to whom it goes. */
interface EmailListed {
  id: string;
  title: string;
  to: string;
}

export interface EmailPreviewsPageProps {
  emails: EmailListed[];
  chosen: EmailListed;
  rendered: RenderedEmail;
}

export function EmailPreviewsPage({ emails, chosen, rendered }: EmailPreviewsPageProps) {
  return (
    <div className="grid gap-8 lg:grid-cols-[16rem_1fr]">
      <div>
        <h1 className="text-3xl font-bold text-navy">E-mails</h1>
        <p className="mt-2 text-sm text-muted">Every e-mail the site sends, with sample data. Nothing is sent.</p>
        <nav aria-label="E-mails" className="mt-6">
          <ul className="space-y-1">
            {emails.map((email) => (
              <li key={email.id}>
                <Link
                  to={`?email=${email.id}`}
                  aria-current={email.id === chosen.id ? "page" : undefined}
                  className={`block rounded-md px-3 py-2 text-sm ${email.id === chosen.id ? "bg-navy font-semibold text-white" : "text-ink hover:bg-lavender"}`}
                >
                  {email.title}
                  <span className={`block text-xs ${email.id === chosen.id ? "text-slate-200" : "text-muted"}`}>
                    To: {email.to}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="min-w-0 space-y-6">
        <section aria-labelledby="email-subject" className="rounded-2xl border border-line bg-white p-6">
          <h2 id="email-subject" className="text-lg font-bold text-navy">
            {chosen.title}
          </h2>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="font-semibold">To</dt>
            <dd className="min-w-0 [overflow-wrap:anywhere]">{chosen.to}</dd>
            <dt className="font-semibold">Subject</dt>
            <dd>{rendered.subject}</dd>
          </dl>
        </section>
        <EmailParts
          subject={rendered.subject}
          html={rendered.html}
          text={rendered.text}
          idPrefix="email"
          headingLevel="h2"
          sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox"
          sectionClassName="rounded-2xl border border-line bg-white p-6"
        />
      </div>
    </div>
  );
}
