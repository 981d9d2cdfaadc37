import { describe, expect, it } from "vitest";
import {
  QUOTE_EVENT_FIELDS,
  isEmptyQuoteEvent,
  parseStoredQuoteEvent,
  quoteEventValues,
  serializeQuoteEvent,
} from "#app/features/quotes/request/quote-event-fields.ts";

describe("the event fields kept in the browser", () => {
  it("reads back what was kept", () => {
    const values = quoteEventValues({ eventDate: "2026-12-12", venue: "Summer Place, Hyde Park", guests: "120" });
    expect(parseStoredQuoteEvent(serializeQuoteEvent(values))).toEqual(values);
  });

  it("reads nothing kept, text that is not JSON and unknown or overlong fields as empty fields", () => {
    const empty = Object.fromEntries(QUOTE_EVENT_FIELDS.map((field) => [field, ""]));
    expect(parseStoredQuoteEvent(null)).toEqual(empty);
    expect(parseStoredQuoteEvent("{not json")).toEqual(empty);
    expect(parseStoredQuoteEvent("[1,2]")).toEqual(empty);
    expect(parseStoredQuoteEvent(JSON.stringify({ venue: "x".repeat(301), colour: "red", guests: 80 }))).toEqual(empty);
  });

  it("knows an event with nothing filled in from one with a single field", () => {
    expect(isEmptyQuoteEvent(parseStoredQuoteEvent(null))).toBe(true);
    expect(isEmptyQuoteEvent(quoteEventValues({ deliveryZone: "sandton" }))).toBe(false);
  });
});
