// /admin/catalogue/audit against a real database: for the catalogue's
// editors only, empty after the import, and a published change in it.
import { describe, expect, it } from "vitest";
import { AUDIT_LOG_SHOWN, type AuditLogPageData } from "#app/features/catalogue/editor/audit-log-page.server.ts";
import { setItemHidden } from "#app/features/catalogue/editor/editor.server.ts";
import { seedCatalogue } from "#app/features/catalogue/content/seed-catalogue.server.ts";
import { answerOf, dataOf, routeArgs, staffRouteTestbed } from "#app/routes/admin/staff-route.test-support.tsx";
import { loader } from "#app/routes/admin/catalogue-audit.tsx";

const bed = staffRouteTestbed();

describe("/admin/catalogue/audit", () => {
  it("refuses sales (403)", async () => {
    const { get, context, signedIn } = bed;
    const answer = await answerOf(loader(routeArgs(get("/admin/catalogue/audit", await signedIn("sales")), context())));
    expect(answer.status).toBe(403);
  });

  it("is empty after the import, then lists a published change with who made it", async () => {
    const { get, context, signedIn, database } = bed;
    const editor = await signedIn("editor");
    const empty = dataOf<AuditLogPageData>(
      await answerOf(loader(routeArgs(get("/admin/catalogue/audit", editor), context()))),
    );
    expect(empty).toEqual({ entries: [], shown: AUDIT_LOG_SHOWN });

    const product = seedCatalogue.products[0]!;
    await setItemHidden(database.db, {
      kind: "product",
      itemId: product.id,
      hidden: true,
      staffEmail: editor.email,
      now: new Date("2026-11-20T08:00:00Z"),
    });
    const answer = await answerOf(loader(routeArgs(get("/admin/catalogue/audit", editor), context())));
    expect(answer.status).toBe(200);
    const [entry] = dataOf<AuditLogPageData>(answer).entries;
    expect(entry).toMatchObject({
      action: "Hidden",
      kindTitle: "Product",
      itemId: product.id,
      name: product.name,
      who: editor.email,
      changes: [{ field: "Hidden or shown", before: "Shown", after: "Hidden" }],
    });
  });
});
