// @vitest-environment jsdom
// The /call-me-back form as an island, hydrated over its server HTML: each of
// its states, with a stand-in for /api/forms/callback.
import { afterEach, describe, expect, it } from "vitest";
import CallBackForm, { CallBackFormIsland } from "#app/features/leads/forms/call-back-form.island.tsx";
import {
  act,
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
  storedOutbox,
  waitFor,
} from "#app/features/leads/forms/form-islands.test-support.tsx";
import { leadCallMessages, serverMessages } from "#app/features/leads/forms/lead-messages.ts";
import { NOT_FOUND_REFERRER_KEY } from "#app/ui/not-found-copy.ts";

afterEach(cleanUpIslands);

const MISSING = "https://www.sandtonsoundhire.co.za/hire/a-page-that-moved";

function fillValid() {
  fill("Full name", "Sipho Nkosi");
  fill("Phone number", "082 555 0101");
}

const submit = () => click("Request a Call Back");

describe("the call-back form", () => {
  it("idle: posts to /call-me-back without JavaScript; e-mail, time and message are optional", async () => {
    const container = await renderIsland(CallBackFormIsland, CallBackForm, {}, "/call-me-back");
    expect(container.querySelector("form")?.getAttribute("action")).toBe("/call-me-back#call-back-form-answer");
    expect(screen.getByRole("form", { name: "Your details" })).toBeTruthy();
    expect(field("Email address").required).toBe(false);
    expect(field("Best time to call").value).toBe("");
  });

  it("field errors: name and phone are required, in the spec's words", async () => {
    const posted = standInEndpoint(() => ({ status: "success" }));
    await renderIsland(CallBackFormIsland, CallBackForm, {}, "/call-me-back");
    fill("Email address", "sipho@");
    await submit();
    expect(screen.getByText("Name is required")).toBeTruthy();
    expect(screen.getByText("Valid phone number is required")).toBeTruthy();
    expect(screen.getByText("Valid email is required")).toBeTruthy();
    expect(document.activeElement).toBe(field("Full name"));
    expect(posted).toHaveLength(0);
  });

  it("sending, then success: 'Submitting...', the server's message in the toast and the panel with focus", async () => {
    const reply = heldReply({ status: "success", message: leadCallMessages.request.success });
    const posted = standInEndpoint(() => reply.answer);
    window.sessionStorage.setItem(NOT_FOUND_REFERRER_KEY, MISSING);
    await renderIsland(CallBackFormIsland, CallBackForm, {}, "/call-me-back");
    fillValid();
    choose("Best time to call", "Morning (8 AM to 12 PM)");
    await submit();
    expect(screen.getByRole("button", { name: "Submitting..." })).toHaveProperty("disabled", true);
    expect(posted[0]?.endpoint).toBe("/api/forms/callback");
    // The address a not-found page saved is the referrer.
    expect(posted[0]?.body.get("referrer")).toBe(MISSING);
    expect(posted[0]?.body.get("preferredTime")).toBe("Morning (8 AM to 12 PM)");

    await reply.release();
    const heading = await screen.findByRole("heading", { name: "Your call back request has been received" });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByRole("link", { name: "Browse the Catalogue" }).getAttribute("href")).toBe("/catalogue");
    expect(screen.getByRole("link", { name: "Back to Home" }).getAttribute("href")).toBe("/");
    await expectToast("Request Submitted", "Your request was submitted successfully");
  });

  it("forgets the not-found page's address when the visitor leaves", async () => {
    window.sessionStorage.setItem(NOT_FOUND_REFERRER_KEY, MISSING);
    await renderIsland(CallBackFormIsland, CallBackForm, {}, "/call-me-back");
    await act(async () => {
      window.dispatchEvent(new Event("pagehide"));
    });
    expect(window.sessionStorage.getItem(NOT_FOUND_REFERRER_KEY)).toBeNull();
  });

  it("without a saved address the referrer is the document's referrer, else this page", async () => {
    const posted = standInEndpoint(() => ({ status: "success" }));
    await renderIsland(CallBackFormIsland, CallBackForm, {}, "/call-me-back");
    fillValid();
    await submit();
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]?.body.get("referrer")).toBe("http://localhost:3000/call-me-back");
  });

  it("server error and a failed request: the spec's default in the toast and in the form", async () => {
    standInEndpoint(() => ({ httpStatus: 502, result: "Bad gateway" }));
    await renderIsland(CallBackFormIsland, CallBackForm, {}, "/call-me-back");
    fillValid();
    await submit();
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe(
        "There was an error submitting your request. Please try again.",
      ),
    );
    await expectToast("Submission Error", "There was an error submitting your request. Please try again.");
  });

  it("rate-limited: the server's message", async () => {
    standInEndpoint(() => ({ httpStatus: 429, result: { status: "error", message: serverMessages.rateLimited } }));
    await renderIsland(CallBackFormIsland, CallBackForm, {}, "/call-me-back");
    fillValid();
    await submit();
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(serverMessages.rateLimited));
    await expectToast("Submission Error", serverMessages.rateLimited);
  });

  it("after a post without JavaScript (this form or a landing page's): the answer is rendered", async () => {
    await renderIsland(
      CallBackFormIsland,
      CallBackForm,
      {
        result: {
          status: "invalid",
          fieldErrors: { email: "Valid email is required" },
          values: { name: "Zanele Mthembu", phone: "082 555 0166", email: "zanele@", marketingConsent: "on" },
        },
      },
      "/call-me-back",
    );
    expect(screen.getByText("Valid email is required")).toBeTruthy();
    expect(field("Full name").value).toBe("Zanele Mthembu");
    expect(field(/Send me occasional equipment news/).checked).toBe(true);
    await cleanUpIslands();
    await renderIsland(CallBackFormIsland, CallBackForm, { result: { status: "success" } }, "/call-me-back");
    expect(screen.getByRole("heading", { name: "Your call back request has been received" })).toBeTruthy();
  });

  it("offline: the request waits, then is sent once with its key when the connection returns", async () => {
    let online = false;
    const posted = standInEndpoint(() => (online ? { status: "success" } : "offline"));
    await renderIsland(CallBackFormIsland, CallBackForm, {}, "/call-me-back");
    fillValid();
    await submit();
    await screen.findByRole("heading", { name: "Waiting for a connection" });
    expect(screen.getByRole("status").textContent).toContain("your call-back request is saved on this device");
    expect(storedOutbox()[0]).toMatchObject({ form: "callback", page: "/call-me-back" });
    online = true;
    await comeBackOnline();
    await screen.findByRole("heading", { name: "Your call back request has been received" });
    expect(posted).toHaveLength(2);
    expect(posted[1]?.body.toString()).toBe(posted[0]?.body.toString());
  });
});
