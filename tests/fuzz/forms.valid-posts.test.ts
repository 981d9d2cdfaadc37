// The public lead forms' valid posts under hostile input, through both doors
// (the page's route action, answered with the page, and POST /api/forms/:form,
// answered with JSON) and in both encodings: each is stored as typed, or as
// the form's own schema reads it, and is shown inert to staff and sales.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { leadFormDefinition } from "#app/features/leads/forms/lead-form-definitions.ts";
import { storedFormPayload } from "#app/features/leads/forms/lead-payload.ts";
import { validateSubmission } from "#app/platform/forms/form-submission.ts";
import { FORMS, type Fields, type FormSpec } from "./forms.specs.ts";
import {
  type Door,
  type Encoding,
  type FormsSuite,
  PAGE_POST_LIMIT,
  control,
  describedText,
  door,
  encoding,
  useFormsSuite,
} from "./forms.test-support.ts";
import { check, expectInertInSalesEmails, expectInertInStaffInbox } from "./properties.ts";
import { BACKENDS, injectedMarkup, parseHtml, signInAsStaff } from "./support.ts";
import { fieldLimits, schemaFieldValue } from "./schema-values.ts";

describe.each(BACKENDS)("the public forms' valid posts under hostile input, on %s", (backend) => {
  const suite = useFormsSuite(backend, "3-forms-1-valid");

  describe.each(FORMS)("the $form form under hostile input", (spec) => {
    it("stores a valid post as typed, from either door and in either encoding", async () => {
      await storesValidPostsAsTyped(suite, spec);
    });

    it("stores every post its schema accepts as the schema read it, and answers every post it refuses with the schema's field messages, never a 5xx", async () => {
      await agreesWithTheFormSchema(suite, spec);
    });
  });

  describe("forms under hostile input: where staff and sales read them", () => {
    it("shows every stored hostile form post as inert text in the staff inbox", async () => {
      expect(suite.stored.length).toBeGreaterThan(0);
      const cookie = await signInAsStaff(suite.server);
      await expectInertInStaffInbox(suite.server, cookie, suite.stored, (status) =>
        suite.tally.record("GET /admin/leads/:id (staff view of fuzzed leads)", status),
      );
    });

    it("sends sales an e-mail per stored post with the hostile text escaped", async () => {
      await expectInertInSalesEmails(suite.server, suite.stored);
    }, 120_000);

    it("logged no server error", async () => {
      expect(suite.server.errorLines()).toEqual([]);
      expect(await suite.server.count("select count(*) as n from site_errors where source = 'server'")).toBe(0);
    });
  });
});

async function storesValidPostsAsTyped(suite: FormsSuite, spec: FormSpec): Promise<void> {
  await check(
    fc.asyncProperty(spec.valid, door, encoding, async (fields, via, encodedAs) => {
      const before = await suite.leadRows();
      const answer = await suite.postForm(spec, via, Object.entries(fields), encodedAs);
      if (answer.bytes > PAGE_POST_LIMIT) {
        expect(answer.status).toBe(413);
        expect(await suite.leadRows()).toBe(before);
        return;
      }
      expect(answer.status, answer.text.slice(0, 300)).toBe(200);
      expect(await suite.leadRows()).toBe(before + 1);
      let leadId: string;
      if (via === "endpoint") {
        const result = JSON.parse(answer.text) as { status: string; leadId: string };
        expect(result.status).toBe("success");
        leadId = result.leadId;
      } else {
        expect(injectedMarkup(parseHtml(answer.text))).toBeUndefined();
        leadId = (
          (await suite.server.row("select id from leads order by created_at desc, id desc limit 1")) as { id: string }
        ).id;
      }
      const row = (await suite.server.row("select * from leads where id = ?", leadId)) as Record<
        string,
        string | number | null
      >;
      const payload = JSON.parse(String(row.payload)) as {
        comments: string;
        preferredTime: string;
        source: string;
        contact: Record<string, string>;
      };
      const expected = spec.stores(fields);
      expect(row.kind).toBe(spec.kind);
      expect(row.full_name).toBe(expected.fullName);
      expect(row.email ?? "").toBe(expected.email);
      expect(row.phone ?? "").toBe(expected.phone);
      expect(row.marketing_consent).toBe(fields.marketingConsent === "on" ? 1 : 0);
      expect(payload.source).toBe(expected.source);
      expect(payload.comments).toBe(expected.comments);
      expect(payload.contact.fullname).toBe(expected.fullName);
      if (expected.preferredTime) expect(payload.preferredTime).toBe(expected.preferredTime);
      for (const [key, value] of Object.entries(expected.contact ?? {})) expect(payload.contact[key], key).toBe(value);
      suite.stored.push({ leadId, shown: [expected.fullName, expected.comments] });
    }),
    60,
  );
}

/** The form's one rule (issue 32): its schema, run here on the same fields, decides; the server must agree. */
async function agreesWithTheFormSchema(suite: FormsSuite, spec: FormSpec): Promise<void> {
  const definition = leadFormDefinition(spec.form);
  const schema = definition.schema();
  const names = Object.keys(spec.fields);
  const change = fc.constantFrom(...names).chain((name) => {
    const [kind, options] = spec.fields[name] ?? ["text"];
    return schemaFieldValue(kind, fieldLimits(schema.shape[name as keyof typeof schema.shape]), options).map(
      (value) => [name, value] as const,
    );
  });
  const changes = fc.array(change, { minLength: 1, maxLength: 3 }).map((pairs) => Object.fromEntries(pairs) as Fields);
  const examples = (spec.regressions ?? []).flatMap((changed) =>
    (["page", "endpoint"] as const).map(
      (via) => [fc.sample(spec.valid, { numRuns: 1, seed: 7 })[0] ?? {}, changed, via, "urlencoded"] as const,
    ),
  ) as [Fields, Fields, Door, Encoding][];
  await check(
    fc.asyncProperty(spec.valid, changes, door, encoding, async (fields, changed, via, encodedAs) => {
      const posted: Fields = { ...fields, ...changed };
      const pairs = Object.entries(posted);
      const verdict = validateSubmission(new URLSearchParams(pairs), schema);
      const before = await suite.leadRows();
      const answer = await suite.postForm(spec, via, pairs, encodedAs);
      const label = `${JSON.stringify(changed).slice(0, 160)} via ${via} (${encodedAs})`;
      expect(answer.status, `${label}: ${answer.text.slice(0, 200)}`).toBeLessThan(500);
      if (answer.bytes > PAGE_POST_LIMIT) {
        expect(answer.status, label).toBe(413);
        expect(await suite.leadRows(), label).toBe(before);
        return;
      }
      if (!verdict.success) {
        expect(answer.status, label).toBe(400);
        expect(await suite.leadRows(), label).toBe(before);
        if (via === "endpoint") {
          const result = JSON.parse(answer.text) as { status: string; fieldErrors: Record<string, string> };
          expect(result.status, label).toBe("invalid");
          expect(result.fieldErrors, label).toEqual(verdict.fieldErrors);
          return;
        }
        const document = parseHtml(answer.text);
        for (const [field, message] of Object.entries(verdict.fieldErrors)) {
          const element = control(document, field);
          expect(element, `${label}: ${field}`).not.toBeNull();
          if (!element) continue;
          expect(element.getAttribute("aria-invalid"), `${label}: ${field}`).toBe("true");
          expect(describedText(document, element), `${label}: ${field}`).toContain(message);
        }
        return;
      }
      // Accepted: stored, and stored as the schema read it.
      expect(answer.status, `${label}: ${answer.text.slice(0, 300)}`).toBe(200);
      expect(await suite.leadRows(), label).toBe(before + 1);
      const leadId =
        via === "endpoint"
          ? (JSON.parse(answer.text) as { leadId: string }).leadId
          : (
              (await suite.server.row("select id from leads order by created_at desc, id desc limit 1")) as {
                id: string;
              }
            ).id;
      const row = (await suite.server.row("select * from leads where id = ?", leadId)) as Record<string, unknown>;
      const payload = JSON.parse(String(row.payload)) as Record<string, unknown>;
      const expected = storedFormPayload(
        definition.shape(verdict.data, { now: new Date(), referrer: "" }),
        posted.marketingConsent === "on",
      );
      expect(row.kind, label).toBe(spec.kind);
      expect(row.full_name ?? "", label).toBe(expected.contact.fullname);
      expect(row.email ?? "", label).toBe(expected.contact.email);
      expect(row.phone ?? "", label).toBe(expected.contact.tel);
      expect(payload.contact, label).toEqual(expected.contact);
      expect(payload.comments, label).toBe(expected.comments);
      expect(payload.preferredTime, label).toBe(expected.preferredTime);
      expect(payload.source, label).toBe(expected.source);
      suite.stored.push({ leadId, shown: [expected.contact.fullname, expected.comments] });
    }),
    60,
    examples,
  );
}
