import { describe, expect, it } from "vitest";
import { seedCatalogue } from "#app/features/catalogue/content/seed-catalogue.server.ts";
import {
  type Booking,
  LIMITED_AVAILABILITY_TEXT,
  availabilityOver,
  daysOut,
  earliestOverlappingEventDate,
  hireDayRange,
  holdIsActive,
  latestOverlappingEventDate,
  overbookedWarning,
  publicAvailability,
  rangesOverlap,
  stockKey,
  unitsOf,
} from "#app/features/catalogue/availability.ts";
import { publiclyAvailableUnits } from "#app/features/catalogue/public-availability.ts";

const PREMIUM = stockKey("product", "powered-speaker-12-premium");
const STANDARD = stockKey("product", "powered-speaker-12-standard");
const MIXER = stockKey("product", "mixer-16-channel");
const ENGINEER = stockKey("personnel", "sound-engineer");

// Saturday, 12 December 2026 in Johannesburg: a wedding in peak season.
const SATURDAY = "2026-12-12";

function booking(quoteNumber: string, eventDate: string, lines: Booking["lines"], endDate?: string): Booking {
  return { quoteNumber, daysOut: daysOut({ eventDate, endDate })!, lines };
}

describe("the days a hire keeps equipment out", () => {
  it("runs from the day before the first day to the day after the last", () => {
    expect(hireDayRange({ eventDate: SATURDAY })).toEqual({ first: SATURDAY, last: SATURDAY });
    expect(daysOut({ eventDate: SATURDAY })).toEqual({ first: "2026-12-11", last: "2026-12-13" });
    expect(daysOut({ eventDate: "2026-12-30", endDate: "2027-01-02" })).toEqual({
      first: "2026-12-29",
      last: "2027-01-03",
    });
  });

  it("has no days without a real event date, and ignores a last day before the first", () => {
    expect(daysOut({})).toBeUndefined();
    expect(daysOut({ eventDate: "2026-02-30" })).toBeUndefined();
    expect(hireDayRange({ eventDate: SATURDAY, endDate: "2026-12-01" })).toEqual({ first: SATURDAY, last: SATURDAY });
  });

  it("makes a Friday-out for a Saturday event clash with a Friday event, but not with a Wednesday one", () => {
    const saturday = daysOut({ eventDate: SATURDAY })!;
    expect(rangesOverlap(saturday, hireDayRange({ eventDate: "2026-12-11" })!)).toBe(true);
    // Wednesday's gear is back on Thursday; Saturday's leaves on Friday.
    expect(rangesOverlap(saturday, daysOut({ eventDate: "2026-12-09" })!)).toBe(false);
    // A Thursday event's gear comes back on Friday, the day Saturday's goes out.
    expect(rangesOverlap(saturday, daysOut({ eventDate: "2026-12-10" })!)).toBe(true);
  });

  it("bounds the event dates a query must read: the longest hire and both turnarounds", () => {
    const saturday = daysOut({ eventDate: SATURDAY })!;
    // The longest hire (30 days) starting here ends on 10 December and comes back on Friday the 11th.
    const earliest = earliestOverlappingEventDate(saturday);
    expect(earliest).toBe("2026-11-11");
    expect(rangesOverlap(saturday, daysOut({ eventDate: earliest, endDate: "2026-12-10" })!)).toBe(true);
    expect(rangesOverlap(saturday, daysOut({ eventDate: "2026-11-10", endDate: "2026-12-09" })!)).toBe(false);
    expect(latestOverlappingEventDate(saturday)).toBe("2026-12-14");
    expect(rangesOverlap(saturday, daysOut({ eventDate: "2026-12-15" })!)).toBe(false);
    expect(rangesOverlap(saturday, daysOut({ eventDate: "2026-12-14" })!)).toBe(true);
  });
});

describe("the units a line takes", () => {
  it("counts a product or person as themselves", () => {
    expect(unitsOf([{ type: "product", id: "mixer-16-channel", quantity: 3 }], seedCatalogue)).toEqual(
      new Map([[MIXER, 3]]),
    );
    expect(unitsOf([{ type: "personnel", id: "sound-engineer", quantity: 2 }], seedCatalogue)).toEqual(
      new Map([[ENGINEER, 2]]),
    );
  });

  it("counts a bundle's contents: one Small Corporate Event takes two premium speakers", () => {
    const units = unitsOf([{ type: "bundle", id: "small-corporate-event", quantity: 1 }], seedCatalogue);
    expect(units.get(PREMIUM)).toBe(2);
    expect(units.get(MIXER)).toBe(1);
    expect(unitsOf([{ type: "bundle", id: "small-corporate-event", quantity: 2 }], seedCatalogue).get(PREMIUM)).toBe(4);
  });

  it("follows a promotion into its bundle, and adds lines that share an item", () => {
    const units = unitsOf(
      [
        { type: "promotion", id: "wedding-season-special", quantity: 1 },
        { type: "product", id: "powered-speaker-12-standard", quantity: 1 },
      ],
      seedCatalogue,
    );
    // Wedding Ceremony Sound has two standard speakers; the extra line adds a third.
    expect(units.get(STANDARD)).toBe(3);
    expect(units.get(stockKey("product", "wireless-handheld-microphone"))).toBe(3);
    expect(units.get(ENGINEER)).toBe(1);
  });

  it("reads an add-on's items as products or people", () => {
    expect(unitsOf([{ type: "add-on", id: "sound-engineer-add-on", quantity: 1 }], seedCatalogue)).toEqual(
      new Map([[ENGINEER, 1]]),
    );
    expect(unitsOf([{ type: "add-on", id: "wireless-mic-upgrade", quantity: 1 }], seedCatalogue)).toEqual(
      new Map([[stockKey("product", "wireless-handheld-microphone"), 4]]),
    );
  });

  it("takes nothing for an item the catalogue no longer has", () => {
    expect(unitsOf([{ type: "bundle", id: "retired-bundle", quantity: 1 }], seedCatalogue).size).toBe(0);
  });
});

describe("what is free on a period", () => {
  const owned = new Map([[PREMIUM, 2]]);
  const saturday = hireDayRange({ eventDate: SATURDAY })!;

  it("takes the accepted quote's two speakers off the two owned, and warns a quote asking for four", () => {
    const bookings = [booking("Q-1", SATURDAY, [{ type: "product", id: "powered-speaker-12-premium", quantity: 2 }])];
    const [premium] = availabilityOver(new Map([[PREMIUM, 4]]), saturday, owned, bookings, seedCatalogue);
    expect(premium).toMatchObject({ owned: 2, committed: 2, free: 0, asked: 4, overbooked: true });
    expect(overbookedWarning(premium!)).toBe("Overbooked: 4 asked, 0 free on Saturday, 12 December 2026");
  });

  it("names the tightest day: the spec's Saturday when only it is booked", () => {
    const bookings = [
      booking("Q-1", "2026-12-11", [{ type: "product", id: "powered-speaker-12-premium", quantity: 1 }]),
    ];
    // Asked for Sunday 13th: days out 12th–14th; Friday's booking is back on Saturday the 12th.
    const sunday = hireDayRange({ eventDate: "2026-12-13" })!;
    const [premium] = availabilityOver(
      new Map([[PREMIUM, 4]]),
      sunday,
      new Map([[PREMIUM, 6]]),
      bookings,
      seedCatalogue,
    );
    expect(premium).toMatchObject({ committed: 1, free: 5, tightestDay: SATURDAY, overbooked: false });
    expect(overbookedWarning({ asked: 4, free: 2, tightestDay: SATURDAY })).toBe(
      "Overbooked: 4 asked, 2 free on Saturday, 12 December 2026",
    );
  });

  it("counts bookings per day, so two on different days of a long hire do not add up", () => {
    const week = hireDayRange({ eventDate: "2026-12-07", endDate: "2026-12-18" })!;
    const bookings = [
      booking("Q-1", "2026-12-08", [{ type: "product", id: "powered-speaker-12-premium", quantity: 2 }]),
      booking("Q-2", "2026-12-16", [{ type: "bundle", id: "small-corporate-event", quantity: 1 }]),
    ];
    const [premium] = availabilityOver(new Map([[PREMIUM, 1]]), week, new Map([[PREMIUM, 3]]), bookings, seedCatalogue);
    expect(premium).toMatchObject({ committed: 2, free: 1, overbooked: false });
  });

  it("adds bookings that overlap on the same day, bundles by their contents", () => {
    const bookings = [
      booking("Q-1", SATURDAY, [{ type: "product", id: "powered-speaker-12-premium", quantity: 1 }]),
      booking("Q-2", SATURDAY, [{ type: "bundle", id: "small-corporate-event", quantity: 1 }]),
      booking("Q-3", "2026-12-20", [{ type: "product", id: "powered-speaker-12-premium", quantity: 5 }]),
    ];
    const [premium] = availabilityOver(
      new Map([[PREMIUM, 1]]),
      saturday,
      new Map([[PREMIUM, 4]]),
      bookings,
      seedCatalogue,
    );
    expect(premium).toMatchObject({ committed: 3, free: 1, overbooked: false });
  });

  it("never warns about an item whose quantity owned is not set: not tracked is not zero", () => {
    const bookings = [booking("Q-1", SATURDAY, [{ type: "product", id: "mixer-16-channel", quantity: 5 }])];
    const [mixer] = availabilityOver(new Map([[MIXER, 9]]), saturday, new Map(), bookings, seedCatalogue);
    expect(mixer).toMatchObject({ owned: undefined, free: undefined, committed: 5, overbooked: false });
  });

  it("tells the public only available or limited, per line", () => {
    const bookings = [booking("Q-1", SATURDAY, [{ type: "product", id: "powered-speaker-12-premium", quantity: 2 }])];
    const lines = [
      { type: "bundle" as const, id: "small-corporate-event", quantity: 1 },
      { type: "product" as const, id: "mixer-16-channel", quantity: 1 },
    ];
    const items = availabilityOver(unitsOf(lines, seedCatalogue), saturday, owned, bookings, seedCatalogue);
    const byKey = new Map(items.map((item) => [item.key, item]));
    expect(lines.map((line) => publicAvailability(line, byKey, seedCatalogue))).toEqual(["limited", "available"]);
    expect(LIMITED_AVAILABILITY_TEXT).toBe("Limited availability on your date");
  });
});

describe("the public answer (issue 32)", () => {
  it("promises the largest power of two not above the free count", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 15, 16, 31].map(publiclyAvailableUnits)).toEqual([
      0, 1, 2, 2, 4, 4, 4, 4, 8, 8, 16, 16,
    ]);
    expect(publiclyAvailableUnits(-1)).toBe(0);
  });

  it("answers quantities 1 to 10 alike for every free count in a band: probing never finds the count", () => {
    const line = (quantity: number) => ({ type: "product" as const, id: "powered-speaker-12-premium", quantity });
    const saturday = hireDayRange({ eventDate: SATURDAY })!;
    const answersWhenOwned = (count: number) =>
      Array.from({ length: 10 }, (_, index) => {
        const asked = unitsOf([line(index + 1)], seedCatalogue);
        const items = availabilityOver(asked, saturday, new Map([[PREMIUM, count]]), [], seedCatalogue);
        return publicAvailability(line(index + 1), new Map(items.map((item) => [item.key, item])), seedCatalogue);
      });
    for (const band of [
      [4, 5, 6, 7],
      [8, 9, 10, 11, 12, 13, 14, 15],
    ]) {
      const answers = band.map(answersWhenOwned);
      for (const answer of answers) expect(answer).toEqual(answers[0]);
    }
    expect(answersWhenOwned(7).filter((answer) => answer === "available")).toHaveLength(4);
  });
});

describe("holds", () => {
  it("count through their last day in Johannesburg, and not once released", () => {
    expect(holdIsActive({ heldUntil: SATURDAY, releasedAt: null }, "2026-12-12")).toBe(true);
    expect(holdIsActive({ heldUntil: SATURDAY, releasedAt: null }, "2026-12-13")).toBe(false);
    expect(holdIsActive({ heldUntil: SATURDAY, releasedAt: "2026-12-01T08:00:00.000Z" }, "2026-12-02")).toBe(false);
  });
});
