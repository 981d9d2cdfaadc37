import { describe, expect, it } from "vitest";
import { business } from "#app/platform/business.ts";
import { companyWhatsAppLink, southAfricanMobile, whatsAppLink, whatsAppMessages } from "#app/platform/whatsapp.ts";

describe("WhatsApp click-to-chat links", () => {
  it("puts the number's digits in the path and the message, encoded, in text", () => {
    expect(whatsAppLink("+27 82 555 0101", "Hi, I'd like to hire the 12\" speaker & mic?")).toBe(
      "https://wa.me/27825550101?text=Hi%2C%20I'd%20like%20to%20hire%20the%2012%22%20speaker%20%26%20mic%3F",
    );
  });

  it("goes to the company's number from the business facts", () => {
    const link = new URL(companyWhatsAppLink("Hello"));
    expect(link.origin).toBe("https://wa.me");
    expect(link.pathname).toBe(`/${business.whatsapp.replace("+", "")}`);
    expect(link.searchParams.get("text")).toBe("Hello");
  });

  it("words the prefilled messages as the issue gives them", () => {
    expect(whatsAppMessages.hire("Premium 12-Inch Powered Speaker")).toBe(
      "Hi, I'd like to hire the Premium 12-Inch Powered Speaker.",
    );
    expect(whatsAppMessages.quote("Q-261212-K7PX", "2026-12-12")).toBe("Hi, my quote Q-261212-K7PX for 12 December.");
    expect(whatsAppMessages.quote("Q-261212-K7PX")).toBe("Hi, my quote Q-261212-K7PX.");
    // Not a calendar date: left out rather than guessed.
    expect(whatsAppMessages.quote("Q-1", "2026-02-30")).toBe("Hi, my quote Q-1.");
    // With the quote's live page, so staff open it straight from the chat.
    expect(whatsAppMessages.quote("Q-261212-K7PX", "2026-12-12", "https://www.sandtonsoundhire.co.za/q/abc")).toBe(
      "Hi, my quote Q-261212-K7PX for 12 December. https://www.sandtonsoundhire.co.za/q/abc",
    );
    expect(whatsAppMessages.staffReply("Lerato", "call-back request")).toBe(
      `Hi Lerato, this is ${business.name} about your call-back request.`,
    );
  });
});

describe("southAfricanMobile", () => {
  it("reads the ways South Africans write a mobile number", () => {
    for (const phone of [
      "082 555 0101",
      "0825550101",
      "+27 82 555 0101",
      "+27825550101",
      "0027 82 555 0101",
      "(082) 555-0101",
    ]) {
      expect(southAfricanMobile(phone)).toBe("+27825550101");
    }
    expect(southAfricanMobile("071 234 5678")).toBe("+27712345678");
    expect(southAfricanMobile("060 123 4567")).toBe("+27601234567");
  });

  it("refuses landlines, toll-free, share-call and VoIP numbers, and numbers of the wrong length", () => {
    for (const phone of [
      "011 784 2250",
      "012 345 6789",
      "080 012 3456",
      "086 123 4567",
      "087 123 4567",
      "082 555 010",
      "+44 7700 900123",
      "",
    ]) {
      expect(southAfricanMobile(phone)).toBeUndefined();
    }
  });
});
