// /admin/logout: a POST with the session's CSRF token ends the session; a GET
// changes nothing and goes back to the inbox.
import { describe, expect, it } from "vitest";
import { action, loader } from "#app/routes/admin/logout.ts";
import { answerOf, routeArgs, staffRouteTestbed } from "#app/routes/admin/staff-route.test-support.tsx";

const bed = staffRouteTestbed();

async function sessionsOf(staffId: string): Promise<number> {
  const rows = await bed.database.db.selectFrom("staff_sessions").where("staff_id", "=", staffId).selectAll().execute();
  return rows.length;
}

describe("/admin/logout", () => {
  it("sends a GET back to the inbox without signing out", async () => {
    const { get, context, signedIn } = bed;
    const sales = await signedIn("sales");
    const answer = await answerOf(loader(routeArgs(get("/admin/logout", sales), context())));
    expect(answer).toMatchObject({ status: 302, location: "/admin" });
    expect(await sessionsOf(sales.staffId)).toBe(1);
  });

  it("signs out on a POST with the session's token: the session is gone and its cookie cleared", async () => {
    const { post, context, signedIn } = bed;
    const editor = await signedIn("editor");
    const answer = await answerOf(action(routeArgs(post("/admin/logout", {}, editor), context())));
    expect(answer).toMatchObject({ status: 302, location: "/admin/login?signed_out=1" });
    expect(answer.headers.get("Set-Cookie")).toMatch(/Max-Age=0/i);
    expect(await sessionsOf(editor.staffId)).toBe(0);
  });

  it("refuses a POST without the session's CSRF token (403) and keeps the session", async () => {
    const { post, context, signedIn } = bed;
    const owner = await signedIn("owner");
    const answer = await answerOf(action(routeArgs(post("/admin/logout", {}, owner, { csrf: false }), context())));
    expect(answer.status).toBe(403);
    expect(await sessionsOf(owner.staffId)).toBe(1);
  });

  it("sends a visitor who is not signed in to sign in", async () => {
    const { get, context } = bed;
    const answer = await answerOf(loader(routeArgs(get("/admin/logout"), context())));
    expect(answer).toMatchObject({ status: 302, location: "/admin/login?next=%2Fadmin%2Flogout" });
  });
});
