// The quote endpoints (the resource routes under /api/quotes) over real HTTP,
// on a real SQLite file (and PostgreSQL when TEST_DATABASE_URL is set), with a
// real SMTP sink for the e-mails.
import { addDays, johannesburgDate } from "#app/features/quotes/hire-period.ts";
import { formatLongDate } from "#app/platform/format/long-date.ts";
import { SAMPLE_QUOTE_LINES, weddingQuote } from "#app/features/quotes/quote-document.test-support.ts";
import { afterEach, describe, expect, it } from "vitest";
import type { QuoteDocument } from "#app/features/quotes/quote-document.ts";
import { parseDataEnv } from "#app/features/site/data-env.server.ts";
import { type SiteData, startSiteData } from "#app/features/site/site-data.server.ts";
import { listLeads } from "#app/features/leads/leads-db.server.ts";
import { listOutbox } from "#app/platform/mail/outbox-db.server.ts";
import { getQuoteByNumber, listQuoteDecisions } from "#app/features/quotes/quotes-db.server.ts";
import { saveQuoteVersion, sendQuoteVersion } from "#app/features/quotes/versions/quote-versions-db.server.ts";
import { reviseQuote } from "#app/features/quotes/versions/quote-revision.ts";
import {
  type TestBackend,
  type TestTarget,
  runnableBackends,
  testBackends,
} from "#app/platform/db/test-support.server.ts";
import { QUOTES_BODY_LIMIT_BYTES } from "#app/platform/http/endpoints.server.ts";
import { type ApiServer, startApiServer } from "#app/routes/api-test-server.server.ts";
import { leadIntakeContext } from "#app/features/leads/intake/intake-context.server.ts";
import { createLeadIntake } from "#app/features/leads/intake/lead-intake.server.ts";
import { type SmtpSink, parseMail, startSmtpSink } from "#app/platform/mail/test-support.server.ts";
import { pdfText } from "#app/features/quotes/pdf/pdf-text.test-support.ts";
import { quotePdfFileName } from "#app/features/quotes/pdf/quote-pdf.server.ts";
import { quoteStoreContext } from "#app/features/quotes/quote-store-context.server.ts";
import type { CatalogueData } from "#app/features/catalogue/content/catalogue-data.ts";
import { seedCatalogue } from "#app/features/catalogue/content/seed-catalogue.server.ts";
import { catalogueView } from "#app/features/catalogue/catalogue-view.ts";
import { catalogueContext } from "#app/features/catalogue/catalogue-context.server.ts";

const contact = { name: "Thandi Mokoena", email: "thandi@example.co.za", phone: "082 555 0123" };

/** An event a fortnight ahead: the quote refuses a date in the past, so no literal date stays valid. */
const EVENT_DATE = addDays(johannesburgDate(new Date()), 14);

/** The browser's body, with the spec's extra fields and prices a tamperer would change. */
const request = {
  contact,
  eventDate: EVENT_DATE,
  venue: "Summer Place, Hyde Park",
  marketingConsent: true,
  referrer: "https://www.sandtonsoundhire.co.za/quote-request",
  items: [
    { type: "product", id: "powered-speaker-12-premium", quantity: 2, price: 1, name: "Cheap speaker" },
    { type: "promotion", id: "speaker-power-duo", quantity: 1, price: 1, discountPercentage: 0.99 },
    { type: "personnel", id: "sound-engineer", quantity: 4, price: 1, hourlyRate: false },
  ],
  totalPrice: 1,
  totalDiscount: 0,
};

interface CreatedAnswer {
  success: boolean;
  quoteNumber: string;
  accessToken?: string;
  quote: QuoteDocument;
  customerEmailQueued: boolean;
}

interface ErrorAnswer {
  success: false;
  message: string;
  errors?: { field: string; message: string }[];
}

const backends = runnableBackends("quotes-api");
for (const backend of testBackends().filter((candidate) => candidate.skipReason)) {
  describe.skip(`quotes API on ${backend.name} (${backend.skipReason})`, () => {
    it("runs when configured", () => {});
  });
}

describe.each(backends)("quotes API on $name", (backend: TestBackend) => {
  let target: TestTarget | undefined;
  let layer: SiteData | undefined;
  let server: ApiServer | undefined;
  let smtp: SmtpSink | undefined;
  let baseUrl = "";

  async function startApi(
    options: {
      limits?: { perClient: number; floodThreshold: number };
      smtp?: SmtpSink;
      catalogue?: CatalogueData;
    } = {},
  ) {
    target = await backend.createTarget();
    const { databaseFile, databaseUrl } = target.config;
    layer = await startSiteData(
      parseDataEnv({
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_FILE: databaseFile }),
        SMTP_URL: options.smtp?.url,
        SALES_EMAIL: "sales@example.co.za",
      }),
    );
    const started = layer;
    const intake = createLeadIntake(started.leads, options.limits ?? { perClient: 10_000, floodThreshold: 10_000 });
    server = await startApiServer((context) => {
      context.set(leadIntakeContext, intake);
      context.set(quoteStoreContext, started.quotes);
      if (options.catalogue) context.set(catalogueContext, catalogueView(options.catalogue, "edited"));
    });
    baseUrl = server.baseUrl;
    return started;
  }

  afterEach(async () => {
    await server?.close();
    // No route threw: every refusal was an answer of its own.
    expect(server?.errors ?? []).toEqual([]);
    await layer?.close();
    await target?.dispose();
    await smtp?.close();
    server = layer = target = smtp = undefined;
  });

  const db = () => {
    if (!layer) throw new Error("API not started");
    return layer.database.db;
  };

  function post(path: string, body: unknown, headers: Record<string, string> = {}) {
    return fetch(`${baseUrl}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  }

  async function create(body: unknown = request, headers: Record<string, string> = {}) {
    const response = await post("/api/quotes", body, headers);
    return { response, body: (await response.json()) as CreatedAnswer & ErrorAnswer };
  }

  async function created(body: unknown = request) {
    const answer = await create(body);
    expect(answer.response.status).toBe(201);
    const { quoteNumber, accessToken } = answer.body;
    if (!accessToken) throw new Error("expected a token");
    return { quoteNumber, accessToken, quote: answer.body.quote };
  }

  /** A decision as the quote page sends it, on version 1; an acceptance signed with a typed name and the terms. */
  function decide(quoteNumber: string, body: Record<string, unknown>) {
    const signed = body.requestType === "accept" ? { signedName: "Thandi Mokoena", acceptTerms: true } : {};
    return post(
      `/api/quotes/${encodeURIComponent(quoteNumber)}/decisions`,
      Array.isArray(body) ? body : { quoteVersion: 1, ...signed, ...body },
    );
  }

  describe("POST /api/quotes", () => {
    it("prices against the published catalogue: an edited price is charged and a hidden item is refused", async () => {
      const speakerId = "powered-speaker-12-premium";
      const edited: CatalogueData = {
        ...seedCatalogue,
        // The speaker now costs R12,340 (hired at 5%: R617); the Power Duo promotion is hidden.
        products: seedCatalogue.products.map((product) =>
          product.id === speakerId ? { ...product, name: "Premium Speaker Mk II", costPrice: 12_340 } : product,
        ),
        promotions: seedCatalogue.promotions.filter((promotion) => promotion.id !== "speaker-power-duo"),
      };
      await startApi({ catalogue: edited });
      const refused = await create();
      expect(refused.response.status).toBe(400);
      expect(refused.body.errors).toEqual([
        { field: "items[1].id", message: "This item is no longer in our catalogue" },
      ]);

      const { quote } = await created({ ...request, items: [request.items[0]] });
      expect(quote.lines).toEqual([
        expect.objectContaining({ id: speakerId, name: "Premium Speaker Mk II", quantity: 2, unitPriceCents: 61_700 }),
      ]);
    });

    it("prices the quote on the server, ignoring the client's prices and totals", async () => {
      await startApi();
      const { response, body } = await create();
      expect(response.status).toBe(201);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(body).toMatchObject({ success: true, customerEmailQueued: false });
      expect(body.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(body.quoteNumber).toMatch(/^Q-\d{6}-[A-HJ-NP-Z2-9]{4}$/);
      expect(body.quote).toMatchObject({
        quoteNumber: body.quoteNumber,
        contact,
        eventDate: EVENT_DATE,
        venue: "Summer Place, Hyde Park",
        totalItems: 4,
        totalDiscountCents: 16_875,
        subtotalCents: 1_170_625,
        vatCents: 175_594,
        totalCents: 1_346_219,
        hireDays: 1,
        status: "sent",
      });
      // The sound engineer was sent without hours, as a page from before people x hours
      // did: one person for 4 hours.
      expect(body.quote.lines).toEqual(SAMPLE_QUOTE_LINES);

      const stored = await getQuoteByNumber(db(), body.quoteNumber);
      expect(stored?.quote).toEqual(body.quote);
      const [lead] = await listLeads(db());
      expect(lead).toMatchObject({
        kind: "quote",
        source: "Quote Request",
        fullName: "Thandi Mokoena",
        marketingConsent: true,
        payload: body.quote,
      });
      expect(lead?.referrer).toBe(request.referrer);
      expect(JSON.stringify(lead)).not.toContain("Cheap speaker");
    });

    it("prices a multi-day wedding with delivery, two technicians for five hours and a company VAT number", async () => {
      await startApi();
      // Dates relative to today in Johannesburg, so the test never meets the past-date rule.
      const first = addDays(johannesburgDate(new Date()), 20);
      const { response, body } = await create({
        contact: { name: "Zoë Nkosi-Müller", email: "zoe@example.co.za", phone: "082 555 0199" },
        eventDate: first,
        endDate: addDays(first, 2),
        setupTime: "08:00",
        collectionTime: "23:30",
        venue: "Irene Dairy Farm, Centurion",
        setting: "outdoor",
        guests: "150",
        deliveryMethod: "delivery",
        deliveryZone: "pretoria",
        companyName: "Nkosi Events (Pty) Ltd",
        companyVatNumber: "4123 456 789",
        items: [
          { type: "product", id: "powered-speaker-12-premium", quantity: 2, price: 1 },
          { type: "personnel", id: "setup-technician", quantity: 2, hours: 5, lineTotal: 0 },
        ],
        totalCents: 1,
      });
      expect(response.status).toBe(201);
      const { quoteNumber, createdAt, validUntil, eventDate, endDate, ...wedding } = weddingQuote();
      expect(body.quote).toEqual({
        ...wedding,
        quoteNumber: body.quoteNumber,
        createdAt: body.quote.createdAt,
        eventDate: first,
        endDate: addDays(first, 2),
        validUntil: addDays(johannesburgDate(new Date(body.quote.createdAt)), 14),
      });
      expect([quoteNumber, createdAt, validUntil, eventDate, endDate]).toHaveLength(5);
      expect((await getQuoteByNumber(db(), body.quoteNumber))?.quote).toEqual(body.quote);
    });

    it("refuses an event date in the past, a last day before the first, a delivery without a zone and a bad VAT number", async () => {
      await startApi();
      const today = johannesburgDate(new Date());
      const { response, body } = await create({
        ...request,
        eventDate: addDays(today, -1),
        endDate: addDays(today, -3),
        deliveryMethod: "delivery",
        companyName: "Nkosi Events",
        companyVatNumber: "123",
      });
      expect(response.status).toBe(400);
      expect(body.errors).toEqual([
        { field: "eventDate", message: "The event date cannot be in the past" },
        { field: "endDate", message: "The last day cannot be in the past" },
        { field: "companyVatNumber", message: "A South African VAT number has 10 digits and starts with 4" },
        { field: "deliveryZone", message: "Please choose the delivery zone your venue is in" },
      ]);
      const ordered = await create({
        ...request,
        eventDate: addDays(today, 10),
        endDate: addDays(today, 9),
        deliveryMethod: "delivery",
      });
      expect(ordered.body.errors).toEqual([
        { field: "endDate", message: "The last day cannot be before the event date" },
        { field: "deliveryZone", message: "Please choose the delivery zone your venue is in" },
      ]);
      expect(await listLeads(db())).toEqual([]);
    });

    it("answers 400 with the contact form's messages, and stores nothing", async () => {
      await startApi();
      const { response, body } = await create({
        ...request,
        contact: { name: "T", email: "thandi@", phone: "082 555" },
        eventDate: "2026-02-30",
      });
      expect(response.status).toBe(400);
      expect(body).toEqual({
        success: false,
        message: "Please check the highlighted fields and try again.",
        errors: [
          { field: "contact.name", message: "Name must be at least 2 characters" },
          { field: "contact.email", message: "Please enter a valid email address" },
          { field: "contact.phone", message: "Please enter a valid phone number" },
          { field: "eventDate", message: "Please enter a valid date" },
        ],
      });

      // A contact field that is not text (a list, as a repeated form field would be) reads as empty.
      const listed = await create({ ...request, contact: { ...request.contact, name: ["Thandi Nkosi"] } });
      expect(listed.response.status).toBe(400);
      expect(listed.body.errors).toEqual([{ field: "contact.name", message: "Name must be at least 2 characters" }]);

      // Optional fields of the wrong type are refused, not read as empty.
      const wrongTypes = await create({ ...request, venue: 12, referrer: ["a"], marketingConsent: "yes" });
      expect(wrongTypes.response.status).toBe(400);
      expect(wrongTypes.body.errors).toEqual([
        { field: "venue", message: "venue must be text" },
        { field: "referrer", message: "referrer must be text" },
        { field: "marketingConsent", message: "marketingConsent must be true or false" },
      ]);

      const missing = await create({ items: request.items });
      expect(missing.response.status).toBe(400);
      expect(missing.body.errors?.map((error) => error.field)).toEqual([
        "contact.name",
        "contact.email",
        "contact.phone",
      ]);
      expect(await listLeads(db())).toHaveLength(0);
    });

    it("answers 400 for items that are unknown, empty or of a bad quantity", async () => {
      await startApi();
      const unknown = await create({
        ...request,
        items: [request.items[0], { type: "product", id: "gramophone", quantity: 1 }],
      });
      expect(unknown.response.status).toBe(400);
      expect(unknown.body.errors).toEqual([
        { field: "items[1].id", message: "This item is no longer in our catalogue" },
      ]);

      const empty = await create({ ...request, items: [] });
      expect(empty.body.errors).toEqual([{ field: "items", message: "Your quote has no items" }]);

      const quantity = await create({ ...request, items: [{ type: "product", id: "cable-ramp", quantity: 1000 }] });
      expect(quantity.body.errors).toEqual([
        { field: "items[0].quantity", message: "Quantity must be a whole number from 1 to 999" },
      ]);

      const type = await create({ ...request, items: [{ type: "gift", id: "cable-ramp", quantity: 1 }] });
      expect(type.body.errors?.[0]?.field).toBe("items[0].type");
      expect(await listLeads(db())).toHaveLength(0);
    });

    it("refuses other content types (415), malformed JSON (400), big bodies (413) and other methods (405)", async () => {
      await startApi();
      const text = await post("/api/quotes", JSON.stringify(request), { "Content-Type": "text/plain" });
      expect(text.status).toBe(415);
      expect(await text.json()).toEqual({
        success: false,
        message: "Send the quote as JSON with Content-Type: application/json",
      });

      const malformed = await post("/api/quotes", '{"contact": ');
      expect(malformed.status).toBe(400);
      expect(await malformed.json()).toEqual({ success: false, message: "The request body is not valid JSON" });

      const notObject = await create([request]);
      expect(notObject.response.status).toBe(400);
      expect(notObject.body.errors).toEqual([{ field: "(body)", message: "The body must be a JSON object" }]);

      const big = await create({ ...request, venue: "x".repeat(QUOTES_BODY_LIMIT_BYTES) });
      expect(big.response.status).toBe(413);
      expect(big.body.message).toBe("The request body is larger than 32 KB");

      const get = await fetch(`${baseUrl}/api/quotes`);
      expect(get.status).toBe(405);
      expect(get.headers.get("allow")).toBe("POST");
      expect(await listLeads(db())).toHaveLength(0);
    });

    it("returns the same quote for a retried post (Idempotency-Key), with the token only the first time", async () => {
      await startApi();
      const headers = { "Idempotency-Key": "quote-7b5d-4c3e-9f00" };
      const first = await create(request, headers);
      const second = await create(request, headers);
      expect(first.response.status).toBe(201);
      expect(second.response.status).toBe(200);
      expect(second.body).toEqual({
        success: true,
        quoteNumber: first.body.quoteNumber,
        quote: first.body.quote,
        customerEmailQueued: false,
      });
      expect(await listLeads(db())).toHaveLength(1);

      const bad = await create(request, { "Idempotency-Key": "no spaces allowed" });
      expect(bad.response.status).toBe(400);
    });

    it("answers 409 to the key replayed with another body, never with the first quote's contact details", async () => {
      await startApi();
      const headers = { "Idempotency-Key": "quote-replayed-0001" };
      expect((await create(request, headers)).response.status).toBe(201);
      const other = {
        contact: { name: "Mallory", email: "mallory@example.org", phone: "082 555 0999" },
        items: [{ type: "product", id: "powered-speaker-12-premium", quantity: 1 }],
      };
      const replayed = await create(other, headers);
      expect(replayed.response.status).toBe(409);
      expect(replayed.body).toEqual({
        success: false,
        message:
          "This Idempotency-Key was already used with a different request body. Send a new key with a new submission.",
      });
      expect(JSON.stringify(replayed.body)).not.toContain(contact.email);
      expect(await listLeads(db())).toHaveLength(1);
    });

    it("gives 200 quickly created quotes 200 different numbers", async () => {
      await startApi();
      const numbers: string[] = [];
      const body = { ...request, items: [{ type: "product", id: "cable-ramp", quantity: 1 }] };
      for (let batch = 0; batch < 20; batch++) {
        const answers = await Promise.all(Array.from({ length: 10 }, () => create(body)));
        for (const answer of answers) {
          expect(answer.response.status).toBe(201);
          numbers.push(answer.body.quoteNumber);
        }
      }
      expect(new Set(numbers).size).toBe(200);
      const row = await db()
        .selectFrom("quotes")
        .select((eb) => eb.fn.countAll<number | string>().as("n"))
        .executeTakeFirstOrThrow();
      expect(Number(row.n)).toBe(200);
    }, 60_000);

    it("applies the lead intake's rate limits (429 with Retry-After)", async () => {
      await startApi({ limits: { perClient: 2, floodThreshold: 100 } });
      expect((await create()).response.status).toBe(201);
      expect((await create()).response.status).toBe(201);
      const limited = await create();
      expect(limited.response.status).toBe(429);
      expect(Number(limited.response.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(limited.body.message).toBe(
        "You have sent several requests in a short time. Please wait a few minutes and try again, or call us on 011 784 2250.",
      );
      expect(await listLeads(db())).toHaveLength(2);
    });

    it("answers 503 when the database cannot store the quote", async () => {
      const started = await startApi();
      await started.database.close();
      const { response, body } = await create();
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("60");
      expect(body).toEqual({
        success: false,
        message: "We could not save your request just now. Please try again in a minute or call us on 011 784 2250.",
      });
    });
  });

  describe("POST /api/quotes/:quoteNumber/decisions", () => {
    it("answers 410 to a decision on an expired quote, asking for a fresh one", async () => {
      await startApi();
      const quote = await created();
      await db()
        .updateTable("quotes")
        .set({ valid_until: "2026-01-31" })
        .where("quote_number", "=", quote.quoteNumber)
        .execute();
      const response = await decide(quote.quoteNumber, { accessToken: quote.accessToken, requestType: "accept" });
      expect(response.status).toBe(410);
      expect(await response.json()).toEqual({
        success: false,
        message: `Quote ${quote.quoteNumber} expired on Saturday, 31 January 2026. Please request a fresh quote: prices and availability may have changed since.`,
        expired: true,
        validUntil: "2026-01-31",
      });
      expect((await getQuoteByNumber(db(), quote.quoteNumber))?.quote.status).toBe("sent");
    });

    it("stores each decision with its time, and the status follows", async () => {
      await startApi();
      const quote = await created();
      const extra = { contact, items: request.items, totalPrice: 1, totalDiscount: 0, quoteNumber: "Q-000000-AAAA" };
      const steps = [
        ["discount", "changes_requested"],
        ["undecided", "changes_requested"],
        ["decline", "declined"],
      ] as const;
      for (const [requestType, status] of steps) {
        const before = new Date().toISOString();
        const response = await decide(quote.quoteNumber, { ...extra, accessToken: quote.accessToken, requestType });
        expect(response.status).toBe(200);
        expect(response.headers.get("cache-control")).toBe("no-store");
        const body = (await response.json()) as { decidedAt: string };
        expect(body).toEqual({
          success: true,
          quoteNumber: quote.quoteNumber,
          status,
          decidedAt: expect.any(String) as unknown as string,
        });
        expect(body.decidedAt >= before && body.decidedAt <= new Date().toISOString()).toBe(true);
        expect((await getQuoteByNumber(db(), quote.quoteNumber))?.quote.status).toBe(status);
      }
      const accepted = await created();
      const accept = await decide(accepted.quoteNumber, { accessToken: accepted.accessToken, requestType: "accept" });
      expect(await accept.json()).toMatchObject({ success: true, status: "accepted" });

      const decisions = await listQuoteDecisions(db(), quote.quoteNumber);
      expect(decisions.map((decision) => [decision.requestType, decision.statusAfter])).toEqual(
        steps.map((step) => [...step]),
      );
      for (const decision of decisions)
        expect(decision.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      expect((await listQuoteDecisions(db(), accepted.quoteNumber)).map((decision) => decision.requestType)).toEqual([
        "accept",
      ]);
      // The client's totals went nowhere.
      expect((await getQuoteByNumber(db(), quote.quoteNumber))?.quote.subtotalCents).toBe(1_170_625);
    });

    it("answers 409 with a clear message to a second accept", async () => {
      await startApi();
      const quote = await created();
      expect((await decide(quote.quoteNumber, { accessToken: quote.accessToken, requestType: "accept" })).status).toBe(
        200,
      );
      const again = await decide(quote.quoteNumber, { accessToken: quote.accessToken, requestType: "accept" });
      expect(again.status).toBe(409);
      expect(await again.json()).toEqual({
        success: false,
        message: `Quote ${quote.quoteNumber} has already been accepted`,
        status: "accepted",
      });

      const declined = await created();
      await decide(declined.quoteNumber, { accessToken: declined.accessToken, requestType: "decline" });
      const afterDecline = await decide(declined.quoteNumber, {
        accessToken: declined.accessToken,
        requestType: "discount",
      });
      expect(afterDecline.status).toBe(409);
      expect(((await afterDecline.json()) as ErrorAnswer).message).toBe(
        `Quote ${declined.quoteNumber} has already been declined`,
      );
    });

    it("answers a wrong token and an unknown quote alike (404), and a bad request type 400", async () => {
      await startApi();
      const quote = await created();
      const wrong = await decide(quote.quoteNumber, { accessToken: "not-the-token", requestType: "accept" });
      expect(wrong.status).toBe(404);
      expect(await wrong.json()).toEqual({
        success: false,
        message: `We could not find quote ${quote.quoteNumber} for this link. Please check the link, or call us.`,
      });
      expect((await decide(quote.quoteNumber, { requestType: "accept" })).status).toBe(404);

      const unknown = await decide("Q-200101-AAAA", { accessToken: quote.accessToken, requestType: "accept" });
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toEqual({
        success: false,
        message: "We could not find quote Q-200101-AAAA for this link. Please check the link, or call us.",
      });
      expect((await decide("not-a-quote", { accessToken: quote.accessToken, requestType: "accept" })).status).toBe(404);

      const badType = await decide(quote.quoteNumber, { accessToken: quote.accessToken, requestType: "haggle" });
      expect(badType.status).toBe(400);
      expect(await badType.json()).toEqual({
        success: false,
        message: "requestType must be one of: discount, accept, decline, undecided",
        errors: [{ field: "requestType", message: "requestType must be one of: discount, accept, decline, undecided" }],
      });
      expect(await listQuoteDecisions(db(), quote.quoteNumber)).toEqual([]);
      expect((await getQuoteByNumber(db(), quote.quoteNumber))?.quote.status).toBe("sent");
    });
    it("takes an acceptance only with the typed full name and the hire terms, recorded with its version and total (issue 32)", async () => {
      await startApi();
      const quote = await created();
      const unsigned = await post(`/api/quotes/${quote.quoteNumber}/decisions`, {
        accessToken: quote.accessToken,
        requestType: "accept",
        quoteVersion: 1,
      });
      expect(unsigned.status).toBe(400);
      expect(((await unsigned.json()) as ErrorAnswer).errors).toEqual([
        { field: "signedName", message: "Type your full name (first name and surname) to sign" },
        { field: "acceptTerms", message: "Tick the box to agree to the hire terms" },
      ]);
      const noVersion = await post(`/api/quotes/${quote.quoteNumber}/decisions`, {
        accessToken: quote.accessToken,
        requestType: "decline",
      });
      expect(noVersion.status).toBe(400);
      expect(((await noVersion.json()) as ErrorAnswer).errors).toEqual([
        {
          field: "quoteVersion",
          message: "quoteVersion must be the number of the quote version you are deciding on (a whole number from 1)",
        },
      ]);
      expect(await listQuoteDecisions(db(), quote.quoteNumber)).toEqual([]);

      const signed = await decide(quote.quoteNumber, { accessToken: quote.accessToken, requestType: "accept" });
      expect(signed.status).toBe(200);
      const [acceptance] = await db().selectFrom("quote_acceptances").selectAll().execute();
      expect(acceptance).toMatchObject({ signed_name: "Thandi Mokoena", quote_version: 1 });
      expect(Number(acceptance?.total_cents)).toBe(quote.quote.totalCents);
    });

    it("answers 409 'This quote changed' to any decision on a version staff have replaced, storing nothing (issue 32)", async () => {
      await startApi();
      const quote = await created();
      const stored = await getQuoteByNumber(db(), quote.quoteNumber);
      if (!stored) throw new Error("expected the quote");
      // Staff send version 2 at ten times the speakers while the visitor still has version 1 on screen.
      const revision = reviseQuote(
        stored.quote,
        {
          lines: stored.quote.lines.map((line) => ({
            type: line.type,
            id: line.id,
            quantity: line.id === "powered-speaker-12-premium" ? line.quantity * 10 : line.quantity,
            ...(line.hours ? { hours: line.hours } : {}),
          })),
        },
        { revisedAt: new Date().toISOString(), validUntil: stored.quote.validUntil ?? "2099-12-31" },
      );
      if (!revision.ok) throw new Error(JSON.stringify(revision.errors));
      await saveQuoteVersion(db(), {
        quoteId: stored.id,
        document: revision.document,
        staffEmail: "anna@example.co.za",
      });
      await sendQuoteVersion(db(), { quoteId: stored.id, version: 2, staffEmail: "anna@example.co.za", channels: [] });

      for (const requestType of ["accept", "discount", "decline", "undecided"]) {
        const stale = await decide(quote.quoteNumber, { accessToken: quote.accessToken, requestType });
        expect(stale.status, requestType).toBe(409);
        expect(await stale.json()).toEqual({
          success: false,
          message: "This quote changed: please review version 2",
          currentVersion: 2,
        });
      }
      expect(await listQuoteDecisions(db(), quote.quoteNumber)).toEqual([]);
      expect(await db().selectFrom("quote_acceptances").selectAll().execute()).toEqual([]);
      expect((await getQuoteByNumber(db(), quote.quoteNumber))?.quote.status).toBe("revised");

      // On version 2, as the live page now shows it, the acceptance stands at version 2's total.
      const current = await decide(quote.quoteNumber, {
        accessToken: quote.accessToken,
        requestType: "accept",
        quoteVersion: 2,
      });
      expect(current.status).toBe(200);
      const [acceptance] = await db().selectFrom("quote_acceptances").selectAll().execute();
      expect(acceptance?.quote_version).toBe(2);
      expect(Number(acceptance?.total_cents)).toBe(revision.document.totalCents);
      expect(revision.document.totalCents).toBeGreaterThan(quote.quote.totalCents);
    });
  });

  describe("the rest of /api/quotes", () => {
    it("answers a decision that is no object 400, other methods 405 and unknown paths a JSON 404", async () => {
      await startApi();
      const quote = await created();
      const notObject = await decide(quote.quoteNumber, [] as unknown as Record<string, unknown>);
      expect(notObject.status).toBe(400);
      expect(await notObject.json()).toEqual({
        success: false,
        message: "Please check the highlighted fields and try again.",
        errors: [{ field: "(body)", message: "The body must be a JSON object" }],
      });

      const get = await fetch(`${baseUrl}/api/quotes/${quote.quoteNumber}/decisions`);
      expect(get.status).toBe(405);
      expect(get.headers.get("allow")).toBe("POST");
      expect(await get.json()).toEqual({ success: false, message: "Use POST to record a decision" });
      const put = await fetch(`${baseUrl}/api/quotes`, { method: "PUT", body: "{}" });
      expect(put.status).toBe(405);
      expect(await put.json()).toEqual({ success: false, message: "Use POST to create a quote" });

      for (const [method, path] of [
        ["GET", "/api/quotes/nothing/here"],
        ["POST", "/api/quotes/nothing/here"],
        ["GET", `/api/quotes/${quote.quoteNumber}/decisions/extra`],
        ["DELETE", "/api/no-such-endpoint"],
      ]) {
        const answer = await fetch(`${baseUrl}${path}`, { method });
        expect(answer.status, `${method} ${path}`).toBe(404);
        expect(answer.headers.get("cache-control")).toBe("no-store");
        expect(await answer.json()).toEqual({ success: false, message: "Not found" });
      }
      expect(await listQuoteDecisions(db(), quote.quoteNumber)).toEqual([]);
    });
  });

  describe("GET /api/quotes/:quoteNumber/pdf", () => {
    it("sends the PDF as a private download to the token holder", async () => {
      await startApi();
      const quote = await created();
      const response = await fetch(
        `${baseUrl}/api/quotes/${quote.quoteNumber}/pdf?token=${encodeURIComponent(quote.accessToken)}`,
      );
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/pdf");
      expect(response.headers.get("content-disposition")).toBe(
        `attachment; filename="${quotePdfFileName(quote.quoteNumber)}"`,
      );
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      expect(Number(response.headers.get("content-length"))).toBe(bytes.length);
    });

    it("answers a wrong token and an unknown quote alike (404)", async () => {
      await startApi();
      const quote = await created();
      const wrong = await fetch(`${baseUrl}/api/quotes/${quote.quoteNumber}/pdf?token=nope`);
      expect(wrong.status).toBe(404);
      expect(await wrong.json()).toEqual({
        success: false,
        message: `We could not find quote ${quote.quoteNumber} for this link. Please check the link, or call us.`,
      });
      expect((await fetch(`${baseUrl}/api/quotes/${quote.quoteNumber}/pdf`)).status).toBe(404);
      const unknown = await fetch(`${baseUrl}/api/quotes/Q-200101-AAAA/pdf?token=${quote.accessToken}`);
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toEqual({
        success: false,
        message: "We could not find quote Q-200101-AAAA for this link. Please check the link, or call us.",
      });
      const post = await fetch(`${baseUrl}/api/quotes/${quote.quoteNumber}/pdf`, { method: "POST" });
      expect(post.status).toBe(405);
      expect(post.headers.get("allow")).toBe("GET");
    });

    it("limits lookups per client (429), whatever the quote number", async () => {
      await startApi({ limits: { perClient: 2, floodThreshold: 100 } });
      // Two per client in the table's terms is 12 lookups (quote_lookup allows six times a lead's limit).
      const statuses: number[] = [];
      for (let i = 0; i < 13; i++)
        statuses.push((await fetch(`${baseUrl}/api/quotes/Q-200101-AAA${i % 2 ? "B" : "C"}/pdf?token=x`)).status);
      expect(statuses.slice(0, 12)).toEqual(Array(12).fill(404));
      expect(statuses[12]).toBe(429);
    });
  });

  describe("POST /api/quotes/estimate.pdf", () => {
    it("prices the drawer's selection on the server and sends it as a PDF named after its quote number", async () => {
      await startApi();
      const response = await post("/api/quotes/estimate.pdf", { quoteNumber: "Q-261212-K7PX", items: request.items });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/pdf");
      expect(response.headers.get("content-disposition")).toBe(
        `attachment; filename="${quotePdfFileName("Q-261212-K7PX")}"`,
      );
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      const text = await pdfText(new Uint8Array(await response.arrayBuffer()));
      expect(text).toContain("Q-261212-K7PX");
      // The catalogue's prices, not the R1 the body claims.
      expect(text).toContain("R11,706.25");
      // Stored nowhere.
      expect(await listLeads(db())).toEqual([]);
    });

    it("answers 400 to a selection that is empty, unknown or without a quote number", async () => {
      await startApi();
      expect((await post("/api/quotes/estimate.pdf", { quoteNumber: "Q-261212-K7PX", items: [] })).status).toBe(400);
      const unknown = await post("/api/quotes/estimate.pdf", {
        quoteNumber: "Q-261212-K7PX",
        items: [{ type: "product", id: "no-such-speaker", quantity: 1 }],
      });
      expect(unknown.status).toBe(400);
      expect(((await unknown.json()) as ErrorAnswer).errors?.[0]?.field).toBe("items[0].id");
      expect((await post("/api/quotes/estimate.pdf", { items: request.items })).status).toBe(400);
      expect((await fetch(`${baseUrl}/api/quotes/estimate.pdf`)).status).toBe(405);
    });
  });

  describe("POST /api/quotes/:quoteNumber/email", () => {
    it("stores the visitor's copy for sending without SMTP (202), once while it waits", async () => {
      const started = await startApi();
      const quote = await created();
      const leadId = (await listLeads(db()))[0]?.id ?? "";
      expect(await listOutbox(db(), { leadId, channel: "customer_email" })).toEqual([]);

      const first = await post(`/api/quotes/${quote.quoteNumber}/email`, { accessToken: quote.accessToken });
      expect(first.status).toBe(202);
      expect(await first.json()).toEqual({ success: true, quoteNumber: quote.quoteNumber });
      const again = await post(`/api/quotes/${quote.quoteNumber}/email`, { accessToken: quote.accessToken });
      expect(again.status).toBe(202);
      const copies = await listOutbox(started.database.db, { leadId, channel: "customer_email" });
      expect(copies.map((copy) => copy.status)).toEqual(["pending"]);
    });

    it("answers a wrong token and an unknown quote alike (404), and a body without a token 400", async () => {
      await startApi();
      const quote = await created();
      expect((await post(`/api/quotes/${quote.quoteNumber}/email`, { accessToken: "nope" })).status).toBe(404);
      expect((await post(`/api/quotes/Q-200101-AAAA/email`, { accessToken: quote.accessToken })).status).toBe(404);
      expect((await post(`/api/quotes/${quote.quoteNumber}/email`, {})).status).toBe(400);
      expect(await listOutbox(db(), { channel: "customer_email" })).toEqual([]);
    });
  });

  describe("e-mails", () => {
    it("sends sales the lead e-mail and the visitor a copy with the PDF; a decision reaches sales too", async () => {
      smtp = await startSmtpSink();
      await startApi({ smtp });
      const sink = smtp;
      const name = "Thandi <b>Mokoena</b>";
      const { response, body } = await create({
        ...request,
        contact: { ...contact, name },
        venue: "Hyde Park & <Sandton>",
      });
      expect(response.status).toBe(201);
      expect(body.customerEmailQueued).toBe(true);
      const number = body.quoteNumber;

      await expect.poll(() => sink.messages.length, { timeout: 10_000 }).toBe(2);
      const sales = sink.messages.find((message) => message.to.includes("sales@example.co.za"));
      const customer = sink.messages.find((message) => message.to.includes("thandi@example.co.za"));
      if (!sales || !customer) throw new Error("expected a sales e-mail and a customer copy");

      const salesMail = parseMail(sales.raw);
      expect(salesMail.headers.get("subject")).toBe("New quote request: Thandi <b>Mokoena</b>");
      expect(salesMail.text).toContain(`quoteNumber: ${number}`);
      expect(salesMail.text).toContain("totalCents: 1346219");
      expect(salesMail.html).toContain("Thandi &lt;b&gt;Mokoena&lt;/b&gt;");
      expect(salesMail.html).not.toContain("<b>Mokoena");
      // The quote itself, with who it is for and where, as the statement sets it out.
      expect(salesMail.text).toContain("Venue: Hyde Park & <Sandton>");
      expect(salesMail.text).toContain("Total (incl. VAT): R13,462.19");
      expect(salesMail.html).toContain("Hyde Park &amp; &lt;Sandton&gt;");

      const customerMail = parseMail(customer.raw);
      expect(customerMail.headers.get("subject")).toBe(`Your quote ${number} from Sandton Sound Hire`);
      expect(customerMail.headers.get("reply-to")).toBe("sales@example.co.za");
      expect(customerMail.text).toContain("Hello,");
      expect(customerMail.text).toContain(`Quote number: ${number}`);
      expect(customerMail.text).toContain(`Event date: ${formatLongDate(EVENT_DATE)}`);
      // "for 12 December": the event's day and month, as a chat would say it.
      const eventDay = new Date(`${EVENT_DATE}T00:00:00Z`).toLocaleDateString("en-ZA", {
        day: "numeric",
        month: "long",
        timeZone: "UTC",
      });
      expect(customerMail.text).toContain(
        `Chat about this quote on WhatsApp: https://wa.me/27117842250?text=Hi%2C%20my%20quote%20${number}%20for%20${encodeURIComponent(eventDay)}.`,
      );
      expect(customerMail.text).toContain("Total (incl. VAT): R13,462.19");
      expect(customerMail.text).toContain("Delivery costs are not included in this estimate");
      expect(customerMail.attachments).toHaveLength(1);
      const [pdf] = customerMail.attachments;
      expect(pdf?.filename).toBe(quotePdfFileName(number));
      expect(pdf?.contentType).toBe("application/pdf");
      expect(pdf?.content.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      const accept = await decide(number, { accessToken: body.accessToken, requestType: "accept" });
      expect(accept.status).toBe(200);
      await expect.poll(() => sink.messages.length, { timeout: 10_000 }).toBe(3);
      const decision = parseMail(sink.messages[2]?.raw ?? "");
      expect(sink.messages[2]?.to).toEqual(["sales@example.co.za"]);
      expect(decision.headers.get("subject")).toBe(`Quote ${number} accepted: Thandi <b>Mokoena</b>`);
      expect(decision.text).toContain("Decision: The client accepted this quote.");

      const [lead] = await listLeads(db());
      await expect
        .poll(async () =>
          (await listOutbox(db(), { leadId: lead?.id })).map((row) => `${row.channel}:${row.status}`).sort(),
        )
        .toEqual(["customer_email:sent", "email:sent", "email:sent"]);
    });

    it("sends the typed-in address nothing the visitor wrote: a fixed greeting, the quote and its link", async () => {
      smtp = await startSmtpSink();
      await startApi({ smtp });
      const sink = smtp;
      const { body } = await create({
        ...request,
        contact: { name: "Claim your prize at evil.example", email: "victim@example.org", phone: "0800 123 456" },
        venue: "Visit https://evil.example/win now",
      });
      await expect.poll(() => sink.messages.length, { timeout: 10_000 }).toBe(2);
      const customer = sink.messages.find((message) => message.to.includes("victim@example.org"));
      if (!customer) throw new Error("expected the copy to the typed-in address");
      const mail = parseMail(customer.raw);
      const pdf = mail.attachments[0]?.content;
      if (!pdf) throw new Error("expected the PDF");
      const attachedText = await pdfText(pdf);
      for (const part of [mail.headers.get("subject") ?? "", mail.text, mail.html, attachedText]) {
        expect(part).not.toContain("evil.example");
        expect(part).not.toContain("Claim your prize");
        expect(part).not.toContain("0800 123 456");
      }
      expect(attachedText).toContain("Premium 12-Inch Powered Speaker");

      // The link opens the quote's PDF (its own content again), and only the PDF: it takes no decision.
      const link = /View or download your quote: (\S+)/.exec(mail.text)?.[1];
      if (!link) throw new Error("expected the quote's link");
      const url = new URL(link);
      expect(url.pathname).toBe(`/api/quotes/${body.quoteNumber}/pdf`);
      const linkToken = url.searchParams.get("token") ?? "";
      expect(linkToken).not.toBe(body.accessToken);
      const viaLink = await fetch(`${baseUrl}${url.pathname}${url.search}`);
      expect(viaLink.status).toBe(200);
      const linkedText = await pdfText(new Uint8Array(await viaLink.arrayBuffer()));
      expect(linkedText).not.toContain("evil.example");
      expect(linkedText).toContain(body.quoteNumber);
      const decision = await decide(body.quoteNumber, { accessToken: linkToken, requestType: "accept" });
      expect(decision.status).toBe(404);
      // No token is kept in the clear: not in the quote row, not in the outbox.
      const row = await db()
        .selectFrom("quotes")
        .selectAll()
        .where("quote_number", "=", body.quoteNumber)
        .executeTakeFirstOrThrow();
      expect(JSON.stringify(row)).not.toContain(linkToken);
      expect(JSON.stringify(await listOutbox(db()))).not.toContain(linkToken);
    });

    it("puts the quote's live page in the answer, the e-mail, its PDF and the WhatsApp message, storing only its hash", async () => {
      smtp = await startSmtpSink();
      await startApi({ smtp });
      const sink = smtp;
      const { body } = await create(request);
      const liveUrl = String((body as { liveUrl?: unknown }).liveUrl);
      expect(liveUrl).toMatch(/\/q\/[A-Za-z0-9_-]{43}$/);
      const liveToken = liveUrl.slice(-43);

      await expect.poll(() => sink.messages.length, { timeout: 10_000 }).toBe(2);
      const customer = sink.messages.find((message) => message.to.includes(request.contact.email));
      if (!customer) throw new Error("expected the visitor's copy");
      const mail = parseMail(customer.raw);
      expect(mail.text).toContain(`Open your quote online: ${liveUrl}`);
      expect(mail.html).toContain(`href="${liveUrl}"`);
      // The WhatsApp chat's message carries the link too.
      expect(mail.html).toContain(encodeURIComponent(liveUrl));
      const attached = mail.attachments[0]?.content;
      if (!attached) throw new Error("expected the PDF");
      expect((await pdfText(attached)).replace(/\s+/g, "")).toContain(liveUrl);

      // The visitor's own PDF download prints the same link.
      const pdf = await fetch(`${baseUrl}/api/quotes/${body.quoteNumber}/pdf?token=${String(body.accessToken)}`);
      expect((await pdfText(new Uint8Array(await pdf.arrayBuffer()))).replace(/\s+/g, "")).toContain(liveUrl);

      const row = await db()
        .selectFrom("quotes")
        .selectAll()
        .where("quote_number", "=", body.quoteNumber)
        .executeTakeFirstOrThrow();
      expect(JSON.stringify(row)).not.toContain(liveToken);
      expect(JSON.stringify(await listOutbox(db()))).not.toContain(liveToken);
    });
  });
});
