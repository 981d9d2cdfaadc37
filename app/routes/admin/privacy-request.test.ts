// /admin/privacy-requests/:requestId against a real database: sales and
// owners only; what is held and what is held back; verifying a record found
// by the phone number only; erasing; and the refusals, which change nothing.
import { describe, expect, it } from "vitest";
import {
  ERASE_CONFIRM_FIELD,
  INTENT_FIELD,
  PRIVACY_REQUEST_MESSAGES,
  VERIFY_CONFIRM_FIELD,
  VERIFY_RECORD_FIELD,
} from "#app/features/privacy/admin/privacy-request-fields.ts";
import type { PrivacyRequestPageData } from "#app/features/privacy/admin/privacy-request-page.server.ts";
import { seedPrivacyRequest } from "#app/features/privacy/admin/privacy-request.test-support.ts";
import { formBodyMessages } from "#app/platform/http/form-body.server.ts";
import { signedInStaffContext } from "#app/features/staff/staff-context.server.ts";
import {
  type FormFields,
  SITE,
  answerOf,
  dataOf,
  routeArgs,
  staffRouteTestbed,
} from "#app/routes/admin/staff-route.test-support.tsx";
import { action, loader } from "#app/routes/admin/privacy-request.tsx";

const bed = staffRouteTestbed();

async function anonymisedAt(leadId: string) {
  const row = await bed.database.db
    .selectFrom("leads")
    .select("anonymised_at")
    .where("id", "=", leadId)
    .executeTakeFirstOrThrow();
  return row.anonymised_at;
}

async function page(requestId: string, query = "") {
  const { get, context, signedIn } = bed;
  const request = get(`/admin/privacy-requests/${requestId}${query}`, await signedIn("sales"));
  return answerOf(loader(routeArgs(request, context(), { requestId })));
}

async function post(requestId: string, fields: FormFields) {
  const { post: postForm, context, signedIn } = bed;
  const request = postForm(`/admin/privacy-requests/${requestId}`, fields, await signedIn("owner"));
  return answerOf(action(routeArgs(request, context(), { requestId })));
}

describe("/admin/privacy-requests/:requestId", () => {
  it("refuses editors (403), for the page and for a change", async () => {
    const { request } = await seedPrivacyRequest(bed.database.db);
    const { get, post: postForm, context, signedIn } = bed;
    const editor = await signedIn("editor");
    const path = `/admin/privacy-requests/${request.id}`;
    const read = await answerOf(loader(routeArgs(get(path, editor), context(), { requestId: request.id })));
    expect(read.status).toBe(403);
    const erase = postForm(path, { [INTENT_FIELD]: "erase", [ERASE_CONFIRM_FIELD]: "yes" }, editor);
    expect((await answerOf(action(routeArgs(erase, context(), { requestId: request.id })))).status).toBe(403);
    expect(await anonymisedAt(request.id)).toBeNull();
  });

  it("shows the request, what is held under its address and the phone-only record held back", async () => {
    const { request, callback } = await seedPrivacyRequest(bed.database.db);
    const data = dataOf<PrivacyRequestPageData>(await page(request.id, "?notice=verified"));
    expect(data.request).toMatchObject({ id: request.id, typeLabel: expect.any(String), fullName: "Nomsa Zulu" });
    expect(data.held?.length).toBeGreaterThan(0);
    expect(data.unverified).toEqual([
      expect.objectContaining({ key: expect.stringContaining(callback.id), reason: "Shares the phone number only" }),
    ]);
    expect(data.audit).toEqual([]);
    expect(data.notice).toBe("verified");
  });

  it("answers 404 for an id that names no confirmed request", async () => {
    const { request } = await seedPrivacyRequest(bed.database.db, { confirmed: false });
    expect(await page(request.id)).toMatchObject({ status: 404, data: PRIVACY_REQUEST_MESSAGES.notFound });
    expect(await page("no-such-request")).toMatchObject({ status: 404 });
    expect(await post("no-such-request", { [INTENT_FIELD]: "erase", [ERASE_CONFIRM_FIELD]: "yes" })).toMatchObject({
      status: 404,
    });
  });

  it("verifies a phone-only record once confirmed, and then no longer holds it back", async () => {
    const { request } = await seedPrivacyRequest(bed.database.db);
    const [record] = dataOf<PrivacyRequestPageData>(await page(request.id)).unverified;
    const unconfirmed = await post(request.id, { [INTENT_FIELD]: "verify", [VERIFY_RECORD_FIELD]: record!.key });
    expect(unconfirmed).toMatchObject({
      status: 400,
      data: { form: "verify", message: PRIVACY_REQUEST_MESSAGES.verifyUnconfirmed },
    });
    expect(await post(request.id, { [INTENT_FIELD]: "verify", [VERIFY_CONFIRM_FIELD]: "yes" })).toMatchObject({
      status: 400,
      data: { message: PRIVACY_REQUEST_MESSAGES.verifyNothingChosen },
    });
    const verified = await post(request.id, {
      [INTENT_FIELD]: "verify",
      [VERIFY_RECORD_FIELD]: record!.key,
      [VERIFY_CONFIRM_FIELD]: "yes",
    });
    expect(verified).toMatchObject({ status: 302, location: `/admin/privacy-requests/${request.id}?notice=verified` });
    const after = dataOf<PrivacyRequestPageData>(await page(request.id));
    expect(after.unverified).toEqual([]);
    expect(after.audit[0]).toMatchObject({
      action: "Verified as the requester's",
      staffEmail: "owner@sandtonsoundhire.co.za",
    });
  });

  it("erases only once the box is ticked, and the page then says it is erased", async () => {
    const { request, enquiry } = await seedPrivacyRequest(bed.database.db);
    expect(await post(request.id, { [INTENT_FIELD]: "erase" })).toMatchObject({
      status: 400,
      data: { form: "erase", message: PRIVACY_REQUEST_MESSAGES.eraseUnconfirmed },
    });
    expect(await anonymisedAt(enquiry.id)).toBeNull();
    const erased = await post(request.id, { [INTENT_FIELD]: "erase", [ERASE_CONFIRM_FIELD]: "yes" });
    expect(erased).toMatchObject({ status: 302, location: `/admin/privacy-requests/${request.id}?notice=erased` });
    expect(await anonymisedAt(enquiry.id)).not.toBeNull();
    const after = dataOf<PrivacyRequestPageData>(await page(request.id));
    expect(after).toMatchObject({ held: null, unverified: [] });
    expect(after.audit[0]).toMatchObject({ action: "Erased" });
  });

  it("refuses an unknown intent (400), and a body that is not a form (415) once the session is admitted", async () => {
    const { request } = await seedPrivacyRequest(bed.database.db);
    expect(await post(request.id, { [INTENT_FIELD]: "shred" })).toMatchObject({
      status: 400,
      data: { form: null, message: PRIVACY_REQUEST_MESSAGES.unknownIntent },
    });
    const { context, signedIn } = bed;
    const owner = await signedIn("owner");
    const admitted = {
      staffId: owner.staffId,
      email: owner.email,
      role: owner.role,
      csrfToken: owner.csrf,
      sessionIdHash: "",
    };
    const json = new Request(`${SITE}/admin/privacy-requests/${request.id}`, {
      method: "POST",
      headers: { Origin: SITE, Cookie: owner.cookie, "Content-Type": "application/json" },
      body: "{}",
    });
    const refused = await answerOf(
      action(
        routeArgs(
          json,
          context((c) => c.set(signedInStaffContext, admitted)),
          { requestId: request.id },
        ),
      ),
    );
    expect(refused).toMatchObject({ status: 415, data: { form: null, message: formBodyMessages.wrongType } });
    expect(await anonymisedAt(request.id)).toBeNull();
  });
});
