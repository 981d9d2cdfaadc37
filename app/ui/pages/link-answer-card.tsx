// The page a link from one of our e-mails opens (confirming a sign-up or a
// privacy request, stopping reminders): what the link does, one button that
// does it (a POST, so a mail scanner that opens links does nothing), and the
// answer once it is done. Plain HTML: these pages load no script.
import type { LucideIcon } from "lucide-react";
import { Button } from "#app/ui/button.tsx";

export interface LinkAnswerCardProps {
  headingId: string;
  /** Green when things are in order, amber when the link did not work. */
  good: boolean;
  icon: LucideIcon;
  title: string;
  text: string;
  /** The button that does what the link is for, posting its token; absent once done or when the link failed. */
  form?: { action: string; token: string; button: string };
  /** Where to go next when there is no button. */
  link: { to: string; label: string };
}

export function LinkAnswerCard({ headingId, good, icon: Icon, title, text, form, link }: LinkAnswerCardProps) {
  return (
    <section aria-labelledby={headingId} className="container-page max-w-xl py-14">
      <div
        className={`rounded-2xl border p-8 text-center ${good ? "border-green-200 bg-green-50" : "border-amber-200 bg-amber-50"}`}
      >
        <Icon className={`mx-auto size-12 ${good ? "text-success" : "text-amber-700"}`} aria-hidden="true" />
        <h1 id={headingId} className="mt-4 text-2xl font-extrabold text-navy">
          {title}
        </h1>
        <p className="mt-3 leading-relaxed text-ink">{text}</p>
        {form ? (
          <form method="post" action={form.action} className="mt-6">
            <input type="hidden" name="token" value={form.token} />
            <Button type="submit" variant="brand" size="lg">
              {form.button}
            </Button>
          </form>
        ) : (
          <Button asChild variant="brand" className="mt-6">
            <a href={link.to}>{link.label}</a>
          </Button>
        )}
      </div>
    </section>
  );
}
