// @vitest-environment jsdom
// The form script on the landing pages' sidebar form, in a browser-like DOM:
// the markup is the component's server-rendered HTML, as on the real page;
// the post goes to a stand-in for the form endpoint. (The real endpoint is
// covered end to end.)
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { enhanceLeadForm, type PostForm } from "./lead-forms";
import { SidebarCallBackForm } from "~/components/forms/sidebar-call-back-form";
import type { LeadFormResult } from "~/lib/lead-messages";

afterEach(() => {
  document.body.replaceChildren();
});

beforeEach(() => {
  sessionStorage.clear();
});

interface Post {
  endpoint: string;
  body: URLSearchParams;
}

function renderEnhanced(answer: (post: Post) => LeadFormResult | Promise<LeadFormResult>) {
  const posted: Post[] = [];
  const Stub = createRoutesStub([
    {
      path: "/wedding-sound-hire-gauteng",
      Component: () => <SidebarCallBackForm pagePath="/wedding-sound-hire-gauteng" />,
    },
  ]);
  document.body.innerHTML = renderToString(<Stub initialEntries={["/wedding-sound-hire-gauteng"]} />);
  const form = document.querySelector<HTMLFormElement>("form[data-lead-form=sidebar]");
  if (!form) throw new Error("no sidebar form rendered");
  const post: PostForm = async (endpoint, body) => {
    const sent = { endpoint, body };
    posted.push(sent);
    return answer(sent);
  };
  enhanceLeadForm(form, post);
  return { form, posted };
}

function field(label: string): HTMLInputElement {
  return screen.getByLabelText(label, { exact: false });
}

function fill(label: string, value: string) {
  const input = field(label);
  input.value = value;
  fireEvent.input(input);
}

function fillValid() {
  fill("Full name", "Sipho Nkosi");
  fill("Email address", "sipho@example.co.za");
  fill("Phone number", "082 555 0101");
}

const submit = () => fireEvent.click(screen.getByRole("button", { name: "Call Me Back" }));

describe("the lead form script", () => {
  it("marks the form as taken over and keeps the page's markup", () => {
    const { form } = renderEnhanced(() => ({ status: "success" }));
    expect(form.hasAttribute("data-enhanced")).toBe(true);
    expect(form.getAttribute("action")).toBe("/call-me-back");
    expect(screen.getByText("Leave your details and we'll call you back within 24 hours.")).toBeTruthy();
  });

  it("requires a valid e-mail before posting, beside the field, and focuses it", () => {
    const { posted } = renderEnhanced(() => ({ status: "success" }));
    fill("Full name", "Sipho Nkosi");
    fill("Phone number", "082 555 0101");
    submit();
    const email = field("Email address");
    expect(screen.getByText("Valid email is required").id).toBe(`${email.id}-error`);
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(email.getAttribute("aria-describedby")).toBe(`${email.id}-error`);
    expect(document.activeElement).toBe(email);
    expect(posted).toHaveLength(0);
  });

  it("clears a message as soon as its field is fixed", () => {
    renderEnhanced(() => ({ status: "success" }));
    submit();
    expect(screen.getByText("Valid email is required")).toBeTruthy();
    fill("Email address", "sipho@example.co.za");
    expect(screen.queryByText("Valid email is required")).toBeNull();
    expect(field("Email address").hasAttribute("aria-invalid")).toBe(false);
    expect(field("Email address").hasAttribute("aria-describedby")).toBe(false);
  });

  it("posts to the form endpoint with the page path as referrer, shows 'Submitting...', then resets", async () => {
    let release: () => void = () => {};
    const { posted } = renderEnhanced(
      () => new Promise<LeadFormResult>((resolve) => (release = () => resolve({ status: "success" }))),
    );
    fillValid();
    submit();

    const busy = screen.getByRole("button", { name: "Submitting..." });
    expect(busy).toHaveProperty("disabled", true);
    expect(posted).toHaveLength(1);
    expect(posted[0]?.endpoint).toBe("/api/forms/sidebar");
    expect(posted[0]?.body.get("referrer")).toBe("/wedding-sound-hire-gauteng");
    expect(posted[0]?.body.get("form")).toBe("sidebar");
    expect(posted[0]?.body.get("email")).toBe("sipho@example.co.za");
    expect(posted[0]?.body.get("submissionKey")).toMatch(/^[\w-]{16,}$/);
    // A second click while sending does not post again.
    fireEvent.submit(busy.closest("form") as HTMLFormElement);
    expect(posted).toHaveLength(1);

    release();
    await waitFor(() => expect(screen.getByRole("status").textContent).toContain("within 24 hours"));
    expect(field("Full name").value).toBe("");
    expect(screen.getByRole("button", { name: "Call Me Back" })).toHaveProperty("disabled", false);
  });

  it("keeps the form and says what failed; a retry sends the same submission key", async () => {
    const { posted } = renderEnhanced(() => ({ status: "error", exception: true }));
    fillValid();
    submit();
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe("Failed to submit your request. Please try again."),
    );
    expect(field("Full name").value).toBe("Sipho Nkosi");
    submit();
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]?.body.get("submissionKey")).toBe(posted[0]?.body.get("submissionKey"));
  });

  it("a new submission after a success gets a new key", async () => {
    const { posted } = renderEnhanced(() => ({ status: "success" }));
    fillValid();
    submit();
    await waitFor(() => expect(screen.getByRole("status")).toBeTruthy());
    fillValid();
    submit();
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]?.body.get("submissionKey")).not.toBe(posted[0]?.body.get("submissionKey"));
    expect(screen.getAllByRole("status")).toHaveLength(1);
  });

  it("shows the server's field messages and the form-level notice", async () => {
    renderEnhanced(() => ({ status: "invalid", fieldErrors: { phone: "Valid phone number is required" }, values: {} }));
    fillValid();
    submit();
    await waitFor(() => expect(screen.getByText("Valid phone number is required")).toBeTruthy());
    expect(screen.getByRole("alert").textContent).toBe("Please check the highlighted fields and try again.");
    expect(document.activeElement).toBe(field("Phone number"));
  });
});
