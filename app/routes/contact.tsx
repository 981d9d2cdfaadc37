import type { Route } from "./+types/contact";
import { ContactFormIsland } from "#app/features/leads/forms/contact-form.island.tsx";
import { useRetentionPolicy } from "#app/features/privacy/use-retention-policy.ts";
import { leadFormDefinitions } from "#app/features/leads/forms/lead-form-definitions.ts";
import { sitePageHandle } from "#app/platform/islands/route-handle.ts";
import { handleLeadForm } from "#app/features/leads/intake/form-action.server.ts";
import { pageMeta } from "#app/features/site/seo/page-meta.ts";
import { ContactPage } from "#app/features/site/components.tsx";
import { contactFaq } from "#app/features/site/content/faq.ts";
import { faqJsonLd } from "#app/features/site/seo/seo.ts";

export async function action({ request, context }: Route.ActionArgs) {
  return handleLeadForm(request, context, leadFormDefinitions.contact);
}

export const handle = sitePageHandle;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Contact Us",
    description:
      "Call, e-mail or visit Sandton Sound Hire in Kramerville, Sandton. Open Monday to Friday 8 AM to 6 PM and Saturday 9 AM to 4 PM, serving all of Gauteng.",
    breadcrumbs: [{ name: "Contact", path: "/contact" }],
    jsonLd: [faqJsonLd(contactFaq)],
  });

export default function Contact({ actionData }: Route.ComponentProps) {
  const retention = useRetentionPolicy();
  return <ContactPage form={<ContactFormIsland result={actionData ?? null} retention={retention} />} />;
}
