// @vitest-environment jsdom
// A post's time on a blog page: the spec's relative text, measured from the
// instant the page was rendered (the blog layout's loader), with the date as
// its title and the exact instant in `datetime`.
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { RelativeTime } from "#app/features/blog/relative-time.tsx";

afterEach(cleanup);

const published = "2025-06-15T08:00:00.000Z";

function renderAt(renderedAt: string, iso = published) {
  const Stub = createRoutesStub([
    {
      id: "routes/blog-layout",
      loader: () => ({ renderedAt }),
      children: [{ path: "/blog", Component: () => <RelativeTime iso={iso} className="text-xs" /> }],
    },
  ]);
  render(<Stub initialEntries={["/blog"]} />);
}

describe("RelativeTime", () => {
  it("says how long before the page's rendering the post was published, in the spec's words", async () => {
    renderAt("2025-06-15T10:00:00.000Z");
    const time = await screen.findByText("about 2 hours ago");
    expect(time.tagName).toBe("TIME");
    expect(time.getAttribute("datetime")).toBe(published);
    expect(time.getAttribute("title")).toBe("15 June 2025");
    expect(time.className).toBe("text-xs");
  });

  it("uses minutes, days, months and years as the distance grows", async () => {
    for (const [renderedAt, text] of [
      ["2025-06-15T08:05:00.000Z", "5 minutes ago"],
      ["2025-06-18T08:00:00.000Z", "3 days ago"],
      ["2025-09-15T08:00:00.000Z", "3 months ago"],
      ["2027-06-20T08:00:00.000Z", "about 2 years ago"],
    ]) {
      renderAt(renderedAt!);
      expect(await screen.findByText(text!)).toBeTruthy();
      cleanup();
    }
  });

  it("shows the date when the post's time cannot be read as a distance", async () => {
    renderAt("not a time");
    expect(await screen.findByText("15 June 2025")).toBeTruthy();
  });
});
