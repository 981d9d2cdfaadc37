// GET /admin/leads/<id>/proofs/<proofId>: a proof of payment the customer
// uploaded, for staff (sales and owners: the loader asks for the leads permission).
// Always a download with its detected type, nosniff and a sandboxing CSP,
// read from PROOF_OF_PAYMENT_DIR, never from the web root (decision 037).
import { data } from "react-router";
import type { Route } from "./+types/lead-proof";
import { STAFF_ROUTES } from "~/lib/staff-roles";
import { getPaymentConfig } from "~/server/config/payment-env.server";
import { getProof } from "~/server/db/deposits.server";
import { quoteNumberForLead } from "~/server/db/lead-admin.server";
import { getQuoteByNumber } from "~/server/db/quotes.server";
import { proofOfPaymentResponse } from "~/server/uploads/proof-of-payment.server";
import { requireStaff } from "~/server/staff/require-staff.server";
import { staffServicesFrom } from "~/server/staff/staff-context.server";

const access = STAFF_ROUTES["routes/admin/lead-proof.ts"];

export async function loader({ params, request, context }: Route.LoaderArgs) {
  await requireStaff({ request, context }, access.loader);
  const { db } = await staffServicesFrom(context);
  const quoteNumber = await quoteNumberForLead(db, params.leadId);
  const stored = quoteNumber ? await getQuoteByNumber(db, quoteNumber) : undefined;
  const proof = stored ? await getProof(db, stored.id, params.proofId) : undefined;
  if (!proof) throw data("There is no such proof of payment on this lead.", { status: 404 });
  return proofOfPaymentResponse(getPaymentConfig().proofOfPaymentDir, proof);
}
