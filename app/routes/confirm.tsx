// /confirm?token=…: the link in a confirmation e-mail. The page names what
// the link confirms and asks for one press of a button (a POST), so a mail
// scanner that opens links confirms nothing; the action confirms.
import { CheckCircle2, CircleAlert } from "lucide-react";
import type { Route } from "./+types/confirm";
import { pageMeta } from "#app/features/site/seo/page-meta.ts";
import { LinkAnswerCard } from "#app/ui/pages/link-answer-card.tsx";
import { formatSast } from "#app/features/leads/inbox/inbox-view.ts";
import {
  type ConfirmationState,
  type ConfirmationView,
  confirmationView,
} from "#app/features/leads/confirmation/confirmation-page.ts";
import { sitePageHandle } from "#app/platform/islands/route-handle.ts";
import { privacyRequestDueAt } from "#app/features/privacy/retention.ts";
import { checkConfirmationToken, PURPOSE_KIND } from "#app/features/leads/index.server.ts";
import { privacyServicesFrom } from "#app/features/privacy/privacy-context.server.ts";

function dueDateOf(confirmedAt: string | null): string | undefined {
  return confirmedAt ? formatSast(privacyRequestDueAt(new Date(confirmedAt)).toISOString()) : undefined;
}

async function viewFor(
  context: Route.LoaderArgs["context"],
  token: string | null,
  confirm: boolean,
): Promise<{ view: ConfirmationView; token: string; status: number }> {
  const services = privacyServicesFrom(context);
  const check = await checkConfirmationToken(services.db, token, new Date());
  if (check.status === "invalid") return { view: confirmationView("invalid", null), token: "", status: 400 };
  const { purpose, leadId } = check.claim;
  if (check.status === "expired") return { view: confirmationView("expired", purpose), token: "", status: 410 };

  if (confirm) {
    const result = await services.confirmLead({ purpose, leadId });
    if (result.status === "gone") return { view: confirmationView("gone", purpose), token: "", status: 410 };
  }
  const lead = await services.db
    .selectFrom("leads")
    .select("confirmed_at")
    .where("id", "=", leadId)
    .where("kind", "=", PURPOSE_KIND[purpose])
    .where("anonymised_at", "is", null)
    .executeTakeFirst();
  if (!lead) return { view: confirmationView("gone", purpose), token: "", status: 410 };
  const state: ConfirmationState = lead.confirmed_at ? "confirmed" : "ask";
  return {
    view: confirmationView(state, purpose, dueDateOf(lead.confirmed_at)),
    token: state === "ask" ? (token ?? "") : "",
    status: 200,
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const { view, token: formToken, status } = await viewFor(context, token, false);
  return Response.json({ view, token: formToken }, { status, headers: { "Cache-Control": "no-store" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData().catch(() => null);
  const token = formData?.get("token");
  const { view, status } = await viewFor(context, typeof token === "string" ? token : null, true);
  return Response.json({ view, token: "" }, { status, headers: { "Cache-Control": "no-store" } });
}

export const handle = sitePageHandle;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Confirm your e-mail address",
    description:
      "Confirm a Sandton Sound Hire newsletter subscription or privacy request from the link we e-mailed you, so that it only ever counts when it is really yours.",
    noindex: true,
  });

export default function Confirm({ loaderData, actionData }: Route.ComponentProps) {
  const { view, token } = (actionData ?? loaderData) as { view: ConfirmationView; token: string };
  const good = view.state === "ask" || view.state === "confirmed";
  return (
    <LinkAnswerCard
      headingId="confirm-heading"
      good={good}
      icon={good ? CheckCircle2 : CircleAlert}
      title={view.title}
      text={view.text}
      form={view.state === "ask" && view.button ? { action: "/confirm", token, button: view.button } : undefined}
      link={view.link}
    />
  );
}
