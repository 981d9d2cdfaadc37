// @vitest-environment jsdom
// Autofill on the quote form (issue 35): every field of its schema declares
// what a phone may fill in: name, e-mail and phone with their tokens and
// keyboards, the company as an organization, the venue as a suburb, and "off"
// for the event's own facts (dates, times, guests, delivery, VAT number).
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { expectAutofillOnEveryField } from "#app/ui/forms/autofill.test-support.ts";
import { fieldNames } from "#app/platform/forms/form-fields.ts";
import { quoteContactFormSchema } from "#app/features/quotes/request/quote-contact-schema.ts";
import QuoteRequestPage from "#app/features/quotes/request/quote-request.island.tsx";
import type { ServerBasket } from "#app/features/quotes/basket/basket-view.ts";
import { products } from "#app/features/catalogue/content/priced-catalogue.test-support.ts";

const speaker = products[0]!;
const basket: ServerBasket = {
  lines: [
    {
      type: "product",
      id: speaker.id,
      name: speaker.name,
      kindLabel: "Product",
      priceLabel: "R1.00",
      quantity: 1,
      record: speaker,
    },
  ],
  totalItems: 1,
  submissionKey: "autofill-key-0001",
};

describe("autofill on the quote page", () => {
  it("declares autocomplete on every field of the quote form, and on the basket's quantities", () => {
    const host = document.createElement("div");
    host.innerHTML = renderToString(<QuoteRequestPage suggestedAddOns={[]} basket={basket} />);
    const form = host.querySelector<HTMLFormElement>("form#quote-contact")!;
    expectAutofillOnEveryField(form, fieldNames(quoteContactFormSchema()), "quote form");
    expect(form.querySelector('[name="venue"]')?.getAttribute("autocomplete")).toBe("address-level2");
    expect(form.querySelector('[name="guests"]')?.getAttribute("inputmode")).toBe("numeric");
    expect(form.querySelector('[name="eventDate"]')?.getAttribute("type")).toBe("date");
    expectAutofillOnEveryField(host.querySelector("#quote-basket")!, ["quantity"], "quote basket");
  });
});
