// The staff area's layout against a real database: its middleware admits a
// live session (and a post only with the session's CSRF token), and its
// loader gives the frame the role's navigation.
import { describe, expect, it } from "vitest";
import { signedInStaffContext } from "#app/features/staff/staff-context.server.ts";
import { SITE, answerOf, dataOf, routeArgs, staffRouteTestbed } from "#app/routes/admin/staff-route.test-support.tsx";
import { loader, middleware } from "#app/routes/admin/protected.tsx";

const bed = staffRouteTestbed();

type Frame = { email: string; csrfToken: string; roleLabel: string; navigation: { href: string; label: string }[] };

async function frameFor(role: "owner" | "sales" | "editor") {
  const { get, context, signedIn } = bed;
  const session = await signedIn(role);
  const answer = await answerOf(loader(routeArgs(get("/admin", session), context())));
  return { session, frame: dataOf<Frame>(answer) };
}

const admit = middleware[0]!;

describe("the staff area's layout", () => {
  it("gives each role its own navigation, who is signed in and the session's CSRF token", async () => {
    const owner = await frameFor("owner");
    expect(owner.frame).toMatchObject({
      email: owner.session.email,
      csrfToken: owner.session.csrf,
      roleLabel: "Owner",
    });
    expect(owner.frame.navigation.map((link) => link.label)).toContain("Staff");
    const sales = await frameFor("sales");
    expect(sales.frame.navigation.map((link) => link.label)).toEqual([
      "Inbox",
      "Dashboard",
      "Stock",
      "E-mails",
      "My account",
    ]);
    const editor = await frameFor("editor");
    expect(editor.frame.navigation[0]).toEqual({ href: "/admin/catalogue", label: "Catalogue" });
  });

  it("admits a live session in its middleware, for the routes below to read", async () => {
    const { get, context, signedIn } = bed;
    const sales = await signedIn("sales");
    const request = get("/admin/leads/x", sales);
    const routerContext = context();
    let reached = false;
    await admit(routeArgs(request, routerContext) as never, async () => {
      reached = true;
      return new Response("page");
    });
    expect(reached).toBe(true);
    expect(routerContext.get(signedInStaffContext)).toMatchObject({ staffId: sales.staffId, role: "sales" });
  });

  it("sends a visitor without a session to sign in, and refuses a post without the CSRF token (403)", async () => {
    const { get, post, context, signedIn } = bed;
    const anonymous = await answerOf(
      admit(routeArgs(get("/admin/staff"), context()) as never, async () => new Response()),
    );
    expect(anonymous).toMatchObject({ status: 302, location: "/admin/login?next=%2Fadmin%2Fstaff" });
    const owner = await signedIn("owner");
    const forged = post("/admin/staff", { intent: "invite" }, owner, { csrf: false });
    const refused = await answerOf(admit(routeArgs(forged, context()) as never, async () => new Response()));
    expect(refused.status).toBe(403);
    const crossSite = new Request(`${SITE}/admin/staff`, {
      method: "POST",
      headers: {
        Cookie: owner.cookie,
        Origin: "https://evil.example",
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({ csrf: owner.csrf }),
    });
    expect((await answerOf(admit(routeArgs(crossSite, context()) as never, async () => new Response()))).status).toBe(
      403,
    );
  });
});
