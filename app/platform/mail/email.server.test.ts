import { describe, expect, it } from "vitest";
import { messageIdDomain, outboxMessageId } from "#app/platform/mail/email.server.ts";

describe("outboxMessageId", () => {
  it("uses the From address's domain", () => {
    expect(messageIdDomain("Sandton Sound Hire <no-reply@sandtonsoundhire.co.za>")).toBe("sandtonsoundhire.co.za");
    expect(messageIdDomain("alerts@example.com")).toBe("example.com");
    expect(outboxMessageId("abc", "alerts@example.com")).toBe("<abc@example.com>");
  });

  it("falls back to the company domain when From has none", () => {
    expect(messageIdDomain("Sandton Sound Hire")).toBe("sandtonsoundhire.co.za");
  });
});
