// The editor's form → record step and its checks: the content schemas' rules
// in words that name the field, prices typed in rand kept as whole cents, and
// references to other items that must exist.
import { describe, expect, it } from "vitest";
import { seedCatalogue } from "#app/features/catalogue/content/seed-catalogue.server.ts";
import {
  centsToRandText,
  changedFields,
  fractionToPercentText,
  randTextToCents,
  recordFromForm,
} from "#app/features/catalogue/editor/catalogue-editing.ts";
import { checkRecord } from "#app/features/catalogue/editor/catalogue-checks.ts";

const speaker = seedCatalogue.products.find((product) => product.id === "powered-speaker-12-premium")!;

function formOf(fields: Record<string, string | string[]>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields))
    for (const entry of Array.isArray(value) ? value : [value]) form.append(name, entry);
  return form;
}

const speakerForm = (changes: Record<string, string | string[]> = {}) =>
  formOf({
    id: speaker.id,
    name: speaker.name,
    description: speaker.description,
    image: speaker.image,
    categories: [...speaker.categories],
    type: speaker.type,
    capacity: String(speaker.capacity),
    costPrice: String(speaker.costPrice),
    hirePriceOverrideCents: "",
    keyFeatures: speaker.keyFeatures.join("\n"),
    ...changes,
  });

describe("recordFromForm and checkRecord", () => {
  it("reads the unchanged form back as the seed's record exactly", () => {
    const record = recordFromForm("product", speakerForm());
    expect(record).toEqual(speaker);
    expect(checkRecord("product", record, seedCatalogue, { isNew: false })).toEqual({ ok: true, record: speaker });
  });

  it("keeps a hire price typed in rand as whole cents, and an empty one as the rule", () => {
    expect(
      recordFromForm("product", speakerForm({ hirePriceOverrideCents: "R 1,420.50" })).hirePriceOverrideCents,
    ).toBe(142_050);
    expect(randTextToCents("420")).toBe(42_000);
    expect(randTextToCents("420.5")).toBe(42_050);
    expect(randTextToCents("4.205")).toBeNaN();
    expect(randTextToCents("")).toBeUndefined();
    expect(centsToRandText(250_000)).toBe("2500.00");
    expect(fractionToPercentText(0.15)).toBe("15");
  });

  it("names the field and the rule in each message", () => {
    const checked = checkRecord(
      "product",
      recordFromForm(
        "product",
        speakerForm({
          description: "Too short.",
          costPrice: "lots",
          hirePriceOverrideCents: "4.205",
          keyFeatures: "Loud",
        }),
      ),
      seedCatalogue,
      { isNew: false },
    );
    expect(checked).toEqual({
      ok: false,
      errors: {
        description: "Description: at least 120 characters.",
        costPrice: "Cost price (rand): enter a number.",
        hirePriceOverrideCents: "Hire price set by staff (rand): enter a number.",
        keyFeatures: "Key features, line 1: at least 10 characters.",
      },
    });
  });

  it("refuses a new id that is not a slug, or one another item of the kind has", () => {
    const bad = checkRecord("product", recordFromForm("product", speakerForm({ id: "New Speaker!" })), seedCatalogue, {
      isNew: true,
    });
    expect(bad).toEqual({
      ok: false,
      errors: { id: "Id (web address): lower-case letters, digits and single hyphens only." },
    });
    const taken = checkRecord("product", recordFromForm("product", speakerForm()), seedCatalogue, { isNew: true });
    expect(taken).toMatchObject({
      ok: false,
      errors: { id: 'Id (web address): another product already has the id "powered-speaker-12-premium".' },
    });
  });

  it("reads bundle contents row by row and refuses products that do not exist or repeat", () => {
    const bundle = seedCatalogue.bundles[0]!;
    const form = formOf({
      id: bundle.id,
      name: bundle.name,
      description: bundle.description,
      image: bundle.image,
      type: bundle.type,
      capacity: String(bundle.capacity),
      popularity: String(bundle.popularity),
      costPrice: String(bundle.costPrice),
      keyFeatures: bundle.keyFeatures.join("\n"),
      "items.0.id": "powered-speaker-12-premium",
      "items.0.quantity": "2",
      "items.1.id": "",
      "items.1.quantity": "1",
      "items.2.id": "no-such-speaker",
      "items.2.quantity": "1",
      "items.3.id": "powered-speaker-12-premium",
      "items.3.quantity": "1",
    });
    const record = recordFromForm("bundle", form);
    expect(record.items).toEqual([
      { productId: "powered-speaker-12-premium", quantity: 2 },
      { productId: "no-such-speaker", quantity: 1 },
      { productId: "powered-speaker-12-premium", quantity: 1 },
    ]);
    expect(checkRecord("bundle", record, seedCatalogue, { isNew: false })).toEqual({
      ok: false,
      errors: {
        "items.1": "Contents, row 2: choose an existing product.",
        "items.2": "Contents, row 3: this item is already listed; change its quantity instead.",
      },
    });
  });

  it("reads a promotion's items as type and id, and its discount as a percentage", () => {
    const promotion = seedCatalogue.promotions[0]!;
    const record = recordFromForm(
      "promotion",
      formOf({
        id: promotion.id,
        name: promotion.name,
        description: promotion.description,
        image: promotion.image,
        category: promotion.category,
        capacity: String(promotion.capacity),
        costPrice: String(promotion.costPrice),
        discountPercentage: "15",
        "items.0.id": "product:powered-speaker-12-premium",
        "items.0.quantity": "2",
        "items.1.id": "product:subwoofer-18-active",
        "items.1.quantity": "1",
      }),
    );
    expect(record).toEqual(promotion);
    expect(checkRecord("promotion", { ...record, discountPercentage: 1.5 }, seedCatalogue, { isNew: false })).toEqual({
      ok: false,
      errors: { discountPercentage: "Discount (%): must be less than 1." },
    });
  });

  it("lists the fields a change touched", () => {
    expect(changedFields(speaker, { ...speaker, hirePriceOverrideCents: 42_000 })).toEqual(["hirePriceOverrideCents"]);
    expect(changedFields(null, speaker)).toEqual(Object.keys(speaker));
  });
});
