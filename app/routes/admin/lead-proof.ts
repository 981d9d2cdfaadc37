// GET /admin/leads/<id>/proofs/<proofId>: a proof of payment the customer
// uploaded, for staff (sales and owners: the staff area admits the request).
// Always a download with its detected type, nosniff and a sandboxing CSP,
// read from PROOF_OF_PAYMENT_DIR, never from the web root (decision 037).
import { data } from "react-router";
import type { Route } from "./+types/lead-proof";
import { getPaymentConfig } from "~/server/config/payment-env.server";
import { getProof } from "~/server/db/deposits.server";
import { quoteNumberForLead } from "~/server/db/lead-admin.server";
import { getQuoteByNumber } from "~/server/db/quotes.server";
import { proofOfPaymentResponse } from "~/server/uploads/proof-of-payment.server";
import { staffServicesFrom } from "~/server/staff/staff-context.server";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = await staffServicesFrom(context);
  const quoteNumber = await quoteNumberForLead(db, params.leadId);
  const stored = quoteNumber ? await getQuoteByNumber(db, quoteNumber) : undefined;
  const proof = stored ? await getProof(db, stored.id, params.proofId) : undefined;
  if (!proof) throw data("There is no such proof of payment on this lead.", { status: 404 });
  return proofOfPaymentResponse(getPaymentConfig().proofOfPaymentDir, proof);
}
