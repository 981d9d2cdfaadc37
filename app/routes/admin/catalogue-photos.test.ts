// /admin/catalogue/photos against a real database: every item that may have
// photos, with their count, for owners and editors only.
import { describe, expect, it } from "vitest";
import { seedCatalogue } from "#app/features/catalogue/content/seed-catalogue.server.ts";
import type { PhotoOverviewPageData } from "#app/features/catalogue/photos/photo-pages.server.ts";
import { ROLE_REFUSED_MESSAGE } from "#app/features/staff/require-staff.server.ts";
import { answerOf, dataOf, routeArgs, staffRouteTestbed } from "#app/routes/admin/staff-route.test-support.tsx";
import { loader } from "#app/routes/admin/catalogue-photos.tsx";

const bed = staffRouteTestbed();

describe("/admin/catalogue/photos", () => {
  it("lists every item that may have photos by kind, with how many each has", async () => {
    const { get, context, signedIn } = bed;
    const answer = await answerOf(
      loader(routeArgs(get("/admin/catalogue/photos", await signedIn("owner")), context())),
    );
    const groups = dataOf<PhotoOverviewPageData>(answer).groups;
    expect(groups.map((group) => [group.kind, group.label])).toEqual([
      ["product", expect.any(String)],
      ["bundle", expect.any(String)],
      ["personnel", expect.any(String)],
      ["add-on", expect.any(String)],
    ]);
    const speaker = seedCatalogue.products[0]!;
    expect(groups[0]?.items.find((item) => item.id === speaker.id)).toMatchObject({ name: speaker.name, photos: 0 });
    expect(groups[0]?.items).toHaveLength(seedCatalogue.products.length);
  });

  it("refuses sales (403)", async () => {
    const { get, context, signedIn } = bed;
    const answer = await answerOf(
      loader(routeArgs(get("/admin/catalogue/photos", await signedIn("sales")), context())),
    );
    expect(answer).toMatchObject({ status: 403, data: ROLE_REFUSED_MESSAGE });
  });
});
