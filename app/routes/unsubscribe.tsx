// /unsubscribe?token=…: the link in a reminder e-mail. Opening it asks for
// one press of a button (a POST), so link scanners unsubscribe nobody; a POST
// unsubscribes, whether from the page's form or a mail client's one-click
// List-Unsubscribe (RFC 8058: the token in the address, no form field). Works
// without JavaScript: the page loads none.
import { BellOff, CircleAlert } from "lucide-react";
import type { Route } from "./+types/unsubscribe";
import { pageMeta } from "~/components/seo/page-meta";
import { Button } from "~/components/ui/button";
import { sitePageHandle } from "~/lib/route-handle";
import { UNSUBSCRIBE_VIEWS, type UnsubscribeView } from "~/lib/unsubscribe-page";
import { privacyServicesFrom } from "~/server/privacy/privacy-context.server";
import { checkUnsubscribeToken, unsubscribe } from "~/server/privacy/unsubscribe.server";

const noStore = { "Cache-Control": "no-store" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = await privacyServicesFrom(context);
  const token = new URL(request.url).searchParams.get("token");
  const check = await checkUnsubscribeToken(db, token);
  if (check.status === "invalid") {
    return Response.json({ view: UNSUBSCRIBE_VIEWS.invalid, token: "" }, { status: 400, headers: noStore });
  }
  const view = check.optedOut ? UNSUBSCRIBE_VIEWS.done : UNSUBSCRIBE_VIEWS.ask;
  return Response.json({ view, token: check.optedOut ? "" : token }, { headers: noStore });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db } = await privacyServicesFrom(context);
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
  const Icon = good ? BellOff : CircleAlert;
  return (
    <section aria-labelledby="unsubscribe-heading" className="container-page max-w-xl py-14">
      <div
        className={`rounded-2xl border p-8 text-center ${good ? "border-green-200 bg-green-50" : "border-amber-200 bg-amber-50"}`}
      >
        <Icon className={`mx-auto size-12 ${good ? "text-success" : "text-amber-700"}`} aria-hidden="true" />
        <h1 id="unsubscribe-heading" className="mt-4 text-2xl font-extrabold text-navy">
          {view.title}
        </h1>
        <p className="mt-3 leading-relaxed text-ink">{view.text}</p>
        {view.state === "ask" && view.button ? (
          <form method="post" action="/unsubscribe" className="mt-6">
            <input type="hidden" name="token" value={token} />
            <Button type="submit" variant="brand" size="lg">
              {view.button}
            </Button>
          </form>
        ) : (
          <Button asChild variant="brand" className="mt-6">
            <a href={view.state === "invalid" ? "/contact" : "/"}>
              {view.state === "invalid" ? "Contact us" : "Back to the home page"}
            </a>
          </Button>
        )}
      </div>
    </section>
  );
}
