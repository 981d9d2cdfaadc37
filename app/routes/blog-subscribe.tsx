import { CheckCircle2 } from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/blog-subscribe";
import { staticPageHandle } from "~/lib/hydration";
import { SubscribeForm } from "~/components/blog/blog-sidebar";
import { BlogHeader } from "~/components/blog/blog-header";
import { pageMeta } from "~/components/seo/page-meta";
import { HONEYPOT_FIELD, isValidEmail } from "~/lib/lead-forms";
import { serverMessages } from "~/lib/lead-messages";
import { clientIpContext } from "~/server/request-context.server";
import { leadIntakeFrom } from "~/server/leads/intake-context.server";

const SUBSCRIBED_MESSAGE = "Thanks! You're on the list. New articles will arrive in your inbox about once a month.";
const INVALID_EMAIL = "Please enter a valid email address";

type SubscribeResult = { status: "subscribed" } | { status: "error"; message: string; email: string; field?: boolean };

// The subscribe form on every blog page posts here; the answer is this page.
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  const email = String(form?.get("email") ?? "").trim();
  const honeypot = String(form?.get(HONEYPOT_FIELD) ?? "");
  if (honeypot) return data<SubscribeResult>({ status: "subscribed" });
  if (!isValidEmail(email) || email.length > 254) {
    return data<SubscribeResult>({ status: "error", message: INVALID_EMAIL, email, field: true }, { status: 400 });
  }
  const intake = await leadIntakeFrom(context);
  const result = await intake.subscribe({
    email,
    page: request.headers.get("Referer") ?? "/blog",
    ip: context.get(clientIpContext),
    userAgent: request.headers.get("User-Agent"),
  });
  if (result.status === "rate_limited") {
    return data<SubscribeResult>({ status: "error", message: serverMessages.rateLimited, email }, { status: 429 });
  }
  if (result.status === "unavailable") {
    return data<SubscribeResult>({ status: "error", message: serverMessages.unavailable, email }, { status: 503 });
  }
  return data<SubscribeResult>({ status: "subscribed" });
}

// Visiting the address directly shows the form.
export function loader() {
  return null;
}

// Static: no React in the browser; the shell script handles share and relative times.
export const handle = staticPageHandle;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Subscribe to our blog",
    description:
      "Get the Sandton Sound Hire blog by e-mail: practical guides on sound equipment and event planning in Gauteng, about once a month.",
    noindex: true,
  });

export default function BlogSubscribe({ actionData }: Route.ComponentProps) {
  return (
    <>
      <BlogHeader />
      <section aria-labelledby="subscribe-heading" className="container-page max-w-xl py-14">
        {actionData?.status === "subscribed" ? (
          <div className="rounded-2xl border border-green-200 bg-green-50 p-8 text-center" role="status">
            <CheckCircle2 className="mx-auto size-12 text-success" aria-hidden="true" />
            <h1 id="subscribe-heading" className="mt-4 text-2xl font-extrabold text-navy">
              You're subscribed
            </h1>
            <p className="mt-2 text-ink">{SUBSCRIBED_MESSAGE}</p>
            <Link to="/blog" className="mt-6 inline-block font-semibold text-brand hover:underline">
              Back to the blog
            </Link>
          </div>
        ) : (
          <div className="rounded-2xl border border-line p-8">
            <h1 id="subscribe-heading" className="text-2xl font-extrabold text-navy">
              Subscribe to our blog
            </h1>
            <p className="mt-2 text-muted">
              New guides on sound equipment and event planning, about once a month. No spam.
            </p>
            {actionData?.status === "error" && !actionData.field ? (
              <p
                role="alert"
                className="mt-4 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
              >
                {actionData.message}
              </p>
            ) : null}
            <SubscribeForm
              idPrefix="page"
              defaultEmail={actionData?.status === "error" ? actionData.email : ""}
              error={actionData?.status === "error" && actionData.field ? actionData.message : undefined}
            />
          </div>
        )}
      </section>
    </>
  );
}
