// @vitest-environment jsdom
// The blog's subscribe form as an island, in a sidebar and as the content of
// /blog/subscribe, hydrated over its server HTML: each of its states, with a
// stand-in for /api/forms/subscribe.
import { afterEach, describe, expect, it } from "vitest";
import SubscribeForm, {
  SidebarSubscribeFormIsland,
  SubscribeFormIsland,
} from "#app/features/leads/forms/subscribe-form.island.tsx";
import {
  cleanUpIslands,
  click,
  comeBackOnline,
  expectToast,
  fill,
  heldReply,
  renderIsland,
  screen,
  standInEndpoint,
  storedOutbox,
  waitFor,
} from "#app/features/leads/forms/form-islands.test-support.tsx";
import { serverMessages, subscribeMessages } from "#app/features/leads/forms/lead-messages.ts";

afterEach(cleanUpIslands);

const sidebar = () =>
  renderIsland(SidebarSubscribeFormIsland, SubscribeForm, { variant: "sidebar", idPrefix: "sidebar" }, "/blog");
const email = () => screen.getByPlaceholderText("Your email address") as HTMLInputElement;
const submit = () => click("Subscribe");

describe("the subscribe form in a blog sidebar", () => {
  it("idle: one required e-mail field posting to /blog/subscribe without JavaScript", async () => {
    const container = await sidebar();
    const form = container.querySelector("form");
    expect(form?.getAttribute("action")).toBe("/blog/subscribe");
    expect(email().type).toBe("email");
    expect(email().required).toBe(true);
    expect(screen.getByLabelText("Email address")).toBe(email());
    expect(email().getAttribute("aria-describedby")).toBe("sidebar-subscribe-email-note");
  });

  it("field error: a valid address before it is sent", async () => {
    const posted = standInEndpoint(() => ({ status: "success" }));
    await sidebar();
    fill("Email address", "not-an-address");
    await submit();
    expect(screen.getByText(subscribeMessages.invalidEmail).id).toBe("sidebar-subscribe-email-error");
    expect(email().getAttribute("aria-invalid")).toBe("true");
    expect(email().getAttribute("aria-describedby")).toBe("sidebar-subscribe-email-error");
    expect(document.activeElement).toBe(email());
    expect(posted).toHaveLength(0);
  });

  it("sending, then subscribed in place", async () => {
    const reply = heldReply({ status: "success", message: subscribeMessages.text });
    const posted = standInEndpoint(() => reply.answer);
    await sidebar();
    fill("Email address", "naledi@example.co.za");
    await submit();
    expect(screen.getByRole("button", { name: "Subscribe" })).toHaveProperty("disabled", true);
    expect(posted[0]?.endpoint).toBe("/api/forms/subscribe");
    expect(posted[0]?.body.get("email")).toBe("naledi@example.co.za");
    await reply.release();
    const heading = await screen.findByRole("heading", { name: "Check your e-mail to confirm" });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByRole("status").textContent).toContain(subscribeMessages.text);
  });

  it("server error and rate limit: the server's message above the field", async () => {
    standInEndpoint(() => ({ httpStatus: 429, result: { status: "error", message: serverMessages.rateLimited } }));
    await sidebar();
    fill("Email address", "naledi@example.co.za");
    await submit();
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(serverMessages.rateLimited));
    expect(email().value).toBe("naledi@example.co.za");
  });

  it("a failed request: the general message", async () => {
    standInEndpoint(() => ({ httpStatus: 502, result: "Bad gateway" }));
    await sidebar();
    fill("Email address", "naledi@example.co.za");
    await submit();
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(serverMessages.unavailable));
  });

  it("offline: the subscription waits, then is sent when the connection returns", async () => {
    let online = false;
    const posted = standInEndpoint(() => (online ? { status: "success" } : "offline"));
    await sidebar();
    fill("Email address", "naledi@example.co.za");
    await submit();
    await screen.findByRole("heading", { name: "Waiting for a connection", level: 3 });
    expect(screen.getByRole("status").textContent).toContain("your subscription is saved on this device");
    expect(storedOutbox()[0]).toMatchObject({ form: "subscribe", page: "/blog" });
    online = true;
    await comeBackOnline();
    await screen.findByRole("heading", { name: "Check your e-mail to confirm" });
    await expectToast("Check your e-mail to confirm", subscribeMessages.text);
    expect(posted[1]?.body.get("submissionKey")).toBe(posted[0]?.body.get("submissionKey"));
  });
});

describe("the subscribe page's form", () => {
  it("idle: the page's heading and the form", async () => {
    await renderIsland(SubscribeFormIsland, SubscribeForm, { variant: "page", idPrefix: "page" }, "/blog/subscribe");
    expect(screen.getByRole("heading", { level: 1, name: "Subscribe to our blog" })).toBeTruthy();
    expect(email().id).toBe("page-subscribe-email");
  });

  it("after a post without JavaScript: the field's message with the address as typed, or the page's answer", async () => {
    await renderIsland(
      SubscribeFormIsland,
      SubscribeForm,
      {
        variant: "page",
        idPrefix: "page",
        result: {
          status: "invalid",
          fieldErrors: { email: subscribeMessages.invalidEmail },
          values: { email: "not-an-address" },
        },
      },
      "/blog/subscribe",
    );
    expect(screen.getByText(subscribeMessages.invalidEmail)).toBeTruthy();
    expect(email().value).toBe("not-an-address");
    expect(screen.queryByRole("alert")).toBeNull();
    await cleanUpIslands();

    await renderIsland(
      SubscribeFormIsland,
      SubscribeForm,
      {
        variant: "page",
        idPrefix: "page",
        result: { status: "error", message: serverMessages.unavailable, values: { email: "a@b.co.za" } },
      },
      "/blog/subscribe",
    );
    expect(screen.getByRole("alert").textContent).toBe(serverMessages.unavailable);
    await cleanUpIslands();

    await renderIsland(
      SubscribeFormIsland,
      SubscribeForm,
      { variant: "page", idPrefix: "page", result: { status: "success" } },
      "/blog/subscribe",
    );
    expect(screen.getByRole("heading", { level: 1, name: "Check your e-mail to confirm" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to the blog" }).getAttribute("href")).toBe("/blog");
  });

  it("success in place: the page's 'Check your e-mail to confirm' heading, focused", async () => {
    standInEndpoint(() => ({ status: "success" }));
    await renderIsland(SubscribeFormIsland, SubscribeForm, { variant: "page", idPrefix: "page" }, "/blog/subscribe");
    fill("Email address", "naledi@example.co.za");
    await submit();
    const heading = await screen.findByRole("heading", { level: 1, name: "Check your e-mail to confirm" });
    expect(document.activeElement).toBe(heading);
  });
});
