// POST /q/<token>/proof-of-payment: the customer's proof of payment for an
// accepted quote's deposit, as the live page's form sends it (multipart, no
// JavaScript needed). The server's 64 KB page-post limit lets this path
// through; the upload keeps its own 5 MB cap (decision 040).
import { redirect } from "react-router";
import type { Route } from "./+types/live-quote-proof";
import { handleProofUpload } from "#app/features/quotes/deposits/live-deposit.server.ts";

export function action({ request, context, params }: Route.ActionArgs) {
  if (request.method !== "POST")
    return new Response("Send the proof of payment with POST.", { status: 405, headers: { Allow: "POST" } });
  return handleProofUpload(context, request, params.token);
}

export function loader({ params }: Route.LoaderArgs) {
  // Someone who opens the address goes to the quote's page, where the form is.
  // React Router's redirect takes a path; Response.redirect needs an absolute URL and threw (a 500).
  return redirect(`/q/${encodeURIComponent(params.token)}#deposit`, 303);
}
