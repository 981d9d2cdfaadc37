// /unsubscribe?token=…: the link in a reminder e-mail. Opening it asks for
// one press of a button (a POST), so link scanners unsubscribe nobody; a POST
// unsubscribes, whether from the page's form or a mail client's one-click
// List-Unsubscribe (RFC 8058: the token in the address, no form field). Works
// without JavaScript: the page loads none.
import { BellOff, CircleAlert } from "lucide-react";
import type { Route } from "./+types/unsubscribe";
import { pageMeta } from "#app/features/site/seo/page-meta.ts";
import { LinkAnswerCard } from "#app/ui/pages/link-answer-card.tsx";
import { sitePageHandle } from "#app/platform/islands/route-handle.ts";
import { UNSUBSCRIBE_VIEWS, type UnsubscribeView } from "#app/features/privacy/unsubscribe-page.ts";
import { privacyServicesFrom } from "#app/features/privacy/privacy-context.server.ts";
import { checkUnsubscribeToken, unsubscribe } from "#app/features/leads/index.server.ts";

const noStore = { "Cache-Control": "no-store" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = privacyServicesFrom(context);
  const token = new URL(request.url).searchParams.get("token");
  const check = await checkUnsubscribeToken(db, token);
  if (check.status === "invalid") {
    return Response.json({ view: UNSUBSCRIBE_VIEWS.invalid, token: "" }, { status: 400, headers: noStore });
  }
  const view = check.optedOut ? UNSUBSCRIBE_VIEWS.done : UNSUBSCRIBE_VIEWS.ask;
  return Response.json({ view, token: check.optedOut ? "" : token }, { headers: noStore });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db } = privacyServicesFrom(context);
  const formData = await request.formData().catch(() => null);
  const posted = formData?.get("token");
  const token = typeof posted === "string" ? posted : new URL(request.url).searchParams.get("token");
  const done = await unsubscribe(db, token);
  return Response.json(
    { view: done ? UNSUBSCRIBE_VIEWS.done : UNSUBSCRIBE_VIEWS.invalid, token: "" },
    { status: done ? 200 : 400, headers: noStore },
  );
}

export const handle = sitePageHandle;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Unsubscribe from reminder e-mails",
    description: "Stop the reminder e-mails Sandton Sound Hire sends about your quotes.",
    noindex: true,
  });

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { view, token } = (actionData ?? loaderData) as { view: UnsubscribeView; token: string };
  const good = view.state !== "invalid";
  return (
    <LinkAnswerCard
      headingId="unsubscribe-heading"
      good={good}
      icon={good ? BellOff : CircleAlert}
      title={view.title}
      text={view.text}
      form={view.state === "ask" && view.button ? { action: "/unsubscribe", token, button: view.button } : undefined}
      link={good ? { to: "/", label: "Back to the home page" } : { to: "/contact", label: "Contact us" }}
    />
  );
}
