// @vitest-environment jsdom
// The /contact form as an island, hydrated over its server HTML: each of its
// states, with a stand-in for /api/forms/contact.
import { afterEach, describe, expect, it } from "vitest";
import ContactForm, { ContactFormIsland } from "#app/features/leads/forms/contact-form.island.tsx";
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
import { serverMessages } from "#app/features/leads/forms/lead-messages.ts";
import { NOT_FOUND_REFERRER_KEY } from "#app/ui/not-found-copy.ts";

afterEach(cleanUpIslands);

function fillValid() {
  fill("Your name", "Lerato Mokoena");
  fill("Email address", "lerato@example.co.za");
  choose("Event type", "wedding");
  fill(/^Message/, "Ceremony and reception for 120 guests in Midrand.");
}

const submit = () => click("Send Message");

describe("the contact form", () => {
  it("idle: posts to /contact without JavaScript, with the fields the spec names", async () => {
    const container = await renderIsland(ContactFormIsland, ContactForm, {}, "/contact");
    // The fragment brings the answer into view on the page the post returns (no JavaScript).
    expect(container.querySelector("form")?.getAttribute("action")).toBe("/contact#contact-form-answer");
    expect(screen.getByRole("form", { name: "Send us a message" })).toBeTruthy();
    for (const label of ["Your name", "Email address", "Phone number", "Event type", /^Message/]) {
      expect(field(label)).toBeTruthy();
    }
    expect(field(/^Message/).getAttribute("aria-describedby")).toBe("contact-message-hint");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("field errors: every rule of the spec beside its field, nothing sent, focus on the first", async () => {
    const posted = standInEndpoint(() => ({ status: "success" }));
    await renderIsland(ContactFormIsland, ContactForm, {}, "/contact");
    fill("Your name", "L");
    fill("Email address", "lerato@");
    fill(/^Message/, "Too short");
    await submit();
    expect(screen.getByText("Name must be at least 2 characters")).toBeTruthy();
    expect(screen.getByText("Please enter a valid email address")).toBeTruthy();
    expect(screen.getByText("Please select an event type")).toBeTruthy();
    expect(screen.getByText("Message must be at least 10 characters")).toBeTruthy();
    // The hint stays described alongside the message.
    expect(field(/^Message/).getAttribute("aria-describedby")).toBe("contact-message-hint contact-message-error");
    expect(document.activeElement).toBe(field("Your name"));
    expect(posted).toHaveLength(0);
  });

  it("sending: 'Sending...' on a disabled button, then the Thank You panel with focus on its heading", async () => {
    const reply = heldReply({ status: "success", leadId: "x" });
    const posted = standInEndpoint(() => reply.answer);
    await renderIsland(ContactFormIsland, ContactForm, {}, "/contact");
    fillValid();
    await submit();
    expect(screen.getByRole("button", { name: "Sending..." })).toHaveProperty("disabled", true);
    expect(posted[0]?.endpoint).toBe("/api/forms/contact");
    expect(posted[0]?.body.get("eventType")).toBe("wedding");

    await reply.release();
    const heading = await screen.findByRole("heading", { name: "Thank You!" });
    expect(document.activeElement).toBe(heading);
    expect(screen.queryByRole("form")).toBeNull();
    for (const [name, href] of [
      ["Back to Home", "/"],
      ["Browse the Catalogue", "/catalogue"],
      ["Read Our Blog", "/blog"],
    ]) {
      expect(screen.getByRole("link", { name }).getAttribute("href")).toBe(href);
    }
    await expectToast("Message sent successfully!", "We'll get back to you as soon as possible.");
  });

  it("sends the referrer a not-found page saved, else the document's, else this page", async () => {
    const posted = standInEndpoint(() => ({ status: "success" }));
    window.sessionStorage.setItem(NOT_FOUND_REFERRER_KEY, "https://www.sandtonsoundhire.co.za/hire/old-page");
    await renderIsland(ContactFormIsland, ContactForm, {}, "/contact");
    fillValid();
    await submit();
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]?.body.get("referrer")).toBe("https://www.sandtonsoundhire.co.za/hire/old-page");
  });

  it("server error: the destructive toast with the server's message and the same message in the form", async () => {
    standInEndpoint(() => ({ httpStatus: 503, result: { status: "error", message: serverMessages.unavailable } }));
    await renderIsland(ContactFormIsland, ContactForm, {}, "/contact");
    fillValid();
    await submit();
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(serverMessages.unavailable));
    await expectToast("Error sending message", serverMessages.unavailable);
    expect(field("Your name").value).toBe("Lerato Mokoena");
  });

  it("server error with no usable answer: the spec's fallback", async () => {
    standInEndpoint(() => ({ httpStatus: 500, result: "Internal Server Error" }));
    await renderIsland(ContactFormIsland, ContactForm, {}, "/contact");
    fillValid();
    await submit();
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe("Please try again or contact us directly by phone."),
    );
    await expectToast("Error sending message", "Please try again or contact us directly by phone.");
  });

  it("rate-limited: the message names the wait and the phone number", async () => {
    standInEndpoint(() => ({ httpStatus: 429, result: { status: "error", message: serverMessages.rateLimited } }));
    await renderIsland(ContactFormIsland, ContactForm, {}, "/contact");
    fillValid();
    await submit();
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(serverMessages.rateLimited));
  });

  it("after a post without JavaScript: the server's messages beside the fields and what was typed", async () => {
    await renderIsland(
      ContactFormIsland,
      ContactForm,
      {
        result: {
          status: "invalid",
          fieldErrors: { eventType: "Please select an event type" },
          values: { name: "Lerato Mokoena", email: "lerato@example.co.za", message: "Hello there, sound please." },
        },
      },
      "/contact",
    );
    expect(screen.getByRole("alert").textContent).toBe(serverMessages.invalid);
    expect(screen.getByText("Please select an event type")).toBeTruthy();
    expect(field("Event type").getAttribute("aria-invalid")).toBe("true");
    expect(field("Your name").value).toBe("Lerato Mokoena");
    expect(field(/^Message/).value).toBe("Hello there, sound please.");
    // Fixing the field clears its message.
    await act(async () => choose("Event type", "corporate"));
    await waitFor(() => expect(screen.queryByText("Please select an event type")).toBeNull());
  });

  it("after a successful post without JavaScript: the Thank You panel", async () => {
    await renderIsland(ContactFormIsland, ContactForm, { result: { status: "success" } }, "/contact");
    expect(screen.getByRole("heading", { name: "Thank You!" })).toBeTruthy();
    expect(screen.queryByRole("form")).toBeNull();
  });

  it("offline: the message waits on the device, and the Thank You panel shows once it is sent", async () => {
    let online = false;
    const posted = standInEndpoint(() => (online ? { status: "success" } : "offline"));
    await renderIsland(ContactFormIsland, ContactForm, {}, "/contact");
    fillValid();
    await submit();
    const waiting = await screen.findByRole("heading", { name: "Waiting for a connection" });
    expect(document.activeElement).toBe(waiting);
    expect(screen.getByRole("status").textContent).toContain(
      "You seem to be offline, so your message is saved on this device. It will be sent automatically as soon as the connection returns, even if you close this page and come back to it later. Nothing you typed is lost.",
    );
    expect(screen.getByRole("link", { name: /^0\d/ }).getAttribute("href")).toMatch(/^tel:\+27/);
    expect(storedOutbox()).toHaveLength(1);

    online = true;
    await comeBackOnline();
    const heading = await screen.findByRole("heading", { name: "Thank You!" });
    expect(document.activeElement).toBe(heading);
    await expectToast("Message sent successfully!", "We'll get back to you as soon as possible.");
    expect(posted.map((post) => post.body.get("submissionKey"))).toEqual([
      posted[0]?.body.get("submissionKey"),
      posted[0]?.body.get("submissionKey"),
    ]);
    expect(storedOutbox()).toEqual([]);
  });

  it("offline, then refused when sent: the form comes back with what was typed and the server's messages", async () => {
    let online = false;
    standInEndpoint(() =>
      online
        ? {
            httpStatus: 400,
            result: { status: "invalid", fieldErrors: { email: "Please enter a valid email address" }, values: {} },
          }
        : "offline",
    );
    await renderIsland(ContactFormIsland, ContactForm, {}, "/contact");
    fillValid();
    await submit();
    await screen.findByRole("heading", { name: "Waiting for a connection" });
    online = true;
    await comeBackOnline();
    await screen.findByText("Please enter a valid email address");
    expect(field("Your name").value).toBe("Lerato Mokoena");
    expect(field(/^Message/).value).toBe("Ceremony and reception for 120 guests in Midrand.");
    expect(screen.getByRole("alert").textContent).toBe(serverMessages.invalid);
    await expectToast("Error sending message", "Please try again or contact us directly by phone.");
    expect(storedOutbox()).toEqual([]);
  });

  it("a message left waiting on an earlier visit shows as waiting, and is sent when the page loads", async () => {
    const posted = standInEndpoint(() => "offline");
    await renderIsland(ContactFormIsland, ContactForm, {}, "/contact");
    fillValid();
    await submit();
    await screen.findByRole("heading", { name: "Waiting for a connection" });
    const key = posted[0]?.body.get("submissionKey");
    await cleanUpIslands().catch(() => {});
    // cleanUpIslands cleared the storage: put the waiting message back as an earlier visit left it.
    const entry = {
      key,
      form: "contact",
      page: "/contact",
      fields: [...(posted[0]?.body ?? [])],
      queuedAt: Date.now() - 60_000,
      attempts: 3,
      nextAttemptAt: Date.now() + 60_000,
    };
    window.localStorage.setItem("formOutbox", JSON.stringify([entry]));

    const reply = heldReply({ status: "success" });
    const later = standInEndpoint(() => reply.answer);
    await renderIsland(ContactFormIsland, ContactForm, {}, "/contact");
    await screen.findByRole("heading", { name: "Waiting for a connection" });
    // Sent on load, without waiting for its turn.
    await waitFor(() => expect(later).toHaveLength(1));
    expect(later[0]?.body.get("submissionKey")).toBe(key);
    await reply.release();
    await screen.findByRole("heading", { name: "Thank You!" });
    await expectToast("Message sent successfully!");
  });
});
