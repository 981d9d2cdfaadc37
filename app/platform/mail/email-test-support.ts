// Reading a rendered e-mail in tests: its HTML as a document, and the facts
// the shared layout must carry. Test-only.
import { JSDOM } from "jsdom";
import { expect } from "vitest";
import { business } from "#app/platform/business.ts";
import type { RenderedEmail } from "#app/platform/mail/render-email.ts";

export function emailDocument(html: string): Document {
  return new JSDOM(html).window.document;
}

/** The text a reader sees in the HTML part, whitespace collapsed. */
export function visibleText(document: Document): string {
  return (document.body.textContent ?? "").replace(/\s+/g, " ").trim();
}

/** Every link in the HTML part, by its text. */
export function linksByText(document: Document): Map<string, string> {
  return new Map(
    [...document.querySelectorAll("a")].map((link) => [
      (link.textContent ?? "").replace(/\s+/g, " ").trim(),
      link.getAttribute("href") ?? "",
    ]),
  );
}

/** The branded layout: language, title, company name, address, phone, e-mail, and the same in the text part. */
export function expectBrandedLayout(email: RenderedEmail): Document {
  const document = emailDocument(email.html);
  expect(document.documentElement.getAttribute("lang")).toBe("en-ZA");
  expect(document.title).toBe(email.subject);
  const seen = visibleText(document);
  for (const fact of [business.name, business.address.street, business.phone.display, business.email]) {
    expect(seen).toContain(fact);
    expect(email.text).toContain(fact);
  }
  expect(linksByText(document).get(business.phone.display)).toBe(`tel:${business.phone.e164}`);
  // Layout tables are marked as such; the only tables without the role carry data and name it.
  for (const table of document.querySelectorAll("table:not([role=presentation])")) {
    expect(table.getAttribute("aria-label")).toBeTruthy();
  }
  return document;
}
