// What the quote endpoint tests share: the API (the resource routes under
// /api/quotes) over real HTTP, on a real SQLite file (and PostgreSQL when
// TEST_DATABASE_URL is set), with a real SMTP sink for the e-mails; and the
// quote request a browser sends.
import { afterEach, describe, expect, it } from "vitest";
import { addDays } from "#app/features/quotes/hire-period.ts";
import { johannesburgDate } from "#app/platform/format/johannesburg-clock.ts";
import type { QuoteDocument } from "#app/features/quotes/quote-document.ts";
import { parseDataEnv } from "#app/features/site/data-env.server.ts";
import { type SiteData, startSiteData } from "#app/features/site/site-data.server.ts";
import {
  type TestBackend,
  type TestTarget,
  runnableBackends,
  testBackends,
} from "#app/platform/db/test-support.server.ts";
import { type ApiServer, startApiServer } from "#app/routes/api-test-server.server.ts";
import { leadIntakeContext } from "#app/features/leads/intake/intake-context.server.ts";
import { createLeadIntake } from "#app/features/leads/intake/lead-intake.server.ts";
import { type SmtpSink, startSmtpSink } from "#app/platform/mail/test-support.server.ts";
import { quoteStoreContext } from "#app/features/quotes/quote-store-context.server.ts";
import type { CatalogueData } from "#app/features/catalogue/content/catalogue-data.ts";
import { catalogueView } from "#app/features/catalogue/catalogue-view.ts";
import { catalogueContext } from "#app/features/catalogue/catalogue-context.server.ts";

export const contact = { name: "Thandi Mokoena", email: "thandi@example.co.za", phone: "082 555 0123" };

/** An event a fortnight ahead: the quote refuses a date in the past, so no literal date stays valid. */
export const EVENT_DATE = addDays(johannesburgDate(new Date()), 14);

/** The browser's body, with the spec's extra fields and prices a tamperer would change. */
export const request = {
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

export interface CreatedAnswer {
  success: boolean;
  quoteNumber: string;
  accessToken?: string;
  quote: QuoteDocument;
  customerEmailQueued: boolean;
}

export interface ErrorAnswer {
  success: false;
  message: string;
  errors?: { field: string; message: string }[];
}

const backends = runnableBackends("quotes-api");

export interface ApiOptions {
  limits?: { perClient: number; floodThreshold: number };
  smtp?: SmtpSink;
  catalogue?: CatalogueData;
}

export interface QuotesApi {
  /** Where the started API listens. */
  readonly baseUrl: string;
  startApi(options?: ApiOptions): Promise<SiteData>;
  /** An SMTP sink closed after the test. */
  startSmtp(): Promise<SmtpSink>;
  db(): SiteData["database"]["db"];
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
  create(
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<{ response: Response; body: CreatedAnswer & ErrorAnswer }>;
  created(body?: unknown): Promise<{ quoteNumber: string; accessToken: string; quote: QuoteDocument }>;
  /** A decision as the quote page sends it, on version 1; an acceptance signed with a typed name and the terms. */
  decide(quoteNumber: string, body: Record<string, unknown>): Promise<Response>;
}

/**
 * Declares `tests` once per database backend that can run here (and a skipped
 * block naming each one that cannot), each test on an API of its own.
 */
export function describeQuotesApi(tests: (api: QuotesApi) => void): void {
  for (const backend of testBackends().filter((candidate) => candidate.skipReason)) {
    describe.skip(`quotes API on ${backend.name} (${backend.skipReason})`, () => {
      it("runs when configured", () => {});
    });
  }
  describe.each(backends)("quotes API on $name", (backend: TestBackend) => {
    tests(useQuotesApi(backend));
  });
}

function useQuotesApi(backend: TestBackend): QuotesApi {
  let target: TestTarget | undefined;
  let layer: SiteData | undefined;
  let server: ApiServer | undefined;
  let smtp: SmtpSink | undefined;
  let baseUrl = "";

  afterEach(async () => {
    await server?.close();
    // No route threw: every refusal was an answer of its own.
    expect(server?.errors ?? []).toEqual([]);
    await layer?.close();
    await target?.dispose();
    await smtp?.close();
    server = layer = target = smtp = undefined;
  });

  async function startApi(options: ApiOptions = {}) {
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

  return {
    get baseUrl() {
      return baseUrl;
    },
    startApi,
    async startSmtp() {
      smtp = await startSmtpSink();
      return smtp;
    },
    db() {
      if (!layer) throw new Error("API not started");
      return layer.database.db;
    },
    post,
    create,
    async created(body: unknown = request) {
      const answer = await create(body);
      expect(answer.response.status).toBe(201);
      const { quoteNumber, accessToken } = answer.body;
      if (!accessToken) throw new Error("expected a token");
      return { quoteNumber, accessToken, quote: answer.body.quote };
    },
    decide(quoteNumber: string, body: Record<string, unknown>) {
      const signed = body.requestType === "accept" ? { signedName: "Thandi Mokoena", acceptTerms: true } : {};
      return post(
        `/api/quotes/${encodeURIComponent(quoteNumber)}/decisions`,
        Array.isArray(body) ? body : { quoteVersion: 1, ...signed, ...body },
      );
    },
  };
}
