// The form endpoint the lead form islands post to: field errors, stored
// applications, retries stored once, subscriptions, and what it refuses.
import { expect, test } from "@playwright/test";
import { leadsFor, uniqueEmail } from "./leads-db.ts";

test.describe("the form endpoint the form islands post to", () => {
  test("answers field errors in the spec's words and stores nothing", async ({ request }) => {
    const email = uniqueEmail("endpoint-invalid");
    const response = await request.post("/api/forms/contact", { form: { name: "L", email, message: "" } });
    expect(response.status()).toBe(400);
    const body = (await response.json()) as { status: string; fieldErrors: Record<string, string> };
    expect(body.status).toBe("invalid");
    expect(body.fieldErrors).toMatchObject({
      name: "Name must be at least 2 characters",
      eventType: "Please select an event type",
    });
    expect(leadsFor(email)).toHaveLength(0);
  });

  test("stores a valid application and answers success as JSON", async ({ request }) => {
    const email = uniqueEmail("endpoint-valid");
    const response = await request.post("/api/forms/client", {
      form: {
        clientType: "Corporate",
        contactName: "Naledi Dube",
        contactEmail: email,
        contactPhone: "011 555 0142",
        eventsPerYear: "1-3 events per year",
        interestReason: "Quarterly town halls at our Sandton office.",
      },
    });
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("no-store");
    expect(await response.json()).toMatchObject({
      status: "success",
      message: "Your application was submitted successfully",
    });
    expect(leadsFor(email)).toHaveLength(1);
  });

  test("a submission sent twice with its key (a retry from the outbox) is stored once", async ({ request }) => {
    const email = uniqueEmail("endpoint-retry");
    const form = {
      name: "Naledi Dube",
      email,
      phone: "011 555 0142",
      submissionKey: `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    };
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await request.post("/api/forms/sidebar", { form });
      expect(response.status()).toBe(200);
      expect(await response.json()).toMatchObject({ status: "success" });
    }
    expect(leadsFor(email)).toHaveLength(1);
  });

  test("subscribes as JSON with the subscribe form's answer", async ({ request }) => {
    const email = uniqueEmail("endpoint-subscribe");
    const refused = await request.post("/api/forms/subscribe", { form: { email: "not-an-address" } });
    expect(refused.status()).toBe(400);
    expect(await refused.json()).toMatchObject({
      status: "invalid",
      fieldErrors: { email: "Please enter a valid email address" },
    });
    const response = await request.post("/api/forms/subscribe", { form: { email } });
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({
      status: "success",
      message:
        "Thanks! We've sent you an e-mail with a link to confirm your subscription: it starts once you confirm, and the link works for 3 days. New articles then arrive about once a month.",
    });
    // Unconfirmed until the link in the e-mail is followed (privacy.spec.ts).
    expect(leadsFor(email)).toMatchObject([{ kind: "subscriber", marketing_consent: 0 }]);
  });

  test("refuses an unknown form and a GET", async ({ request }) => {
    expect((await request.post("/api/forms/newsletter", { form: { email: "a@b.co" } })).status()).toBe(404);
    const get = await request.get("/api/forms/contact");
    expect(get.status()).toBe(405);
    expect(get.headers().allow).toBe("POST");
  });
});
