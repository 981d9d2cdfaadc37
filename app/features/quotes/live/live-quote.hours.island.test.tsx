// @vitest-environment jsdom
// Issue 35: the change request's per-line states on the live quote page. The
// server's HTML (no JavaScript) keeps each line's amounts in a disclosure;
// hydrated, the island shows them only once a change of amount is chosen, and
// a line charged by the hour offers people and hours, sent as asked.
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import LiveQuote, { LiveQuoteIsland, type LiveQuoteProps } from "#app/features/quotes/live/live-quote.island.tsx";
import { fireEvent } from "@testing-library/react";
import {
  cleanUpIslands,
  click,
  expectToast,
  fill,
  renderIsland,
  screen,
  standInEndpoint,
} from "#app/features/leads/forms/form-islands.test-support.tsx";
import { LIVE_QUOTE_MESSAGES } from "#app/features/quotes/live/live-quote.ts";
import { liveQuoteView } from "#app/features/quotes/live/live-quote-view.ts";
import { sampleQuote } from "#app/features/quotes/quote-document.test-support.ts";

afterEach(cleanUpIslands);

const TOKEN = "k".repeat(43);
const PAGE = `/q/${TOKEN}`;
// The sample quote: two speakers, a speaker duo, and one sound engineer for 4 hours (line 3).
const ENGINEER = 2;

function props(overrides: Partial<LiveQuoteProps> = {}): LiveQuoteProps {
  return {
    view: liveQuoteView(sampleQuote(), "viewed", [], TOKEN),
    pagePath: PAGE,
    submissionKey: "3f1c9a2e-6b0d-4c51-9e3a-2d7f8b1c0e44",
    result: null,
    ...overrides,
  };
}

const render = (overrides: Partial<LiveQuoteProps> = {}) =>
  renderIsland(LiveQuoteIsland, LiveQuote, props(overrides), PAGE);

const whatToDo = () => screen.getAllByLabelText("What to do") as HTMLSelectElement[];

/** Picks what to do with line `index`, as a visitor does (the browser fires input, then change). */
function pick(index: number, action: string) {
  const select = whatToDo()[index];
  if (!select) throw new Error(`no line ${index}`);
  fireEvent.input(select, { target: { value: action } });
  fireEvent.change(select);
}

describe("a line's change on the live quote page", () => {
  it("without JavaScript: every line's amounts sit in a closed disclosure, the engineer's as people or hours", () => {
    const html = document.createElement("div");
    html.innerHTML = renderToString(<LiveQuote {...props()} />);
    const disclosures = [...html.querySelectorAll("li details")];
    expect(disclosures.map((details) => details.querySelector("summary")?.textContent)).toEqual([
      "New quantity",
      "New quantity",
      "People or hours",
    ]);
    expect(disclosures.every((details) => !details.hasAttribute("open"))).toBe(true);
    expect(html.querySelector(`input[name="lines[${ENGINEER}].hours"]`)).not.toBeNull();
    expect(html.textContent).toContain("On-Site Sound Engineer (now 1 person, 4 hours)");
    const options = [...html.querySelectorAll(`select[name="lines[${ENGINEER}].action"] option`)];
    expect(options.map((option) => option.textContent)).toContain("Change the people or hours");
  });

  it("hydrated: no empty box until a change of amount is chosen, then the line's own fields", async () => {
    const container = await render();
    expect(container.querySelector("li details")).toBeNull();
    expect(screen.queryByLabelText("New quantity")).toBeNull();
    expect(screen.queryByLabelText("Hours each")).toBeNull();

    pick(0, "quantity");
    expect(screen.getAllByLabelText("New quantity")).toHaveLength(1);
    expect(screen.queryByLabelText("Hours each")).toBeNull();

    pick(ENGINEER, "quantity");
    expect(screen.getByLabelText("People")).toBeTruthy();
    expect(screen.getByLabelText("Hours each")).toBeTruthy();

    pick(0, "remove");
    expect(screen.queryByLabelText("New quantity")).toBeNull();
  });

  it("sends the hours asked for, and refuses hours out of range beside the field", async () => {
    const posted = standInEndpoint(() => ({
      httpStatus: 200,
      result: JSON.stringify({ result: { status: "recorded", intent: "changes", requestType: "changes" } }),
    }));
    await render();
    pick(ENGINEER, "quantity");
    fill("Hours each", "30");
    await click("Send change request");
    const hours = screen.getByLabelText("Hours each");
    expect(hours.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(hours.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      LIVE_QUOTE_MESSAGES.lineHours,
    );
    expect(posted).toHaveLength(0);

    fill("Hours each", "8");
    await click("Send change request");
    await expectToast("Change Request Sent");
    expect(posted[0]?.body.get(`lines[${ENGINEER}].action`)).toBe("quantity");
    expect(posted[0]?.body.get(`lines[${ENGINEER}].hours`)).toBe("8");
    expect(posted[0]?.body.get(`lines[${ENGINEER}].quantity`)).toBe("");
    // Sent: the lines start again from "Keep as it is", their boxes hidden.
    expect(whatToDo().map((select) => select.value)).toEqual(["keep", "keep", "keep"]);
    expect(screen.queryByLabelText("Hours each")).toBeNull();
  });

  it("after a post without JavaScript refused the hours: the engineer's fields open with the message", async () => {
    await render({
      result: {
        status: "invalid",
        intent: "changes",
        fieldErrors: { [`lines[${ENGINEER}].hours`]: LIVE_QUOTE_MESSAGES.lineHours },
        values: { [`lines[${ENGINEER}].action`]: "quantity", [`lines[${ENGINEER}].hours`]: "30" },
      },
    });
    expect((screen.getByLabelText("Hours each") as HTMLInputElement).value).toBe("30");
    expect(screen.getByText(LIVE_QUOTE_MESSAGES.lineHours)).toBeTruthy();
  });
});
