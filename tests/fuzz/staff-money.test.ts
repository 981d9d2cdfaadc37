// Money staff type, under hostile input (issue 32): the catalogue editor's
// cost price and staff hire price and the quote editor's unit price, posted
// over HTTP to the production server by a signed-in owner. An amount in the business range (whole cents, R0.01 to
// R1,000,000.00) is saved as typed; anything outside it (1 and 300 zeros
// among them, once published as "R5e+298.00") is answered 400 with the money
// rule's message naming the field and the range, and no draft or quote
// version is stored.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { FIELD_LABELS } from "#app/features/catalogue/editor/catalogue-editing.ts";
import { MAX_MONEY_CENTS, moneyMessage } from "#app/platform/forms/money-field.ts";
import { check } from "./properties.ts";
import {
  BACKENDS,
  type FuzzServer,
  collapse,
  injectedMarkup,
  jsonHeaders,
  parseHtml,
  signInAsStaff,
  startFuzzServer,
  urlencoded,
} from "./support.ts";
import { Tally } from "./tally.ts";

const ITEM_PATH = "/admin/catalogue/products/powered-speaker-12-premium";
const ENDPOINT = "POST /admin/catalogue/:kind/:itemId (money fields)";

let tally: Tally;
let server: FuzzServer;
let cookie: string;

/** Cents as staff type rand: 12345n -> "123.45", -500n -> "-5.00". */
function randText(cents: bigint): string {
  const sign = cents < 0n ? "-" : "";
  const whole = cents < 0n ? -cents : cents;
  return `${sign}${whole / 100n}.${String(whole % 100n).padStart(2, "0")}`;
}

/** A staff page's form (the one holding `field`) as the page fills it: every named control with its value, the CSRF token included. */
async function pageForm(path: string, field: string): Promise<[string, string][]> {
  const page = await server.send({ method: "GET", path, headers: { Cookie: cookie } });
  expect(page.status).toBe(200);
  const form = parseHtml(page.text).querySelector(`[name="${field}"]`)?.closest("form");
  if (!form) throw new Error(`${path} has no form with ${field}`);
  const pairs: [string, string][] = [];
  for (const element of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
    "input[name], textarea[name], select[name]",
  )) {
    if (element.tagName === "SELECT") {
      for (const option of (element as HTMLSelectElement).querySelectorAll("option"))
        if (option.hasAttribute("selected")) pairs.push([element.name, option.getAttribute("value") ?? ""]);
      continue;
    }
    if (element.tagName === "TEXTAREA") {
      pairs.push([element.name, element.textContent ?? ""]);
      continue;
    }
    const type = element.getAttribute("type") ?? "text";
    if ((type === "checkbox" || type === "radio") && !element.hasAttribute("checked")) continue;
    pairs.push([element.name, element.getAttribute("value") ?? (type === "checkbox" ? "on" : "")]);
  }
  return pairs;
}

const drafts = () => server.count("select count(*) as n from catalogue_drafts");

describe.each(BACKENDS)("money staff type in the catalogue and quote editors, on %s", (backend) => {
  beforeAll(async () => {
    tally = new Tally(backend);
    server = await startFuzzServer("money", backend);
    cookie = await signInAsStaff(server);
  }, 120_000);

  afterAll(async () => {
    tally.save(inject("fuzzTallyDir"), "6-staff-money");
    await server?.stop();
  });

  it("saves an amount in the range as typed, and refuses one outside it with the field's message, storing nothing", async () => {
    const form = await pageForm(ITEM_PATH, "costPrice");
    const amount = fc.oneof(
      fc
        .oneof(fc.constantFrom(1, MAX_MONEY_CENTS), fc.integer({ min: 1, max: MAX_MONEY_CENTS }))
        .map((cents) => ({ typed: randText(BigInt(cents)), cents, inRange: true })),
      fc
        .oneof(
          fc.bigInt({ min: BigInt(MAX_MONEY_CENTS) + 1n, max: 10n ** 30n }).map(randText),
          fc.integer({ min: 7, max: 400 }).map((zeros) => `1${"0".repeat(zeros)}`),
          fc.bigInt({ min: -(10n ** 12n), max: -1n }).map(randText),
          fc.constantFrom("0", "0.00", "R 0"),
        )
        .map((typed) => ({ typed, cents: Number.NaN, inRange: false })),
    );
    await check(
      fc.asyncProperty(
        fc.constantFrom("costPrice", "hirePriceOverrideCents"),
        amount,
        async (field, { typed, cents, inRange }) => {
          const before = await drafts();
          const pairs = form.map(([name, value]): [string, string] => [name, name === field ? typed : value]);
          const { body, headers } = urlencoded(pairs);
          const answer = await server.send({ path: ITEM_PATH, body, headers: { ...headers, Cookie: cookie } });
          tally.record(ENDPOINT, answer.status);
          const label = `${field} = ${typed.slice(0, 40)}`;
          if (inRange) {
            expect(answer.status, `${label}: ${answer.text.slice(0, 200)}`).toBe(302);
            const row = (await server.row(
              "select record from catalogue_drafts where kind = 'product' and item_id = 'powered-speaker-12-premium'",
            )) as { record: string };
            const record = JSON.parse(row.record) as { costPrice: number; hirePriceOverrideCents?: number };
            if (field === "costPrice") expect(Math.round(record.costPrice * 100), label).toBe(cents);
            else expect(record.hirePriceOverrideCents, label).toBe(cents);
            return;
          }
          expect(answer.status, label).toBe(400);
          expect(await drafts(), label).toBe(before);
          const document = parseHtml(answer.text);
          expect(injectedMarkup(document), label).toBeUndefined();
          expect(collapse(document.body.textContent ?? ""), label).toContain(
            `${FIELD_LABELS[field]}: ${moneyMessage(undefined, 1)}.`,
          );
        },
      ),
      40,
      // Issue 32: a cost price of 1 and 300 zeros was published as "R5e+298.00".
      [["costPrice", { typed: `1${"0".repeat(300)}`, cents: Number.NaN, inRange: false }]],
    );
  });

  it("saves a quote line's unit price in the range, and refuses one outside it with the field's message, storing no version", async () => {
    const created = await server.send({
      path: "/api/quotes",
      body: JSON.stringify({
        contact: { name: "Thandi Mokoena", email: "thandi@example.co.za", phone: "082 555 0123" },
        items: [{ type: "product", id: "powered-speaker-12-premium", quantity: 2 }],
      }),
      headers: jsonHeaders(),
    });
    expect(created.status, created.text.slice(0, 200)).toBe(201);
    const { quoteNumber } = JSON.parse(created.text) as { quoteNumber: string };
    const { lead_id: leadId, id: quoteId } = (await server.row(
      "select lead_id, id from quotes where quote_number = ?",
      quoteNumber,
    )) as { lead_id: string; id: string };
    const editor = `/admin/leads/${leadId}/quote/edit`;
    const form = await pageForm(editor, "line-0-price");
    const versions = () => server.count("select count(*) as n from quote_versions where quote_id = ?", quoteId);
    const amount = fc.oneof(
      fc
        .oneof(fc.constantFrom(0, MAX_MONEY_CENTS), fc.integer({ min: 0, max: MAX_MONEY_CENTS }))
        .map((cents) => ({ typed: randText(BigInt(cents)), cents, inRange: true })),
      fc
        .oneof(
          fc.bigInt({ min: BigInt(MAX_MONEY_CENTS) + 1n, max: 10n ** 30n }).map(randText),
          fc.integer({ min: 7, max: 400 }).map((zeros) => `1${"0".repeat(zeros)}`),
          fc.bigInt({ min: -(10n ** 12n), max: -1n }).map(randText),
        )
        .map((typed) => ({ typed, cents: Number.NaN, inRange: false })),
    );
    await check(
      fc.asyncProperty(amount, async ({ typed, cents, inRange }) => {
        const before = await versions();
        const pairs = form.map(([name, value]): [string, string] => [name, name === "line-0-price" ? typed : value]);
        const { body, headers } = urlencoded(pairs);
        const answer = await server.send({ path: editor, body, headers: { ...headers, Cookie: cookie } });
        tally.record("POST /admin/leads/:leadId/quote/edit (money fields)", answer.status);
        const label = `unit price = ${typed.slice(0, 40)}`;
        if (inRange) {
          expect(answer.status, `${label}: ${answer.text.slice(0, 200)}`).toBe(302);
          const row = (await server.row(
            "select document from quote_versions where quote_id = ? order by version desc limit 1",
            quoteId,
          )) as { document: string };
          const document = JSON.parse(row.document) as { lines: { unitPriceCents: number }[] };
          expect(document.lines[0]?.unitPriceCents, label).toBe(cents);
          return;
        }
        expect(answer.status, label).toBe(400);
        expect(await versions(), label).toBe(before);
        const page = parseHtml(answer.text);
        expect(injectedMarkup(page), label).toBeUndefined();
        expect(collapse(page.body.textContent ?? ""), label).toContain(moneyMessage("Unit price", 0));
      }),
      30,
      [[{ typed: `1${"0".repeat(300)}`, cents: Number.NaN, inRange: false }]],
    );
  });

  it("logged no server error", () => {
    expect(server.errorLines()).toEqual([]);
  });
});
