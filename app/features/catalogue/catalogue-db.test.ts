// The catalogue in the database (migration 0015) on SQLite, and on PostgreSQL
// when TEST_DATABASE_URL is set: the migration imports the seed with
// the spec's numbers, the database source loads exactly the seed, and drafts,
// publishing, hide/show and the audit log behave as the editor relies on.
import { describe, expect, it } from "vitest";
import { seedCatalogue } from "#app/features/catalogue/content/seed-catalogue.server.ts";
import type { Product } from "#app/features/site/index.ts";
import { checkRecord } from "#app/features/catalogue/editor/catalogue-checks.ts";
import { DatabaseCatalogueSource } from "#app/features/catalogue/database-source.server.ts";
import { hirePriceOf, withHirePrice } from "#app/features/catalogue/hire-prices.server.ts";
import type { AppDatabase } from "#app/platform/db/database.server.ts";
import {
  findDraft,
  listCatalogueAudit,
  moveItem,
  publishDraft,
  saveDraft,
  setItemHidden,
} from "#app/features/catalogue/catalogue-db.server.ts";
import {
  catalogueDataOf,
  publishedRevision,
  readStoredCatalogue,
} from "#app/features/catalogue/catalogue-records.server.ts";
import { catalogueSeed0015 } from "#app/platform/db/migrations/0015-catalogue-seed.server.ts";
import { runnableBackends, freshDatabasePerTest } from "#app/platform/db/test-support.server.ts";

const T0 = new Date("2026-11-26T08:45:00.000Z");
const T1 = new Date("2026-11-26T09:00:00.000Z");
const EDITOR = "naledi@sandtonsoundhire.co.za";

it("the seed as tests and the build read it keeps every field of the migration's frozen copy", () => {
  expect(JSON.parse(JSON.stringify(catalogueSeed0015))).toEqual(JSON.parse(JSON.stringify(seedCatalogue)));
});

describe.each(runnableBackends("catalogue"))("the catalogue on $name", (backend) => {
  let database: AppDatabase;
  freshDatabasePerTest(backend, (opened) => ({ database } = opened));

  const source = () => new DatabaseCatalogueSource(database.db);
  const product = (data: { products: readonly Product[] }, id: string) => data.products.find((item) => item.id === id)!;

  it("imports the seed: the loaded catalogue equals it, at revision 1", async () => {
    expect(await source().revision()).toBe("1");
    const loaded = await source().load();
    expect(loaded).toEqual(seedCatalogue);
  });

  it("keeps the spec's numbers: 15 products, 14 categories, 4 personnel, 5 bundles, 4 add-ons, 3 promotions", async () => {
    const loaded = await source().load();
    expect(loaded.products).toHaveLength(15);
    expect(loaded.productCategories).toHaveLength(14);
    expect(loaded.personnel).toHaveLength(4);
    expect(loaded.bundles).toHaveLength(5);
    expect(loaded.addOns).toHaveLength(4);
    expect(loaded.promotions).toHaveLength(3);
    expect(loaded.products.map((item) => item.costPrice)).toEqual([
      7500, 5400, 7500, 12500, 9000, 350, 350, 350, 1250, 11000, 850, 250, 250, 1800, 245,
    ]);
    expect(loaded.products.slice(0, 2).map((item) => item.capacity)).toEqual([50, 75]);
    expect(loaded.personnel.map((item) => [item.id, item.costPrice, item.hourlyRate])).toEqual([
      ["setup-technician", 1500, true],
      ["teardown-technician", 1500, true],
      ["sound-engineer", 2500, true],
      ["site-assessment", 3000, false],
    ]);
    expect(loaded.bundles.map((item) => [item.costPrice, item.capacity])).toEqual([
      [10000, 50],
      [8000, 80],
      [11000, 150],
      [6400, undefined],
      [18000, 200],
    ]);
    expect(loaded.addOns.map((item) => [item.costPrice, item.discountPercentage])).toEqual([
      [4400, 0.05],
      [6200, 0.08],
      [2500, undefined],
      [4000, undefined],
    ]);
    expect(loaded.promotions.map((item) => item.discountPercentage)).toEqual([0.15, 0.1, 0.12]);
    // Hire prices as the spec's rule gives them: R7,500 → R375 (5%), R1,250 → R125 (10%).
    expect(hirePriceOf("product", product(loaded, "powered-speaker-12-premium"))).toBe(375);
    expect(hirePriceOf("product", product(loaded, "wireless-handheld-microphone"))).toBe(125);
    // The Sound Engineer add-on is one hour of the engineer: R2,500 (decision 041).
    const engineerAddOn = loaded.addOns.find((item) => item.id === "sound-engineer-add-on")!;
    expect(withHirePrice("add-on", engineerAddOn).hirePrice).toBe(2500);
  });

  it("publishes a saved draft: the change, its audit row and a new revision together; the draft is gone", async () => {
    const speaker = product(await source().load(), "powered-speaker-12-premium");
    const edited: Product = {
      ...speaker,
      description: `${speaker.description} Ideal for a boardroom launch.`,
      hirePriceOverrideCents: 42_000,
    };
    await saveDraft(database.db, {
      kind: "product",
      itemId: speaker.id,
      isNew: false,
      record: edited,
      staffEmail: EDITOR,
      now: T0,
    });
    // A draft changes nothing public.
    expect(await source().revision()).toBe("1");
    expect(product(await source().load(), speaker.id)).toEqual(speaker);

    const published = await publishDraft(database.db, {
      kind: "product",
      itemId: speaker.id,
      staffEmail: EDITOR,
      now: T1,
    });
    expect(published).toEqual({ status: "published", revision: 2, action: "updated" });
    expect(await publishedRevision(database.db)).toBe(2);
    expect(await findDraft(database.db, "product", speaker.id)).toBeUndefined();

    const loaded = await source().load();
    expect(product(loaded, speaker.id)).toEqual(edited);
    expect(hirePriceOf("product", product(loaded, speaker.id))).toBe(420);
    // Everything else is as it was, in the same order.
    expect(loaded.products.map((item) => item.id)).toEqual(seedCatalogue.products.map((item) => item.id));

    const [entry] = await listCatalogueAudit(database.db);
    expect(entry).toMatchObject({
      kind: "product",
      itemId: speaker.id,
      action: "updated",
      staffEmail: EDITOR,
      createdAt: T1.toISOString(),
      revision: 2,
    });
    expect(entry?.changed.sort()).toEqual(["description", "hirePriceOverrideCents"]);
    expect(entry?.before).toEqual({ ...speaker, hidden: false });
    expect(entry?.after).toEqual({ ...edited, hidden: false });
    expect(
      await publishDraft(database.db, { kind: "product", itemId: speaker.id, staffEmail: EDITOR, now: T1 }),
    ).toEqual({
      status: "no_draft",
    });
  });

  it("clears a staff price: the rule's price comes back", async () => {
    const speaker = product(await source().load(), "powered-speaker-12-premium");
    for (const [record, at] of [
      [{ ...speaker, hirePriceOverrideCents: 42_000 }, T0],
      [speaker, T1],
    ] as const) {
      await saveDraft(database.db, {
        kind: "product",
        itemId: speaker.id,
        isNew: false,
        record,
        staffEmail: EDITOR,
        now: at,
      });
      await publishDraft(database.db, { kind: "product", itemId: speaker.id, staffEmail: EDITOR, now: at });
    }
    const loaded = product(await source().load(), speaker.id);
    expect(loaded).not.toHaveProperty("hirePriceOverrideCents");
    expect(hirePriceOf("product", loaded)).toBe(375);
  });

  it("adds a new item with a new slug at the end of its list, with contents that refer to existing items", async () => {
    const seed = await source().load();
    const bundle = {
      id: "garden-party-sound",
      name: "Garden Party Sound",
      description:
        "Two standard 12-inch powered speakers, an 18-inch subwoofer and a wireless microphone for a garden party of up to 75 guests, with cable ramps over every path.",
      image: "bundle-dj-starter-kit",
      costPrice: 9000,
      type: "party",
      capacity: 75,
      popularity: 50,
      items: [
        { productId: "powered-speaker-12-standard", quantity: 2 },
        { productId: "subwoofer-18-active", quantity: 1 },
      ],
      keyFeatures: [
        "Two standard 12-inch powered speakers",
        "One 18-inch active subwoofer",
        "Cable ramps for garden paths",
        "Set up and tested before guests arrive",
      ],
    };
    const checked = checkRecord("bundle", bundle, seed, { isNew: true });
    if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
    await saveDraft(database.db, {
      kind: "bundle",
      itemId: bundle.id,
      isNew: true,
      record: checked.record,
      staffEmail: EDITOR,
      now: T0,
    });
    expect(
      await publishDraft(database.db, { kind: "bundle", itemId: bundle.id, staffEmail: EDITOR, now: T1 }),
    ).toMatchObject({
      status: "published",
      action: "created",
    });
    const loaded = await source().load();
    expect(loaded.bundles.map((item) => item.id)).toEqual([
      ...seed.bundles.map((item) => item.id),
      "garden-party-sound",
    ]);
    expect(loaded.bundles.at(-1)).toEqual(bundle);
    const [entry] = await listCatalogueAudit(database.db, { kind: "bundle", itemId: bundle.id });
    expect(entry?.before).toBeNull();
    // The same id again is refused as a new item.
    expect(checkRecord("bundle", bundle, loaded, { isNew: true })).toMatchObject({
      ok: false,
      errors: { id: 'Id (web address): another bundle already has the id "garden-party-sound".' },
    });
  });

  it("hides an item from the public catalogue without deleting it, and shows it again, each audited", async () => {
    expect(
      await setItemHidden(database.db, {
        kind: "product",
        itemId: "fog-machine",
        hidden: true,
        staffEmail: EDITOR,
        now: T0,
      }),
    ).toEqual({ status: "changed", revision: 2 });
    expect((await source().load()).products.map((item) => item.id)).not.toContain("fog-machine");
    const stored = await readStoredCatalogue(database.db);
    expect(stored.product.find((item) => item.record.id === "fog-machine")?.hidden).toBe(true);
    expect(catalogueDataOf(stored, { includeHidden: true }).products).toHaveLength(15);
    expect(
      await setItemHidden(database.db, {
        kind: "product",
        itemId: "fog-machine",
        hidden: true,
        staffEmail: EDITOR,
        now: T0,
      }),
    ).toEqual({ status: "unchanged" });

    await setItemHidden(database.db, {
      kind: "product",
      itemId: "fog-machine",
      hidden: false,
      staffEmail: EDITOR,
      now: T1,
    });
    expect(await source().load()).toEqual(seedCatalogue);
    const audit = await listCatalogueAudit(database.db);
    expect(audit.map((entry) => [entry.action, entry.changed, entry.revision])).toEqual([
      ["shown", ["hidden"], 3],
      ["hidden", ["hidden"], 2],
    ]);
  });

  it("moves an item one place up or down its list, published and audited; the ends stay put", async () => {
    const ids = seedCatalogue.bundles.map((bundle) => bundle.id);
    expect(
      await moveItem(database.db, { kind: "bundle", itemId: ids[2]!, direction: "up", staffEmail: EDITOR, now: T0 }),
    ).toEqual({ status: "moved", revision: 2 });
    expect((await source().load()).bundles.map((bundle) => bundle.id)).toEqual([
      ids[0],
      ids[2],
      ids[1],
      ids[3],
      ids[4],
    ]);
    expect(
      await moveItem(database.db, { kind: "bundle", itemId: ids[0]!, direction: "up", staffEmail: EDITOR, now: T1 }),
    ).toEqual({ status: "unchanged" });
    const [entry] = await listCatalogueAudit(database.db);
    expect(entry).toMatchObject({ action: "moved", changed: ["position"], revision: 2 });
    expect([entry?.before?.position, entry?.after.position]).toEqual([3, 2]);
  });

  it("rolls back together: a publish that fails leaves the revision, the record and the draft as they were", async () => {
    // A bundle whose draft names a product that does not exist breaks the contents' foreign key mid-publish.
    const bundle = (await source().load()).bundles[0]!;
    const broken = { ...bundle, items: [{ productId: "no-such-product", quantity: 1 }] };
    await saveDraft(database.db, {
      kind: "bundle",
      itemId: bundle.id,
      isNew: false,
      record: broken,
      staffEmail: EDITOR,
      now: T0,
    });
    await expect(
      publishDraft(database.db, { kind: "bundle", itemId: bundle.id, staffEmail: EDITOR, now: T1 }),
    ).rejects.toThrow();
    expect(await publishedRevision(database.db)).toBe(1);
    expect(await source().load()).toEqual(seedCatalogue);
    expect(await findDraft(database.db, "bundle", bundle.id)).toBeDefined();
    expect(await listCatalogueAudit(database.db)).toEqual([]);
  });

  it("migrates down and up again", async () => {
    const { Migrator } = await import("kysely/migration");
    const { migrationProvider } = await import("#app/platform/db/migrations/index.server.ts");
    const migrator = new Migrator({ db: database.db, provider: migrationProvider });
    const down = await migrator.migrateTo("0012-staff-accounts");
    expect(down.error).toBeUndefined();
    const up = await migrator.migrateToLatest();
    expect(up.error).toBeUndefined();
    expect(await source().load()).toEqual(seedCatalogue);
  });
});
