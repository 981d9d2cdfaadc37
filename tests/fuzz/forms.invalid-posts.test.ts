// The public lead forms' refused posts under hostile input, through both
// doors and in both encodings: an invalid field comes back with its own
// message beside it and the typed text escaped; garbage, duplicates, a filled
// honeypot and bodies that are not a form never get a 5xx, and nothing is
// stored that was not accepted.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PROTO_KEYS, hostilePiece, hostileText } from "./arbitraries.ts";
import { FORMS, type Fields, type FormSpec, kept } from "./forms.specs.ts";
import {
  type FormsSuite,
  PAGE_POST_LIMIT,
  control,
  describedText,
  door,
  encoding,
  endpointLabel,
  formPath,
  useFormsSuite,
} from "./forms.test-support.ts";
import { check } from "./properties.ts";
import { BACKENDS, injectedMarkup, multipart, parseHtml, urlencoded } from "./support.ts";

describe.each(BACKENDS)("the public forms' refused posts under hostile input, on %s", (backend) => {
  const suite = useFormsSuite(backend, "3-forms-2-refused");

  describe.each(FORMS)("the $form form under hostile input", (spec) => {
    it("answers an invalid field with its own message beside it, the typed text escaped, and stores nothing", async () => {
      await answersInvalidFieldsWithTheirMessages(suite, spec);
    });

    it("answers garbage, duplicates, files, prototype keys and a filled honeypot without a 5xx, storing at most what it accepted", async () => {
      await survivesGarbage(suite, spec);
    });

    it("refuses bodies that are not a form, too big or of no declared length, and stores nothing", async () => {
      await refusesBodiesThatAreNotAForm(suite, spec);
    });
  });

  it("logged no server error", async () => {
    expect(suite.server.errorLines()).toEqual([]);
    expect(await suite.server.count("select count(*) as n from site_errors where source = 'server'")).toBe(0);
  });
});

async function answersInvalidFieldsWithTheirMessages(suite: FormsSuite, spec: FormSpec): Promise<void> {
  const cases = Object.entries(spec.invalid).flatMap(([field, options]) =>
    options.map(([values, message]) => fc.tuple(fc.constant(field), values, fc.constant(message))),
  );
  await check(
    fc.asyncProperty(
      spec.valid,
      fc.oneof(...cases),
      door,
      encoding,
      async (fields, [field, value, message], via, encodedAs) => {
        const before = await suite.leadRows();
        const posted: Fields = { ...fields, [field]: value };
        const answer = await suite.postForm(spec, via, Object.entries(posted), encodedAs);
        expect(await suite.leadRows()).toBe(before);
        if (answer.bytes > PAGE_POST_LIMIT) {
          expect(answer.status).toBe(413);
          return;
        }
        const label = `${field} = ${JSON.stringify(value).slice(0, 80)} via ${via}`;
        expect(answer.status, label).toBe(400);
        if (via === "endpoint") {
          const result = JSON.parse(answer.text) as { status: string; fieldErrors: Record<string, string> };
          expect(result.status, label).toBe("invalid");
          if (message) expect(result.fieldErrors[field], label).toBe(message);
          else expect(result.fieldErrors[field], label).toEqual(expect.any(String));
          return;
        }
        const document = parseHtml(answer.text);
        expect(injectedMarkup(document), label).toBeUndefined();
        const element = control(document, field);
        expect(element, label).not.toBeNull();
        if (!element) return;
        expect(element.getAttribute("aria-invalid"), label).toBe("true");
        const shown = describedText(document, element);
        if (message) expect(shown, label).toContain(message);
        else expect(shown.trim().length, label).toBeGreaterThan(0);
        // What the visitor typed comes back, as text.
        for (const name of spec.echoed) {
          const input = control(document, name);
          if (!input) continue;
          const echoed = input.tagName === "TEXTAREA" ? (input.textContent ?? "") : (input.getAttribute("value") ?? "");
          expect(echoed.replace(/\r\n?/g, "\n"), `${label}: ${name}`).toBe(kept(posted[name]));
        }
      },
    ),
    120,
  );
}

async function survivesGarbage(suite: FormsSuite, spec: FormSpec): Promise<void> {
  const names = fc.oneof(
    fc.constantFrom(
      ...PROTO_KEYS,
      "fax_number",
      "submissionKey",
      "referrer",
      "form",
      "name",
      "email",
      "__proto__[isAdmin]",
      "constructor[prototype][x]",
      "name[]",
    ),
    hostileText(12),
  );
  const garbage = fc.oneof(
    // Random fields.
    fc.array(fc.tuple(names, hostileText(200)), { maxLength: 12 }).map((pairs) => ({ pairs, note: "random" })),
    // A valid post with hostile duplicates after it: the first value is the one read.
    fc
      .tuple(
        spec.valid,
        fc.array(fc.tuple(fc.constantFrom(...Object.keys(spec.invalid)), hostileText(60)), {
          minLength: 1,
          maxLength: 4,
        }),
      )
      .map(([fields, duplicates]) => ({
        pairs: [...Object.entries(fields), ...duplicates],
        note: "duplicates",
        fields,
      })),
    // A filled honeypot: the answer a person gets, nothing stored.
    fc
      .tuple(
        spec.valid,
        hostilePiece.filter((text) => text.trim() !== ""),
      )
      .map(([fields, trap]) => ({
        pairs: [...Object.entries(fields), ["fax_number", trap] as [string, string]],
        note: "honeypot",
      })),
  );
  await check(
    fc.asyncProperty(garbage, door, encoding, async (input, via, encodedAs) => {
      const before = await suite.leadRows();
      const answer = await suite.postForm(spec, via, input.pairs as [string, string][], encodedAs);
      const label = `${input.note} via ${via}`;
      expect(answer.status, label).toBeLessThan(500);
      const grown = (await suite.leadRows()) - before;
      if (input.note === "honeypot") {
        expect(answer.status, label).toBe(answer.bytes > PAGE_POST_LIMIT ? 413 : 200);
        expect(grown, label).toBe(0);
      } else if (input.note === "duplicates" && answer.bytes <= PAGE_POST_LIMIT && "fields" in input && input.fields) {
        expect(answer.status, label).toBe(200);
        expect(grown, label).toBe(1);
        const row = (await suite.server.row(
          "select full_name from leads order by created_at desc, id desc limit 1",
        )) as {
          full_name: string;
        };
        expect(row.full_name, label).toBe(spec.stores(input.fields).fullName);
      } else {
        expect(grown, label).toBe(answer.status === 200 ? grown : 0);
        expect(grown, label).toBeLessThanOrEqual(1);
      }
      if (via === "page" && (answer.headers["content-type"] ?? "").includes("html"))
        expect(injectedMarkup(parseHtml(answer.text)), label).toBeUndefined();
    }),
    80,
  );
}

interface BodyVariant {
  body: Buffer | string;
  headers: Record<string, string>;
  chunked?: boolean;
  expect: number[];
}

/** Bodies a form post must refuse, built around one valid post of the form, with the statuses allowed for each. */
function bodiesThatAreNotAForm(spec: FormSpec): BodyVariant[] {
  const sample = Object.entries(fc.sample(spec.valid, { numRuns: 1, seed: 3 })[0] ?? {});
  const form = urlencoded(sample);
  // Every field sent as a file: a form with no text in it.
  const files = multipart(sample.map(([name, value]) => ({ name, value, filename: `${name}.txt` })));
  return [
    {
      body: JSON.stringify(Object.fromEntries(sample)),
      headers: { "Content-Type": "application/json" },
      expect: [400, 415],
    },
    { body: form.body, headers: { "Content-Type": "text/plain" }, expect: [400, 415] },
    { body: form.body, headers: {}, expect: [400, 415] },
    {
      body: '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nZo',
      headers: { "Content-Type": "multipart/form-data; boundary=x" },
      expect: [400],
    },
    { body: "garbage", headers: { "Content-Type": "multipart/form-data" }, expect: [400] },
    { body: "garbage", headers: { "Content-Type": "multipart/form-data; boundary=" }, expect: [400] },
    { body: "name=%zz&email=%E0%A4%A&message=%", headers: form.headers, expect: [400] },
    { body: "&&&===&&&", headers: form.headers, expect: [400] },
    { body: Buffer.from([0xff, 0xfe, 0x00, 0x3d, 0x26]), headers: form.headers, expect: [400] },
    { body: "a=1&".repeat(PAGE_POST_LIMIT / 4 - 1), headers: form.headers, expect: [400] },
    {
      body: urlencoded([...sample, ["message", "x".repeat(PAGE_POST_LIMIT)]]).body,
      headers: form.headers,
      expect: [413],
    },
    { body: form.body, headers: form.headers, chunked: true, expect: [411] },
    { body: files.body, headers: files.headers, expect: [400] },
  ];
}

async function refusesBodiesThatAreNotAForm(suite: FormsSuite, spec: FormSpec): Promise<void> {
  for (const via of ["page", "endpoint"] as const) {
    for (const variant of bodiesThatAreNotAForm(spec)) {
      const before = await suite.leadRows();
      const headers = variant.headers;
      const answer = await suite.server.send({
        path: formPath(spec, via),
        body: variant.body,
        headers,
        chunked: variant.chunked,
      });
      suite.tally.record(endpointLabel(spec, via), answer.status);
      const label = `${via} ${JSON.stringify(headers)} ${String(variant.body).slice(0, 60)}`;
      expect(variant.expect, `${label}: ${answer.status}`).toContain(answer.status);
      expect(await suite.leadRows(), label).toBe(before);
    }
  }
}
