// /admin/forgot-password against a real database: the same answer whether or
// not the address has an account, a link queued only for one that has, the
// limit per address, and refusals.
import { describe, expect, it } from "vitest";
import { STAFF_FORM_MESSAGES } from "#app/features/staff/accounts/staff-account-forms.ts";
import { RESET_SENT } from "#app/features/staff/accounts/password-link-messages.ts";
import { SITE, answerOf, routeArgs, staffRouteTestbed } from "#app/routes/admin/staff-route.test-support.tsx";
import { listOutbox } from "#app/platform/mail/outbox-db.server.ts";
import { action } from "#app/routes/admin/forgot-password.tsx";

const bed = staffRouteTestbed();

function ask(email: string, origin = SITE) {
  const request = new Request(`${SITE}/admin/forgot-password`, {
    method: "POST",
    headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email }),
  });
  return answerOf(action(routeArgs(request, bed.context())));
}

async function queued() {
  return (await listOutbox(bed.database.db)).filter((row) => row.channel === "staff_account_email").length;
}

describe("/admin/forgot-password", () => {
  it("answers the same for an address with an account and one without, e-mailing only the first", async () => {
    const sales = await bed.signedIn("sales");
    expect(await ask(sales.email)).toMatchObject({
      status: 200,
      data: { fieldErrors: {}, email: "", sent: RESET_SENT(sales.email) },
    });
    expect(await queued()).toBe(1);
    expect(await ask("nobody@sandtonsoundhire.co.za")).toMatchObject({
      status: 200,
      data: { sent: RESET_SENT("nobody@sandtonsoundhire.co.za") },
    });
    expect(await queued()).toBe(1);
  });

  it("refuses an address that is not one (400), keeping what was typed", async () => {
    expect(await ask("not-an-address")).toMatchObject({
      status: 400,
      data: { email: "not-an-address", fieldErrors: { email: STAFF_FORM_MESSAGES.email } },
    });
  });

  it("limits asks for one address to three an hour (429)", async () => {
    const sales = await bed.signedIn("sales");
    for (let ask_ = 0; ask_ < 3; ask_++) expect((await ask(sales.email)).status).toBe(200);
    expect(await ask(sales.email)).toMatchObject({ status: 429, data: { limited: true } });
    expect(await queued()).toBe(3);
  });

  it("refuses a post from another site (403)", async () => {
    expect((await ask("someone@sandtonsoundhire.co.za", "https://evil.example")).status).toBe(403);
  });
});
