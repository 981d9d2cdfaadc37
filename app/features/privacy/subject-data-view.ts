// What the site holds about one person, as a privacy request's export gives it
// (JSON, and CSV for a spreadsheet), and how a person is looked for in stored
// records: their e-mail address in any case, their phone number by its digits.
// Which of the records found are theirs is ./subject-scope.ts's rule.
import { type CsvValue, toCsv } from "#app/platform/http/csv.ts";
import { johannesburgDate } from "#app/platform/format/johannesburg-clock.ts";

/** Who a privacy request is about: the address the requester confirmed, and the phone number they only typed. */
export interface PrivacySubject {
  /** The privacy request (its lead id): what staff verified for it counts for it alone. */
  requestId: string;
  /** Proved: the request was confirmed from this address's inbox. */
  confirmedEmail: string | null;
  /** Not proved: its matches are held back until staff verify them. */
  phone?: string | null;
}

/**
 * The digit strings a stored phone number (punctuation removed) may have for
 * this number: South African numbers are written nationally (082…) and
 * internationally (+27 82…). Too short to be a phone number: none.
 */
export function phoneVariants(phone: string): string[] {
  const digits = phone.replace(/\D/g, "");
  if (digits.length < 9) return [];
  const national = digits.startsWith("27") && digits.length === 11 ? `0${digits.slice(2)}` : digits;
  const variants = new Set([digits, national]);
  if (national.startsWith("0") && national.length === 10) variants.add(`27${national.slice(1)}`);
  return [...variants];
}

type Json = unknown;

export interface SubjectData {
  subject: { email: string | null; phone: string | null };
  generatedAt: string;
  leads: Record<string, Json>[];
  quotes: Record<string, Json>[];
  quoteDecisions: Record<string, Json>[];
  /** Proofs of payment uploaded for a quote's deposit (decision 040); the JSON export carries each file itself. */
  paymentProofs: Record<string, Json>[];
  staffNotes: Record<string, Json>[];
  messages: Record<string, Json>[];
}

/** The record groups in the order the export lists them, with the name a person reads. */
export const SUBJECT_RECORD_GROUPS = [
  { key: "leads", label: "Enquiry" },
  { key: "quotes", label: "Quote" },
  { key: "quoteDecisions", label: "Quote decision" },
  { key: "paymentProofs", label: "Proof of payment" },
  { key: "staffNotes", label: "Staff note or status change" },
  { key: "messages", label: "E-mail or CRM delivery" },
] as const satisfies readonly { key: keyof SubjectData; label: string }[];

export const SUBJECT_CSV_HEADER = ["Record", "Record id", "Field", "Value"] as const;

function cellValue(value: Json): CsvValue {
  if (value === null || value === undefined) return "";
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return value;
  return JSON.stringify(value);
}

/** One row per field of every record: readable in a spreadsheet whatever shape a submission had. */
export function subjectDataCsv(data: SubjectData): string {
  const rows: CsvValue[][] = [];
  for (const group of SUBJECT_RECORD_GROUPS) {
    for (const record of data[group.key]) {
      const id = cellValue(record.id);
      for (const [field, value] of Object.entries(record)) {
        if (field === "id") continue;
        rows.push([group.label, id, field, cellValue(value)]);
      }
    }
  }
  return toCsv(SUBJECT_CSV_HEADER, rows);
}

/** How many records of each kind an export holds (for the audit trail: counts, never content). */
export function subjectDataCounts(data: SubjectData): Record<string, number> {
  return Object.fromEntries(SUBJECT_RECORD_GROUPS.map((group) => [group.key, data[group.key].length]));
}

/** 'personal-information-2026-11-21.json', dated the day in Johannesburg. */
export function subjectExportFileName(requestedAt: Date, extension: "json" | "csv"): string {
  return `personal-information-${johannesburgDate(requestedAt)}.${extension}`;
}
