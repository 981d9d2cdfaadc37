// Shared by the quote revision tests: revision times, the sample quote's lines unchanged,
// and reviseQuote called for its document or its errors.
import { reviseQuote } from "#app/features/quotes/versions/quote-revision.ts";
import { type LineEdit } from "#app/features/quotes/versions/quote-revision-fields.ts";

export const times = { revisedAt: "2026-11-27T07:15:00.000Z", validUntil: "2026-12-11" };

/** The sample quote's lines as they are: speakers, the Speaker Power Duo (15% off), the engineer for 4 hours. */
export const unchangedSampleLines: LineEdit[] = [
  { type: "product", id: "powered-speaker-12-premium", quantity: 2 },
  { type: "promotion", id: "speaker-power-duo", quantity: 1 },
  { type: "personnel", id: "sound-engineer", quantity: 1 },
];

export function revised(...args: Parameters<typeof reviseQuote>) {
  const result = reviseQuote(...args);
  if (!result.ok) throw new Error(`Expected a revision, got ${JSON.stringify(result.errors)}`);
  return result.document;
}

export function errorsOf(...args: Parameters<typeof reviseQuote>) {
  const result = reviseQuote(...args);
  if (result.ok) throw new Error("Expected the revision to be refused");
  return result.errors;
}
