// The quotes API under hostile input, valid quotes: every quote the API's
// schema accepts is stored as the schema read it, priced from the catalogue
// whatever the client claims, and comes out inert in the staff inbox and the
// sales e-mail; nothing answers 5xx.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import * as z from "zod/mini";
import { resolveCatalogueItem } from "#app/features/catalogue/content/seed-catalogue.server.ts";
import { fieldErrors as schemaFieldErrors } from "#app/platform/forms/field-errors.ts";
import { quoteContactFormSchema } from "#app/features/quotes/request/quote-contact-schema.ts";
import { quoteRequestSchema } from "#app/features/quotes/request/quote-request-schema.ts";
import { type FieldKind, fieldLimits, schemaFieldValue } from "./schema-values.ts";
import { PROTO_KEYS } from "./arbitraries.ts";
import {
  check,
  expectInertInSalesEmails,
  expectInertInStaffInbox,
  fieldErrors,
  withPrototypeKeys,
} from "./properties.ts";
import { BACKENDS, signInAsStaff } from "./support.ts";
import {
  type QuotesSuite,
  BODY_LIMIT,
  CREATE,
  clientClaims,
  kept,
  useQuotesSuite,
  validQuote,
  without,
} from "./quotes-api.test-support.ts";

describe.each(BACKENDS)("the quotes API's valid quotes under hostile input, on %s", (backend) => {
  const suite = useQuotesSuite(backend, "2-quotes-api-1-created");

  describe(`${CREATE} under hostile input`, () => {
    it("stores every valid quote, priced from the catalogue whatever the client claims", async () => {
      await storesValidQuotesPricedFromTheCatalogue(suite);
    });

    it("stores every quote its schema accepts as the schema read it, and answers every one it refuses with the schema's field messages, never a 5xx", async () => {
      await agreesWithTheQuoteSchema(suite);
    });
  });

  describe("quotes under hostile input: where staff and sales read them", () => {
    it("shows every stored hostile quote as inert text in the staff inbox", async () => {
      expect(suite.stored.length).toBeGreaterThan(0);
      const cookie = await signInAsStaff(suite.server);
      await expectInertInStaffInbox(suite.server, cookie, suite.stored, (status) =>
        suite.tally.record("GET /admin/leads/:id (staff view of fuzzed leads)", status),
      );
    });

    it("sends sales an e-mail per quote, and the visitor a copy, with the hostile text escaped", async () => {
      await expectInertInSalesEmails(suite.server, suite.stored);
    }, 120_000);

    it("logged no server error", async () => {
      expect(suite.server.errorLines()).toEqual([]);
      expect(await suite.server.count("select count(*) as n from site_errors where source = 'server'")).toBe(0);
    });
  });
});

async function storesValidQuotesPricedFromTheCatalogue(suite: QuotesSuite): Promise<void> {
  await check(
    fc.asyncProperty(
      validQuote,
      clientClaims,
      fc.dictionary(fc.constantFrom(...PROTO_KEYS), fc.constant({ totalPrice: 0, status: "accepted" }), {
        maxKeys: 2,
      }),
      async (quote, claims, extras) => {
        const body = withPrototypeKeys(
          {
            ...without(quote),
            ...claims,
            items: quote.items.map((item) => ({ ...item, price: 0, name: "<b>free</b>" })),
          },
          extras,
        );
        const before = await suite.rows();
        const answer = await suite.create(JSON.stringify(body));
        expect(answer.status, answer.text.slice(0, 300)).toBe(201);
        const created = JSON.parse(answer.text) as {
          quoteNumber: string;
          accessToken: string;
          quote: {
            totalCents: number;
            totalItems: number;
            lines: { id: string; quantity: number; unitPriceCents: number }[];
          };
        };
        const after = await suite.rows();
        expect(after.leads).toBe(before.leads + 1);
        expect(after.quotes).toBe(before.quotes + 1);
        // Priced on the server: the client's totals and prices are never read.
        expect(created.quote.totalItems).toBe(quote.items.reduce((sum, item) => sum + item.quantity, 0));
        expect(created.quote.totalCents).toBeGreaterThan(0);
        expect(created.quote.lines.every((line) => line.unitPriceCents > 0)).toBe(true);
        expect(created.quoteNumber).toMatch(/^Q-\d{6}-[A-HJ-NP-Z2-9]{4}$/);

        const row = (await suite.server.row(
          "select q.*, l.id as lead_id, l.full_name, l.kind, l.status as lead_status from quotes q join leads l on l.id = q.lead_id where q.quote_number = ?",
          created.quoteNumber,
        )) as Record<string, string | number | null>;
        expect(row.kind).toBe("quote");
        expect(row.status).toBe("sent");
        expect(row.lead_status).toBe("new");
        expect(row.contact_name).toBe(kept(quote.contact.name));
        expect(row.full_name).toBe(kept(quote.contact.name));
        expect(row.contact_email).toBe(quote.contact.email);
        expect(row.contact_phone).toBe(quote.contact.phone);
        expect(row.venue ?? "").toBe(kept(quote.venue));
        expect(row.event_date ?? "").toBe(quote.eventDate ?? "");
        suite.stored.push({ leadId: String(row.lead_id), shown: [kept(quote.contact.name), kept(quote.venue)] });
        suite.made.push({
          number: created.quoteNumber,
          token: created.accessToken,
          status: "sent",
          name: kept(quote.contact.name),
        });
      },
    ),
    60,
  );
}

/** The quote form's one rule (issue 32): the API's schema, built from the form's fields, run here on the same body. */
async function agreesWithTheQuoteSchema(suite: QuotesSuite): Promise<void> {
  const schema = quoteRequestSchema(resolveCatalogueItem);
  const form = quoteContactFormSchema().shape;
  const fields: Record<string, [FieldKind, "contact" | "body"]> = {
    name: ["text", "contact"],
    email: ["email", "contact"],
    phone: ["phone", "contact"],
    venue: ["text", "body"],
    companyName: ["text", "body"],
  };
  const change = fc.constantFrom(...Object.keys(fields)).chain((name) => {
    const [kind] = fields[name] ?? ["text"];
    return schemaFieldValue(kind, fieldLimits(form[name as keyof typeof form])).map((value) => [name, value] as const);
  });
  await check(
    fc.asyncProperty(validQuote, fc.array(change, { minLength: 1, maxLength: 3 }), async (quote, changes) => {
      const body: Record<string, unknown> = { ...without(quote), contact: { ...quote.contact } };
      for (const [name, value] of changes) {
        if (fields[name]?.[1] === "contact") (body.contact as Record<string, string>)[name] = value;
        else body[name] = value;
      }
      const json = JSON.stringify(body);
      const verdict = z.safeParse(schema, body);
      const before = await suite.rows();
      const answer = await suite.create(json);
      const label = JSON.stringify(changes).slice(0, 160);
      expect(answer.status, `${label}: ${answer.text.slice(0, 200)}`).toBeLessThan(500);
      if (Buffer.byteLength(json) > BODY_LIMIT) {
        expect(answer.status, label).toBe(413);
        expect(await suite.rows(), label).toEqual(before);
        return;
      }
      if (!verdict.success) {
        expect(answer.status, label).toBe(400);
        expect(await suite.rows(), label).toEqual(before);
        expect(fieldErrors(answer.text), label).toEqual(schemaFieldErrors(verdict.error.issues));
        return;
      }
      expect(answer.status, `${label}: ${answer.text.slice(0, 300)}`).toBe(201);
      const { quoteNumber } = JSON.parse(answer.text) as { quoteNumber: string };
      const row = (await suite.server.row(
        "select q.*, l.id as lead_id from quotes q join leads l on l.id = q.lead_id where q.quote_number = ?",
        quoteNumber,
      )) as Record<string, string | number | null>;
      expect(row.contact_name, label).toBe(verdict.data.contact.name);
      expect(row.contact_email, label).toBe(verdict.data.contact.email);
      expect(row.contact_phone, label).toBe(verdict.data.contact.phone);
      expect(row.venue ?? "", label).toBe(verdict.data.event.venue ?? "");
      suite.stored.push({
        leadId: String(row.lead_id),
        shown: [verdict.data.contact.name, verdict.data.event.venue ?? ""],
      });
    }),
    60,
  );
}
