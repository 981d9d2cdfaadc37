// The site's other posts under hostile input: the blog sign-up, the privacy
// request, the unsubscribe link, and posts to pages that take none or to form
// names that do not exist. Nothing answers 5xx, nothing invalid is stored,
// and what the visitor typed comes back escaped.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LANDING_SLUGS } from "#app/features/landing/content/slugs.ts";
import { PROTO_KEYS, hostileName, hostileText, validEmail, validPhone } from "./arbitraries.ts";
import { badEmail, badPhone, notAnOption, optional, shortText } from "./forms.specs.ts";
import { type FormsSuite, encode, encoding, useFormsSuite } from "./forms.test-support.ts";
import { check } from "./properties.ts";
import { BACKENDS, collapse, injectedMarkup, parseHtml } from "./support.ts";

describe.each(BACKENDS)("the site's other posts under hostile input, on %s", (backend) => {
  const suite = useFormsSuite(backend, "3-forms-3-other");

  describe("POST /blog/subscribe under hostile input", () => {
    it("subscribes each valid address once, refuses anything else with the field's message, and echoes it escaped", async () => {
      await subscribesValidAddressesOnce(suite);
    });
  });

  describe("the privacy request on /privacy under hostile input", () => {
    it("stores each valid request once, unconfirmed, and refuses anything else with a field's message", async () => {
      await storesValidPrivacyRequestsOnce(suite);
    });
  });

  describe("the unsubscribe link on /unsubscribe under hostile input", () => {
    it("refuses any token it did not sign, by link, form or one-click post, without a 5xx or a stored opt-out", async () => {
      await refusesUnsignedUnsubscribeTokens(suite);
    });
  });

  describe("posts to pages that take none, and to unknown form names", () => {
    it("answer with a 4xx, never a 5xx, and store nothing", async () => {
      await refusesPostsToPagesWithoutAForm(suite);
    });
  });

  it("logged no server error", async () => {
    expect(suite.server.errorLines()).toEqual([]);
    expect(await suite.server.count("select count(*) as n from site_errors where source = 'server'")).toBe(0);
  });
});

async function subscribesValidAddressesOnce(suite: FormsSuite): Promise<void> {
  const ENDPOINT = "POST /blog/subscribe";
  const subscribers = () => suite.server.count("select count(*) as n from leads where kind = 'subscriber'");
  const known = new Set<string>();
  const email = fc.oneof(
    validEmail.map((address) => ({ address, valid: true, repeat: -1 })),
    // An address signed up before, in capitals: the same subscriber.
    fc.nat().map((repeat) => ({ address: "", valid: true, repeat })),
    fc
      .oneof(
        hostileText(80),
        fc.constantFrom(
          "",
          "not-an-email",
          "a@b",
          "x@a-.co.za",
          "<script>@x.co.za",
          `${"a".repeat(250)}@x.co.za`,
          "a@b.co.za\r\nBcc: c@d.co.za",
        ),
      )
      .map((address) => ({ address, valid: false, repeat: -1 })),
  );
  await check(
    fc.asyncProperty(email, encoding, fc.constantFrom("", "  ", "\t"), async (input, encodedAs, pad) => {
      const earlier = [...known];
      const { valid } = input;
      const address =
        input.repeat >= 0
          ? (earlier[input.repeat % Math.max(1, earlier.length)] ?? "first.repeat@example.co.za").toUpperCase()
          : input.address;
      const before = await subscribers();
      const { body, headers } = encode([["email", `${pad}${address}${pad}`]], encodedAs);
      const answer = await suite.server.send({ path: "/blog/subscribe", body, headers });
      suite.tally.record(ENDPOINT, answer.status);
      const document = parseHtml(answer.text);
      expect(injectedMarkup(document)).toBeUndefined();
      const normalised = address.trim().toLowerCase();
      if (!valid) {
        expect(answer.status, address).toBe(400);
        expect(collapse(document.body.textContent ?? "")).toContain("Please enter a valid email address");
        const input = document.querySelector('main [name="email"]');
        // As the HTML parser reads it back: NUL as U+FFFD, line ends as \n.
        const typed = `${pad}${address}${pad}`
          .trim()
          .toWellFormed()
          .replaceAll("\u0000", "\uFFFD")
          .replace(/\r\n?/g, "\n");
        expect(input?.getAttribute("value") ?? "", address).toBe(typed);
        expect(await subscribers()).toBe(before);
        return;
      }
      expect(answer.status, address).toBe(200);
      expect(await subscribers(), address).toBe(before + (known.has(normalised) ? 0 : 1));
      known.add(normalised);
    }),
    150,
  );
}

async function storesValidPrivacyRequestsOnce(suite: FormsSuite): Promise<void> {
  const requests = () => suite.server.count("select count(*) as n from leads where kind = 'privacy_request'");
  const unconfirmed = () =>
    suite.server.count("select count(*) as n from leads where kind = 'privacy_request' and confirmed_at is null");
  const valid = fc.record({
    requestType: fc.constantFrom("access", "correction", "deletion"),
    name: hostileName(100),
    email: validEmail,
    phone: optional(validPhone),
    details: optional(hostileText(500)),
  });
  const invalid = fc.oneof(
    valid.chain((fields) => notAnOption.map((requestType) => ({ ...fields, requestType }))),
    valid.chain((fields) => fc.oneof(badEmail, fc.constant("")).map((email) => ({ ...fields, email }))),
    valid.chain((fields) => shortText.map((name) => ({ ...fields, name }))),
    valid.chain((fields) => badPhone.map((phone) => ({ ...fields, phone }))),
  );
  const post = fc.oneof(
    valid.map((fields) => ({ fields, ok: true })),
    invalid.map((fields) => ({ fields, ok: false })),
  );
  await check(
    fc.asyncProperty(post, encoding, fc.constantFrom("page", "endpoint"), async ({ fields, ok }, encodedAs, via) => {
      const [before, waiting] = [await requests(), await unconfirmed()];
      const { body, headers } = encode(Object.entries(fields), encodedAs);
      const answer = await suite.server.send({
        path: via === "page" ? "/privacy" : "/api/forms/privacy",
        body,
        headers,
      });
      suite.tally.record(`POST ${via === "page" ? "/privacy" : "/api/forms/privacy"}`, answer.status);
      if (via === "page") expect(injectedMarkup(parseHtml(answer.text))).toBeUndefined();
      if (!ok) {
        expect(answer.status, JSON.stringify(fields)).toBe(400);
        expect(await requests()).toBe(before);
        return;
      }
      expect(answer.status, JSON.stringify(fields)).toBe(200);
      expect(await requests()).toBe(before + 1);
      // Nothing counts before the e-mail link is followed.
      expect(await unconfirmed()).toBe(waiting + 1);
    }),
    120,
  );
}

async function refusesUnsignedUnsubscribeTokens(suite: FormsSuite): Promise<void> {
  const optOuts = () => suite.server.count("select count(*) as n from email_opt_outs");
  const token = fc.oneof(
    hostileText(120),
    fc.constantFrom(...PROTO_KEYS),
    // The token's shape, with a signature that is not ours.
    fc.stringMatching(/^[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{43}$/),
  );
  await check(
    fc.asyncProperty(token, fc.constantFrom("link", "form", "one-click"), encoding, async (value, door, encodedAs) => {
      const before = await optOuts();
      // URLSearchParams, not encodeURIComponent: a lone surrogate becomes U+FFFD instead of throwing.
      const query = `/unsubscribe?${new URLSearchParams({ token: value }).toString()}`;
      const answer =
        door === "link"
          ? await suite.server.send({ method: "GET", path: query })
          : await suite.server.send({
              path: door === "form" ? "/unsubscribe" : query,
              ...encode(door === "form" ? [["token", value]] : [["List-Unsubscribe", "One-Click"]], encodedAs),
            });
      suite.tally.record(`${door === "link" ? "GET" : "POST"} /unsubscribe`, answer.status);
      expect(answer.status, value).toBe(400);
      expect(injectedMarkup(parseHtml(answer.text))).toBeUndefined();
      expect(await optOuts()).toBe(before);
    }),
    60,
  );
}

async function refusesPostsToPagesWithoutAForm(suite: FormsSuite): Promise<void> {
  const paths = [
    "/",
    "/about",
    "/services",
    "/catalogue",
    "/catalogue/products",
    "/quote-request",
    "/blog",
    "/blog/rss.xml",
    "/paia-manual",
    "/robots.txt",
    "/sitemap.xml",
    "/offline",
    "/server-error",
    `/${LANDING_SLUGS[0]}`,
    "/contact.data",
    "/call-me-back.data",
    "/no-such-page",
    "/%2e%2e/%2e%2e/etc/passwd",
    "/api/forms/unknown",
    "/api/forms/__proto__",
    "/api/forms/constructor",
    "/api/forms/toString",
    "/api/forms/%00",
    "/admin",
    "/admin/leads/1",
    "/admin/logout",
    "/admin/dashboard",
    "/admin/leads.csv",
  ];
  const pairs = fc.array(
    fc.tuple(
      fc.oneof(fc.constantFrom(...PROTO_KEYS, "name", "email", "intent", "csrf", "status"), hostileText(10)),
      hostileText(80),
    ),
    { maxLength: 8 },
  );
  await check(
    fc.asyncProperty(fc.constantFrom(...paths), pairs, encoding, async (path, fields, encodedAs) => {
      const before = await suite.leadRows();
      const { body, headers } = encode(fields, encodedAs);
      const answer = await suite.server.send({ path, body, headers });
      suite.tally.record("POST (pages without a form, unknown forms, staff pages)", answer.status);
      expect(answer.status, path).toBeGreaterThanOrEqual(400);
      expect(answer.status, path).toBeLessThan(500);
      expect(await suite.leadRows(), path).toBe(before);
    }),
    80,
  );
}
