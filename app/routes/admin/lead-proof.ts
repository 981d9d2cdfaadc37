// GET /admin/leads/<id>/proofs/<proofId>: a proof of payment the customer
// uploaded, for staff (sales and owners: the loader asks for the leads permission).
// Always a download with its detected type, nosniff and a sandboxing CSP,
// read from the database, never from the web root (decisions 037, 060).
import { data } from "react-router";
import type { Route } from "./+types/lead-proof";
import { STAFF_ROUTES } from "#app/features/staff/staff-roles.ts";
import { proofOfLead } from "#app/features/quotes/deposits/lead-deposit.server.ts";
import { proofOfPaymentResponse } from "#app/features/quotes/deposits/proof-of-payment.server.ts";
import { readProofBytes } from "#app/features/quotes/deposits/proof-files.server.ts";
import { requireStaff } from "#app/features/staff/require-staff.server.ts";
import { staffServicesFrom } from "#app/features/staff/staff-context.server.ts";

const access = STAFF_ROUTES["routes/admin/lead-proof.ts"];

export async function loader({ params, request, context }: Route.LoaderArgs) {
  await requireStaff({ request, context }, access.loader);
  const { db } = staffServicesFrom(context);
  const proof = await proofOfLead(db, { leadId: params.leadId, proofId: params.proofId });
  if (!proof) throw data("There is no such proof of payment on this lead.", { status: 404 });
  return proofOfPaymentResponse(proof, await readProofBytes(db, proof.id));
}
