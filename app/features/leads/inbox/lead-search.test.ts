import { describe, expect, it } from "vitest";
import { PHONE_PUNCTUATION, phoneSearchDigits } from "#app/features/leads/inbox/lead-search.ts";

describe("phoneSearchDigits", () => {
  it("finds a national number in both forms", () => {
    expect(phoneSearchDigits("082 555 0123")).toEqual(["0825550123", "27825550123"]);
    expect(phoneSearchDigits("0825550123")).toEqual(["0825550123", "27825550123"]);
    expect(phoneSearchDigits("(082) 555-0123")).toEqual(["0825550123", "27825550123"]);
  });

  it("finds an international number in both forms", () => {
    expect(phoneSearchDigits("+27 82 555 0123")).toEqual(["27825550123", "0825550123"]);
    expect(phoneSearchDigits("+27 82 555 0123")).toContain("0825550123");
    expect(phoneSearchDigits("27.82.555.0123")).toContain("0825550123");
  });

  it("searches a fragment of digits as it is", () => {
    expect(phoneSearchDigits("555")).toEqual(["555"]);
    expect(phoneSearchDigits("555 0123")).toEqual(["5550123"]);
    expect(phoneSearchDigits("082")).toEqual(["082"]);
    expect(phoneSearchDigits("2782")).toEqual(["2782"]);
  });

  it("adds the other form once a prefix is long enough to mean it", () => {
    expect(phoneSearchDigits("0825")).toEqual(["0825", "27825"]);
    expect(phoneSearchDigits("27825")).toEqual(["27825", "0825"]);
  });

  it("finds nothing for a term that is not phone-like", () => {
    expect(phoneSearchDigits("Studio 5")).toEqual([]);
    expect(phoneSearchDigits("thandi@example.co.za")).toEqual([]);
    expect(phoneSearchDigits("Q-261121-K7PX")).toEqual([]);
  });

  it("finds nothing for fewer than three digits", () => {
    expect(phoneSearchDigits("12")).toEqual([]);
    expect(phoneSearchDigits("+ 1 2")).toEqual([]);
    expect(phoneSearchDigits("   ")).toEqual([]);
    expect(phoneSearchDigits("")).toEqual([]);
  });
});

describe("PHONE_PUNCTUATION", () => {
  it("covers every separator phoneSearchDigits accepts", () => {
    const formatted = "+27 (82) 555-01.23/4";
    const stripped = PHONE_PUNCTUATION.reduce((value, char) => value.split(char).join(""), formatted);
    expect(stripped).toBe("278255501234");
  });
});
