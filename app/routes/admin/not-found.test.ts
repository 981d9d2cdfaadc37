// Any other address under /admin: a 404 in the staff area's frame for
// signed-in staff of every role, and sign-in first for anyone else.
import { describe, expect, it } from "vitest";
import { answerOf, routeArgs, staffRouteTestbed } from "#app/routes/admin/staff-route.test-support.tsx";
import { action, loader } from "#app/routes/admin/not-found.tsx";

const bed = staffRouteTestbed();

describe("/admin/*", () => {
  it("answers 404 with a sentence to every role, for a page and for a post", async () => {
    const { get, post, context, signedIn } = bed;
    for (const role of ["owner", "sales", "editor"] as const) {
      const session = await signedIn(role);
      const page = await answerOf(
        loader(routeArgs(get("/admin/no-such-page", session), context(), { "*": "no-such-page" })),
      );
      expect(page).toMatchObject({
        status: 404,
        thrown: true,
        data: "There is no staff page at this address. It may have been mistyped.",
      });
      const change = await answerOf(
        action(routeArgs(post("/admin/no-such-page", {}, session), context(), { "*": "no-such-page" })),
      );
      expect(change).toMatchObject({ status: 404, data: "There is no staff page at this address." });
    }
  });

  it("sends a visitor who is not signed in to sign in first", async () => {
    const { get, context } = bed;
    const answer = await answerOf(loader(routeArgs(get("/admin/no-such-page"), context(), { "*": "no-such-page" })));
    expect(answer).toMatchObject({ status: 302, location: "/admin/login?next=%2Fadmin%2Fno-such-page" });
  });
});
