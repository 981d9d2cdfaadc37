// The quote editor's work (decision 039): find the quote of a lead with its
// versions, save staff's next version (or rewrite the unsent draft), and send
// the draft to the customer. Each answers with where to go next or the
// messages to show by the fields, never a half-done change.
import type { Kysely } from "kysely";
import type { CatalogueView } from "#app/features/catalogue/index.ts";
import { getLead, quoteNumberForLead } from "#app/features/leads/index.server.ts";
import type { Lead } from "#app/features/leads/index.ts";
import { catalogueChoices, catalogueLine } from "#app/features/quotes/editor/quote-editor.server.ts";
import { editorErrors, readEditorForm } from "#app/features/quotes/editor/quote-editor.ts";
import { quoteEditView } from "#app/features/quotes/editor/quote-edit-view.ts";
import { DEFAULT_QUOTE_VALIDITY_DAYS, quoteValidUntil } from "#app/features/quotes/quote-expiry.ts";
import { QUOTE_STATUS_LABELS, currentQuoteStatus } from "#app/features/quotes/quote-status.ts";
import { type StoredQuote, getQuoteByNumber } from "#app/features/quotes/quotes-db.server.ts";
import { reviseQuote } from "#app/features/quotes/versions/quote-revision.ts";
import {
  type QuoteVersionRecord,
  listQuoteVersions,
  saveQuoteVersion,
  sendQuoteVersion,
} from "#app/features/quotes/versions/quote-versions-db.server.ts";
import { currentVersionOf, draftVersionOf } from "#app/features/quotes/versions/quote-versions.ts";
import type { StaffServices } from "#app/features/staff/index.server.ts";
import type { Database } from "#app/platform/db/schema.server.ts";
import { logInfo } from "#app/platform/log/log.server.ts";

export const NO_QUOTE_TO_EDIT = "There is no quote on this lead. It may have been mistyped.";

export interface QuoteToEdit {
  lead: Lead;
  stored: StoredQuote;
  versions: QuoteVersionRecord[];
  /** The version the customer has. */
  current: QuoteVersionRecord;
  /** Staff's unsent draft, if there is one. */
  draft: QuoteVersionRecord | undefined;
  /** What the form starts from: the draft, or else the customer's version. */
  base: QuoteVersionRecord;
}

/** The lead's quote with its versions, or undefined when the lead has no quote (or there is no such lead). */
export async function quoteToEdit(db: Kysely<Database>, leadId: string): Promise<QuoteToEdit | undefined> {
  const lead = await getLead(db, leadId);
  const quoteNumber = lead?.kind === "quote" ? await quoteNumberForLead(db, lead.id) : undefined;
  const stored = quoteNumber ? await getQuoteByNumber(db, quoteNumber) : undefined;
  if (!lead || !stored) return undefined;
  const versions = await listQuoteVersions(db, stored.id);
  const current = currentVersionOf(versions);
  if (!current) return undefined;
  const draft = draftVersionOf(versions);
  return { lead, stored, versions, current, draft, base: draft ?? current };
}

/** The editor page's view of the quote, its catalogue to add from, and the notice after a save. */
export function quoteEditPage(
  { lead, stored, versions, current, draft }: QuoteToEdit,
  { catalogue, notice, now = new Date() }: { catalogue: CatalogueView; notice: string | null; now?: Date },
) {
  return quoteEditView({
    leadId: lead.id,
    title: lead.fullName ?? lead.email ?? "Lead without a name",
    quoteNumber: stored.quote.quoteNumber,
    status: currentQuoteStatus(stored.quote.status, stored.quote.validUntil, now),
    versions,
    current,
    draft,
    catalogue: catalogueChoices(catalogue),
    notice,
  });
}

/** Where the editor goes after a post, or the messages to show by the fields (and the values to keep). */
export type QuoteEditOutcome =
  | { status: "done"; to: string }
  | { status: "refused"; httpStatus: 400 | 409; errors: Record<string, string>; values: Record<string, string> }
  | { status: "not_found" };

type Staff = { email: string; staffId: string };

/** Sends the draft `version` to the customer (by e-mail when this server sends the customer's e-mails). */
export async function sendQuoteDraft(
  services: StaffServices,
  { lead, stored }: QuoteToEdit,
  { version, staff }: { version: number; staff: Staff },
): Promise<QuoteEditOutcome> {
  const result = await sendQuoteVersion(services.db, {
    quoteId: stored.id,
    version,
    staffEmail: staff.email,
    channels: services.sendingChannels.includes("customer_email") ? ["customer_email"] : [],
  });
  if (result.status === "sent" || result.status === "already_sent") {
    if (result.status === "sent") {
      logInfo("staff.quote_version_sent", { leadId: lead.id, version, staffId: staff.staffId });
      services.kickOutbox();
    }
    // The notice says what happened: an e-mail queued, or only the live page (no e-mail set up).
    const emailQueued =
      result.status === "sent" ? result.emailQueued : services.sendingChannels.includes("customer_email");
    return { status: "done", to: `/admin/leads/${lead.id}?notice=${emailQueued ? "version_sent" : "version_live"}` };
  }
  const message =
    result.status === "superseded"
      ? `Version ${result.latest} was saved since; send that one.`
      : result.status === "not_allowed"
        ? `This quote is ${QUOTE_STATUS_LABELS[result.quoteStatus].toLowerCase()}, so it takes no new version.`
        : "There is no such version to send.";
  return { status: "refused", httpStatus: 409, errors: { send: message }, values: {} };
}

/** Checks the editor's form against the version it started from and saves the result as the draft. */
export async function saveQuoteDraft(
  db: Kysely<Database>,
  { lead, stored, draft, base }: QuoteToEdit,
  { form, catalogue, staff, now = new Date() }: { form: FormData; catalogue: CatalogueView; staff: Staff; now?: Date },
): Promise<QuoteEditOutcome> {
  const values: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string") values[name] = value;
  const read = readEditorForm(form, base.document, (type, id) => catalogueLine(catalogue, type, id));
  if (Object.keys(read.errors).length > 0) return { status: "refused", httpStatus: 400, errors: read.errors, values };
  const revision = reviseQuote(base.document, read.edits, {
    revisedAt: now.toISOString(),
    validUntil: quoteValidUntil(now, DEFAULT_QUOTE_VALIDITY_DAYS),
  });
  if (!revision.ok) {
    return { status: "refused", httpStatus: 400, errors: editorErrors(revision.errors, read.rows), values };
  }
  const saved = await saveQuoteVersion(db, {
    quoteId: stored.id,
    document: revision.document,
    staffEmail: staff.email,
    ...(draft ? { replacesDraft: draft.version } : {}),
    now,
  });
  if (saved.status === "not_found") return { status: "not_found" };
  if (saved.status === "immutable") {
    const message = `Version ${saved.version} was sent meanwhile; open the editor again to make the next one.`;
    return { status: "refused", httpStatus: 409, errors: { form: message }, values };
  }
  logInfo("staff.quote_version_saved", { leadId: lead.id, version: saved.version, staffId: staff.staffId });
  return { status: "done", to: `/admin/leads/${lead.id}/quote/edit?notice=saved` };
}
