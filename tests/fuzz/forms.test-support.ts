// What the public-form suites share: one server per database with the lead
// posts stored on it, and posting a form through either door (the page's
// route action, or the form endpoint the form script posts to) in either
// encoding.
import fc from "fast-check";
import type { StoredHostile } from "./properties.ts";
import { type Answer, type Backend, multipart, urlencoded } from "./support.ts";
import type { FormSpec } from "./forms.specs.ts";
import { type FuzzSuite, useFuzzSuite } from "./suite.ts";

export const PAGE_POST_LIMIT = 64 * 1024;

export type Door = "page" | "endpoint";
export type Encoding = "urlencoded" | "multipart";

export const door = fc.constantFrom<Door>("page", "endpoint");
export const encoding = fc.constantFrom<Encoding>("urlencoded", "multipart");

export interface FormsSuite extends FuzzSuite {
  /** The valid hostile posts stored, checked at the end where staff and sales read them. */
  readonly stored: StoredHostile[];
  leadRows(): Promise<number>;
  postForm(
    spec: FormSpec,
    door: Door,
    pairs: [string, string][],
    encoding: Encoding,
  ): Promise<Answer & { bytes: number }>;
}

/** Registers a server for this describe block, tallied under `tallyName`. */
export function useFormsSuite(backend: Backend, tallyName: string): FormsSuite {
  const suite = useFuzzSuite("forms", backend, tallyName);
  const stored: StoredHostile[] = [];
  return {
    get server() {
      return suite.server;
    },
    get tally() {
      return suite.tally;
    },
    stored,
    leadRows: () => suite.server.count("select count(*) as n from leads"),
    async postForm(spec, via, pairs, encodedAs) {
      const all: [string, string][] = via === "page" ? [...spec.extra, ...pairs] : pairs;
      const { body, headers } = encode(all, encodedAs);
      const answer = await suite.server.send({ path: formPath(spec, via), body, headers });
      suite.tally.record(endpointLabel(spec, via), answer.status);
      return { ...answer, bytes: Buffer.byteLength(body) };
    },
  };
}

export function encode(
  pairs: [string, string][],
  encoding: Encoding,
): { body: Buffer | string; headers: Record<string, string> } {
  return encoding === "urlencoded" ? urlencoded(pairs) : multipart(pairs.map(([name, value]) => ({ name, value })));
}

export function formPath(spec: FormSpec, door: Door): string {
  return door === "page" ? spec.page : `/api/forms/${spec.form}`;
}

export function endpointLabel(spec: FormSpec, door: Door): string {
  return door === "page"
    ? `POST ${spec.page}${spec.form === "sidebar" ? " (sidebar form)" : ""}`
    : `POST /api/forms/${spec.form}`;
}

/** The control a field renders as, inside the lead form on the page. */
export function control(document: Document, name: string): Element | null {
  return document.querySelector(`main [data-island] form [name="${name}"]`);
}

export function describedText(document: Document, element: Element): string {
  return (element.getAttribute("aria-describedby") ?? "")
    .split(/\s+/)
    .map((id) => (id ? (document.getElementById(id)?.textContent ?? "") : ""))
    .join(" ");
}
