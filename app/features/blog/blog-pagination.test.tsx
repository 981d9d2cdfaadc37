// @vitest-environment jsdom
// The pagination control as rendered (the blog's six posts fit on one page, so
// the end-to-end tests never see more than one).
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { BlogPagination } from "#app/features/blog/blog-pagination.tsx";

afterEach(cleanup);

function renderPagination(page: number, totalPages: number, search?: string) {
  const Stub = createRoutesStub([
    {
      path: "/blog",
      Component: () => <BlogPagination basePath="/blog" page={page} totalPages={totalPages} search={search} />,
    },
  ]);
  return render(<Stub initialEntries={["/blog"]} />);
}

describe("BlogPagination", () => {
  it("renders nothing for one page", () => {
    const { container } = renderPagination(1, 1);
    expect(container.querySelector("nav")).toBeNull();
  });

  it("shows page 1, the neighbours of the current page, the last page and ellipses beyond 5 pages", () => {
    renderPagination(6, 12, "mic stand");
    const labels = screen.getAllByRole("link").map((link) => link.textContent);
    expect(labels).toEqual(["Previous", "1", "5", "6", "7", "12", "Next"]);
    expect(screen.getAllByText("…")).toHaveLength(2);
    expect(screen.getByRole("link", { name: "Page 6" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("link", { name: "Page 7" }).getAttribute("href")).toBe("/blog?search=mic%20stand&page=7");
  });

  it("disables Previous on page 1 and Next on the last page", () => {
    renderPagination(1, 3);
    expect(screen.queryByRole("link", { name: /Previous/ })).toBeNull();
    expect(screen.getByText("Previous").closest("[aria-disabled]")).not.toBeNull();
    cleanup();
    renderPagination(3, 3);
    expect(screen.queryByRole("link", { name: /Next/ })).toBeNull();
    expect(screen.getByText("Next").closest("[aria-disabled]")).not.toBeNull();
  });
});
