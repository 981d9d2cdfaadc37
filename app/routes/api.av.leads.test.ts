// POST /api/av/leads (the resource route) over real HTTP, on a real SQLite
// file: what is stored, and what is refused naming each field.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { application, callBack, post, startApi, stopApi, storedLeads } from "#app/routes/api.av.leads.test-support.ts";

describe("POST /api/av/leads", () => {
  beforeEach(() => startApi());
  afterEach(() => stopApi());

  it("stores a valid call-back, then answers 201 with its id", async () => {
    const response = await post(JSON.stringify({ ...callBack, marketingConsent: true }));
    expect(response.status).toBe(201);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = (await response.json()) as { success: boolean; id: string; message: string };
    expect(body).toMatchObject({ success: true, message: "Your request was submitted successfully" });

    const [lead] = await storedLeads();
    expect(lead).toMatchObject({
      id: body.id,
      kind: "callback",
      source: "Website Form",
      fullName: "Sipho Nkosi",
      phone: "082 555 0101",
      email: "sipho@example.co.za",
      referrer: callBack.referrer,
      marketingConsent: true,
    });
    expect(lead?.consentAt).not.toBeNull();
    expect(lead?.payload).toMatchObject({ comments: "Need two speakers for Saturday", vdn: "SSH-WEB-SALES" });
  });

  it("files applications under their program", async () => {
    const response = await post(JSON.stringify(application));
    expect(response.status).toBe(201);
    expect(((await response.json()) as { message: string }).message).toBe(
      "Your application was submitted successfully",
    );
    expect((await storedLeads())[0]).toMatchObject({ kind: "partner_business", marketingConsent: false });
  });

  it("answers 400 naming each invalid field, and stores nothing", async () => {
    const cases: [unknown, string, string][] = [
      [{ ...callBack, contact: { ...callBack.contact, fullname: "S" } }, "contact.fullname", "Name is required"],
      [{ ...callBack, contact: { ...callBack.contact, tel: "082" } }, "contact.tel", "Valid phone number is required"],
      [{ ...callBack, contact: { ...callBack.contact, email: "sipho@" } }, "contact.email", "Valid email is required"],
      [{ ...callBack, requestedAt: "last Tuesday" }, "requestedAt", "requestedAt must be an ISO timestamp"],
      [
        { ...callBack, source: "Carrier pigeon" },
        "source",
        "source must be one of: Website Form, Business Partner Application, Client Partner Application, Equipment Assistant",
      ],
      [{ ...callBack, comments: "x".repeat(6000) }, "comments", "comments must be 5200 characters or fewer"],
      [{ ...callBack, contact: undefined }, "contact", "Invalid input: expected object, received undefined"],
      [
        { ...application, contact: { ...application.contact, industry: "Plumbing" } },
        "contact.industry",
        "Please select an industry type",
      ],
      [
        { ...application, contact: { ...application.contact, companyWebsite: "javascript:alert(1)" } },
        "contact.companyWebsite",
        "Please enter a valid URL",
      ],
      [[callBack], "(body)", "The body must be a JSON object"],
    ];
    for (const [body, field, message] of cases) {
      const response = await post(JSON.stringify(body));
      expect(response.status, field).toBe(400);
      const answer = (await response.json()) as { success: boolean; errors: { field: string; message: string }[] };
      expect(answer.success).toBe(false);
      expect(answer.errors, field).toContainEqual({ field, message });
    }
    expect(await storedLeads()).toHaveLength(0);
  });
});
