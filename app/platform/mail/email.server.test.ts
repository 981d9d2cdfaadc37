import { describe, expect, it } from "vitest";
import { WITHHELD, messageIdDomain, outboxMessageId, sentEmailCopy } from "#app/platform/mail/email.server.ts";

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

describe("sentEmailCopy", () => {
  it("keeps the recipients as one line, the subject, both parts and the attachments' names", () => {
    expect(
      sentEmailCopy({
        to: ["sales@example.co.za", { name: "Bookings", address: "bookings@example.co.za" }],
        subject: "New lead",
        html: "<p>Hi</p>",
        text: Buffer.from("Hi"),
        attachments: [{ filename: "Q-1.pdf", content: Buffer.from("%PDF") }, { content: "x" }],
      }),
    ).toEqual({
      to: "sales@example.co.za, Bookings <bookings@example.co.za>",
      subject: "New lead",
      html: "<p>Hi</p>",
      text: "Hi",
      attachments: ["Q-1.pdf", "attachment"],
    });
    expect(sentEmailCopy({ to: "a@example.co.za", subject: "Only text", text: "Plain" })).toEqual({
      to: "a@example.co.za",
      subject: "Only text",
      text: "Plain",
    });
  });

  it("withholds a link's secret wherever it appears, and ignores a blank one", () => {
    const token = "q1w2e3r4t5y6u7i8o9p0";
    const copy = sentEmailCopy(
      {
        to: "guest@example.co.za",
        subject: "Your link",
        html: `<a href="https://example.co.za/confirm?token=${token}">Confirm</a> ${encodeURIComponent(`https://x/q/${token}`)}`,
        text: `https://example.co.za/confirm?token=${token}`,
      },
      [token, ""],
    );
    expect(JSON.stringify(copy)).not.toContain(token);
    expect(copy.text).toBe(`https://example.co.za/confirm?token=${WITHHELD}`);
    expect(copy.html).toContain(`token=${WITHHELD}"`);
    expect(copy.html).toContain(`%2Fq%2F${WITHHELD}`);
  });
});
