import { Clock, Phone, ShieldCheck } from "lucide-react";
import type { Route } from "./+types/call-me-back";
import { Breadcrumbs } from "#app/features/site/sections/breadcrumbs.tsx";
import { PageHero } from "#app/features/site/sections/page-hero.tsx";
import { pageMeta } from "#app/features/site/seo/page-meta.ts";
import { business, telHref } from "#app/platform/business.ts";
import { CallBackFormIsland } from "#app/features/leads/forms/call-back-form.island.tsx";
import { useRetentionPolicy } from "#app/features/privacy/use-retention-policy.ts";
import { leadFormDefinitions } from "#app/features/leads/forms/lead-form-definitions.ts";
import { sitePageHandle } from "#app/platform/islands/route-handle.ts";
import { handleLeadForm } from "#app/features/leads/intake/form-action.server.ts";

const trail = [{ name: "Request a Call Back", path: "/call-me-back" }];

// The page's own form and the landing pages' sidebar form both post here; the
// sidebar form needs an e-mail address as well.
export async function action({ request, context }: Route.ActionArgs) {
  return handleLeadForm(request, context, (formData) =>
    formData.get("form") === "sidebar" ? leadFormDefinitions.sidebar : leadFormDefinitions.callback,
  );
}

export const handle = sitePageHandle;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Request a Call Back",
    description:
      "Leave your name and number and a Sandton Sound Hire specialist will phone you to talk through sound equipment, technicians and pricing for your Gauteng event.",
    breadcrumbs: trail,
  });

const reasons = [
  {
    icon: Clock,
    title: "A call within business hours",
    text: "We return call-back requests the same working day when they arrive before 4 PM, and first thing the next morning otherwise.",
  },
  {
    icon: ShieldCheck,
    title: "Advice, not a sales script",
    text: "Tell us about the venue and the guest count; we will suggest the smallest system that does the job properly, with or without a technician.",
  },
];

export default function CallMeBack({ actionData }: Route.ComponentProps) {
  const retention = useRetentionPolicy();
  return (
    <>
      <PageHero
        eyebrow="Call back"
        title="Request a Call Back"
        intro="Not sure what your event needs? Leave your number and one of our sound specialists will call you to talk it through."
      />
      <Breadcrumbs trail={trail} />
      <section aria-label="Call-back request" className="py-12 sm:py-16">
        <div className="container-page grid gap-10 lg:grid-cols-5">
          <div className="rounded-2xl border border-line p-6 sm:p-8 lg:col-span-3">
            <CallBackFormIsland result={actionData ?? null} retention={retention} />
          </div>
          <div className="grid content-start gap-6 lg:col-span-2">
            {reasons.map(({ icon: Icon, title, text }) => (
              <div key={title} className="rounded-2xl bg-lavender p-6">
                <h2 className="flex items-center gap-2 text-lg font-bold text-navy">
                  <Icon className="size-5 text-brand" aria-hidden="true" />
                  {title}
                </h2>
                <p className="mt-2 leading-relaxed text-muted">{text}</p>
              </div>
            ))}
            <div className="rounded-2xl bg-navy p-6 text-white">
              <h2 className="text-lg font-bold">Rather call us now?</h2>
              <p className="mt-2 text-slate-200">Our sales desk is open Monday to Friday 8 AM to 6 PM.</p>
              <a
                href={telHref}
                className="mt-4 inline-flex items-center gap-2 text-lg font-bold text-amber-light hover:underline"
              >
                <Phone className="size-5" aria-hidden="true" />
                {business.phone.display}
              </a>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
