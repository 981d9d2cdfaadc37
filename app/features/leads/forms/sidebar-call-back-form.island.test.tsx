// @vitest-environment jsdom
// The landing pages' sidebar call-back form as an island, hydrated over its
// server HTML: each of its states, with a stand-in for the form endpoint (the
// real endpoint is covered end to end).
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import SidebarCallBackForm, {
  SidebarCallBackFormIsland,
} from "#app/features/leads/forms/sidebar-call-back-form.island.tsx";
import {
  act,
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
import { serverMessages } from "#app/features/leads/forms/lead-messages.ts";

const PAGE = "/wedding-sound-hire-gauteng";

beforeEach(() => window.localStorage.clear());
afterEach(cleanUpIslands);

const render = () => renderIsland(SidebarCallBackFormIsland, SidebarCallBackForm, { pagePath: PAGE }, PAGE);

function fillValid() {
  fill("Full name", "Sipho Nkosi");
  fill("Email address", "sipho@example.co.za");
  fill("Phone number", "082 555 0101");
}

const submit = () => click("Call Me Back");

describe("the sidebar call-back form", () => {
  it("idle: the server's markup, posting to /call-me-back as the sidebar form without JavaScript", async () => {
    const container = await render();
    const form = container.querySelector("form");
    expect(form?.getAttribute("action")).toBe("/call-me-back");
    expect(form?.getAttribute("method")).toBe("post");
    expect(form?.noValidate).toBe(true);
    expect(container.querySelector<HTMLInputElement>("input[name=form]")?.value).toBe("sidebar");
    expect(container.querySelector<HTMLInputElement>("input[name=referrer]")?.value).toBe(PAGE);
    expect(screen.getByText("Leave your details and we'll call you back within 24 hours.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Call Me Back" })).toHaveProperty("disabled", false);
    expect(field(/Send me occasional equipment news/).checked).toBe(false);
    expect(screen.getByRole("link", { name: "Privacy notice and your rights" }).getAttribute("href")).toBe("/privacy");
  });

  it("field errors: a valid e-mail is required before posting, beside the field, which gets focus", async () => {
    const posted = standInEndpoint(() => ({ status: "success" }));
    await render();
    fill("Full name", "Sipho Nkosi");
    fill("Phone number", "082 555 0101");
    await submit();
    const email = field("Email address");
    expect(screen.getByText("Valid email is required").id).toBe(`${email.id}-error`);
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(email.getAttribute("aria-describedby")).toBe(`${email.id}-error`);
    expect(document.activeElement).toBe(email);
    expect(posted).toHaveLength(0);
  });

  it("field errors: each message clears as soon as its field is fixed", async () => {
    standInEndpoint(() => ({ status: "success" }));
    await render();
    await submit();
    expect(screen.getByText("Name is required")).toBeTruthy();
    expect(screen.getByText("Valid email is required")).toBeTruthy();
    expect(screen.getByText("Valid phone number is required")).toBeTruthy();
    await act(async () => fill("Email address", "sipho@example.co.za"));
    await waitFor(() => expect(screen.queryByText("Valid email is required")).toBeNull());
    expect(field("Email address").hasAttribute("aria-invalid")).toBe(false);
    expect(field("Email address").hasAttribute("aria-describedby")).toBe(false);
    expect(screen.getByText("Name is required")).toBeTruthy();
  });

  it("sending, then success: 'Submitting...' while it posts, then the notice and an emptied form", async () => {
    const reply = heldReply({ status: "success" });
    const posted = standInEndpoint(() => reply.answer);
    await render();
    fillValid();
    await submit();

    const busy = screen.getByRole("button", { name: "Submitting..." });
    expect(busy).toHaveProperty("disabled", true);
    expect(posted).toHaveLength(1);
    expect(posted[0]?.endpoint).toBe("/api/forms/sidebar");
    expect(posted[0]?.body.get("referrer")).toBe(PAGE);
    expect(posted[0]?.body.get("form")).toBe("sidebar");
    expect(posted[0]?.body.get("email")).toBe("sipho@example.co.za");
    expect(posted[0]?.body.get("submissionKey")).toMatch(/^[\w-]{16,}$/);
    // Submitting again while it is sending does not post again.
    await act(async () => {
      busy.closest("form")?.requestSubmit();
    });
    expect(posted).toHaveLength(1);

    await reply.release();
    await waitFor(() => expect(screen.getByRole("status").textContent).toContain("within 24 hours"));
    expect(screen.getByRole("status").textContent).toBe(
      "Thank you! Your request is in. We'll call you back within 24 hours.",
    );
    await expectToast("Request Submitted", "We'll call you back shortly!");
    expect(field("Full name").value).toBe("");
    expect(field("Email address").value).toBe("");
    expect(screen.getByRole("button", { name: "Call Me Back" })).toHaveProperty("disabled", false);
  });

  it("a new submission after a success gets a new key, and one notice shows", async () => {
    const posted = standInEndpoint(() => ({ status: "success" }));
    await render();
    fillValid();
    await submit();
    await waitFor(() => expect(screen.getByRole("status")).toBeTruthy());
    fillValid();
    await submit();
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]?.body.get("submissionKey")).not.toBe(posted[0]?.body.get("submissionKey"));
    await waitFor(() => expect(screen.getAllByRole("status")).toHaveLength(1));
  });

  it("server error: the form stays with what was typed and says what failed; a retry sends the same key", async () => {
    const posted = standInEndpoint(() => ({ httpStatus: 502, result: "<h1>Bad gateway</h1>" }));
    await render();
    fillValid();
    await submit();
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe("Failed to submit your request. Please try again."),
    );
    await expectToast("Submission Error", "Failed to submit your request. Please try again.");
    expect(field("Full name").value).toBe("Sipho Nkosi");
    await submit();
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]?.body.get("submissionKey")).toBe(posted[0]?.body.get("submissionKey"));
  });

  it("server field errors: the messages beside their fields, the form-level notice, focus on the first", async () => {
    standInEndpoint(() => ({
      httpStatus: 400,
      result: { status: "invalid", fieldErrors: { phone: "Valid phone number is required" }, values: {} },
    }));
    await render();
    fillValid();
    await submit();
    await waitFor(() => expect(screen.getByText("Valid phone number is required")).toBeTruthy());
    expect(screen.getByRole("alert").textContent).toBe(serverMessages.invalid);
    expect(document.activeElement).toBe(field("Phone number"));
    expect(field("Phone number").getAttribute("aria-invalid")).toBe("true");
  });

  it("rate-limited: the server's message in the form and in the toast, the form kept", async () => {
    standInEndpoint(() => ({
      httpStatus: 429,
      result: { status: "error", message: serverMessages.rateLimited, values: {} },
    }));
    await render();
    fillValid();
    await submit();
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(serverMessages.rateLimited));
    await expectToast("Submission Error", serverMessages.rateLimited);
    expect(field("Phone number").value).toBe("082 555 0101");
  });

  it("offline: the request waits on the device with its key, says so, and is sent once the connection returns", async () => {
    let online = false;
    const posted = standInEndpoint(() => (online ? { status: "success" } : "offline"));
    await render();
    fillValid();
    await submit();

    await waitFor(() => expect(screen.getByRole("heading", { name: "Waiting for a connection" })).toBeTruthy());
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Waiting for a connection" }));
    expect(screen.getByRole("status").textContent).toContain(
      "You seem to be offline, so your call-back request is saved on this device.",
    );
    await expectToast(
      "Saved until you're back online",
      "Your call-back request will be sent automatically when the connection returns.",
    );
    const [waiting] = storedOutbox();
    expect(waiting).toMatchObject({ form: "sidebar", page: PAGE, attempts: 1 });
    expect(Object.fromEntries(waiting?.fields ?? [])).toMatchObject({
      name: "Sipho Nkosi",
      email: "sipho@example.co.za",
      referrer: PAGE,
      submissionKey: posted[0]?.body.get("submissionKey"),
    });

    online = true;
    await comeBackOnline();
    await waitFor(() =>
      expect(screen.getByRole("status").textContent).toBe(
        "Thank you! Your request is in. We'll call you back within 24 hours.",
      ),
    );
    await expectToast("Request Submitted", "We'll call you back shortly!");
    expect(posted).toHaveLength(2);
    expect(posted[1]?.body.get("submissionKey")).toBe(posted[0]?.body.get("submissionKey"));
    expect(storedOutbox()).toEqual([]);
    expect(field("Full name").value).toBe("");
  });
});
