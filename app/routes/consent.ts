// POST /consent: the analytics notice's form (components/layout/consent-banner.tsx).
// Keeps the visitor's choice in the consent cookie and sends them back to the
// page they were on. With JavaScript the shell writes the same cookie without
// leaving the page (app/features/privacy/consent-browser.ts); this is the form's own answer.
import * as z from "zod/mini";
import type { Route } from "./+types/consent";
import { CONSENT_CHOICES, consentCookie } from "#app/features/privacy/analytics-consent.ts";
import { safeReturnPath } from "#app/platform/http/safe-return-path.ts";
import { readFormBody } from "#app/platform/http/form-body.server.ts";

const ConsentFormSchema = z.object({
  choice: z.enum(CONSENT_CHOICES),
  // Only a path on this site; anything else goes home (app/platform/http/safe-return-path.ts).
  returnTo: z.pipe(
    z.catch(z.string(), "/"),
    z.transform((value) => safeReturnPath(value, { fallback: "/" })),
  ),
});

const noStore = { "Cache-Control": "no-store" };

function plainText(message: string, status: number, headers: Record<string, string> = {}) {
  return new Response(message, {
    status,
    headers: { ...noStore, "Content-Type": "text/plain; charset=utf-8", ...headers },
  });
}

export async function action({ request }: Route.ActionArgs) {
  // Only the visitor may answer: another site must not post "Allow analytics" on their behalf.
  const site = request.headers.get("Sec-Fetch-Site");
  if (site === "cross-site" || site === "same-site") return plainText("Choose on this site's own notice.", 403);
  const body = await readFormBody(request);
  if (!body.ok) return plainText(body.message, body.status);
  const form = ConsentFormSchema.safeParse(Object.fromEntries(body.form));
  if (!form.success) return plainText("Choose Allow analytics or No thanks.", 400);
  const secure = new URL(request.url).protocol === "https:";
  return new Response(null, {
    status: 303,
    headers: {
      ...noStore,
      Location: form.data.returnTo,
      "Set-Cookie": consentCookie(form.data.choice, new Date(), secure),
    },
  });
}

export function loader() {
  return plainText("Send the form with POST.", 405, { Allow: "POST" });
}
