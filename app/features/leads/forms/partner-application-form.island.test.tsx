// @vitest-environment jsdom
// The partner applications as one island, hydrated over their server HTML:
// each state for both programs, with a stand-in for /api/forms/:program.
import { afterEach, describe, expect, it } from "vitest";
import PartnerApplicationForm, {
  PartnerApplicationFormIsland,
} from "#app/features/leads/forms/partner-application-form.island.tsx";
import {
  choose,
  cleanUpIslands,
  click,
  comeBackOnline,
  expectToast,
  field,
  fill,
  heldReply,
  renderIsland,
  screen,
  standInEndpoint,
  waitFor,
} from "#app/features/leads/forms/form-islands.test-support.tsx";
import { serverMessages } from "#app/features/leads/forms/lead-messages.ts";

afterEach(cleanUpIslands);

function fillBusiness() {
  fill("Company name", "Jacaranda Events");
  fill("Company website", "www.jacaranda-events.co.za");
  choose("Industry type", "Event Planner");
  fill("Contact name", "Thandi van der Merwe");
  fill("Email address", "thandi@jacaranda-events.co.za");
  fill("Phone number", "011 555 0199");
  choose("Events per year", "13+ events per year");
  fill("Why do you want to partner with us?", "We plan about thirty weddings a year around Pretoria.");
}

function fillClient() {
  choose("Client type", "Band/Musician");
  fill("Full name", "Kabelo Molefe");
  fill("Email address", "kabelo@example.co.za");
  fill("Phone number", "072 555 0123");
  choose("Events per year", "7-12 events per year");
  fill("Why do you want to become a client partner?", "We gig every month in Maboneng and Braamfontein.");
}

const submit = () => click("Submit Application");

describe("the business partner application", () => {
  const render = () =>
    renderIsland(
      PartnerApplicationFormIsland,
      PartnerApplicationForm,
      { program: "business" },
      "/partners/apply/business",
    );

  it("idle: posts to its apply page without JavaScript", async () => {
    const container = await render();
    expect(container.querySelector("form")?.getAttribute("action")).toBe(
      "/partners/apply/business#apply-business-answer",
    );
    expect(screen.getByRole("form", { name: "Business partner application" })).toBeTruthy();
    expect(screen.getByRole("group", { name: "About your business" })).toBeTruthy();
  });

  it("field errors: every required field in the spec's words, and a website that is not one", async () => {
    const posted = standInEndpoint(() => ({ status: "success" }));
    await render();
    fill("Company website", "not a website");
    await submit();
    for (const message of [
      "Company name is required",
      "Please enter a valid URL",
      "Please select an industry type",
      "Contact name is required",
      "Valid email is required",
      "Valid phone number is required",
      "Please select an option",
      "Please tell us why you are interested in partnering with us",
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(document.activeElement).toBe(field("Company name"));
    expect(posted).toHaveLength(0);
  });

  it("sending, then 'Application Received!' with its links and the spec's toast", async () => {
    const reply = heldReply({ status: "success", message: "Your application was submitted successfully" });
    const posted = standInEndpoint(() => reply.answer);
    await render();
    fillBusiness();
    await submit();
    expect(screen.getByRole("button", { name: "Submitting..." })).toHaveProperty("disabled", true);
    expect(posted[0]?.endpoint).toBe("/api/forms/business");
    await reply.release();
    const heading = await screen.findByRole("heading", { name: "Application Received!" });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText(/within 2-3 business days/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Return Home" }).getAttribute("href")).toBe("/");
    expect(screen.getByRole("link", { name: "Browse Products" }).getAttribute("href")).toBe("/catalogue/products");
    await expectToast(
      "Application Submitted",
      "Thank you! We'll review your business partner application and contact you shortly.",
    );
  });

  it("a failed request: the spec's exception message, the form kept", async () => {
    standInEndpoint(() => ({ httpStatus: 502, result: "<html>Bad gateway</html>" }));
    await render();
    fillBusiness();
    await submit();
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe(
        "There was an error submitting your application. Please try again.",
      ),
    );
    await expectToast("Submission Error", "There was an error submitting your application. Please try again.");
    expect(field("Company name").value).toBe("Jacaranda Events");
  });

  it("a server error without a message: the spec's fallback", async () => {
    standInEndpoint(() => ({ httpStatus: 500, result: { status: "error" } }));
    await render();
    fillBusiness();
    await submit();
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe("Failed to submit your application. Please try again."),
    );
  });

  it("rate-limited: the server's message", async () => {
    standInEndpoint(() => ({ httpStatus: 429, result: { status: "error", message: serverMessages.rateLimited } }));
    await render();
    fillBusiness();
    await submit();
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(serverMessages.rateLimited));
  });
});

describe("the client partner application", () => {
  const render = () =>
    renderIsland(PartnerApplicationFormIsland, PartnerApplicationForm, { program: "client" }, "/partners/apply/client");

  it("field errors: every required field in the spec's words", async () => {
    standInEndpoint(() => ({ status: "success" }));
    await render();
    await submit();
    for (const message of [
      "Please select a client type",
      "Full name is required",
      "Valid email is required",
      "Valid phone number is required",
      "Please select an option",
      "Please tell us why you are interested in becoming a client partner",
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
  });

  it("success: 'Application Received!' with Return Home and Read Our Blog", async () => {
    const posted = standInEndpoint(() => ({ status: "success" }));
    await render();
    fillClient();
    await submit();
    await screen.findByRole("heading", { name: "Application Received!" });
    expect(posted[0]?.endpoint).toBe("/api/forms/client");
    expect(screen.getByRole("link", { name: "Read Our Blog" }).getAttribute("href")).toBe("/blog");
    await expectToast(
      "Application Submitted",
      "Thank you! We'll review your client partner application and contact you shortly.",
    );
  });

  it("after a successful post without JavaScript: 'Application Received!'", async () => {
    await renderIsland(
      PartnerApplicationFormIsland,
      PartnerApplicationForm,
      { program: "client", result: { status: "success" } },
      "/partners/apply/client",
    );
    expect(screen.getByRole("heading", { name: "Application Received!" })).toBeTruthy();
  });

  it("offline: the application waits, then is received when the connection returns", async () => {
    let online = false;
    standInEndpoint(() => (online ? { status: "success" } : "offline"));
    await render();
    fillClient();
    await submit();
    await screen.findByRole("heading", { name: "Waiting for a connection" });
    expect(screen.getByRole("status").textContent).toContain("your application is saved on this device");
    online = true;
    await comeBackOnline();
    await screen.findByRole("heading", { name: "Application Received!" });
  });
});
