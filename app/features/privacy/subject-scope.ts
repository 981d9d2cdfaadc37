// Which records a privacy request's export and erasure cover (issue 32, item
// 2). A request is confirmed from its e-mail inbox, so the e-mail address is
// the only identifier the requester proved. Records are found by that address
// or by the phone number they typed; a record that carries the confirmed
// address is theirs, anything found otherwise (a phone number anyone could
// type) is unverified until staff check it and verify it. Export and erasure
// both take their records from this rule, so they can never disagree.

/** A kind of record a privacy request is answered with: an enquiry (lead) or a quote. */
export type SubjectRecordKind = "lead" | "quote";

export interface SubjectRecordRef {
  kind: SubjectRecordKind;
  id: string;
}

export interface CandidateLead {
  id: string;
  email: string | null;
}

export interface CandidateQuote {
  id: string;
  leadId: string | null;
  email: string | null;
}

/** Why a record is held back: it shares only the phone number, or it belongs to an enquiry that does. */
export type UnverifiedReason = "phone" | "enquiry";

export interface SubjectScopeDecision {
  /** In scope: exported and erased. */
  leadIds: string[];
  quoteIds: string[];
  /** Found, but not by the confirmed address, and not verified by staff: never exported or erased. */
  unverified: (SubjectRecordRef & { reason: UnverifiedReason })[];
}

/** An e-mail address as records are compared: trimmed, any case. */
export function comparableEmail(email: string | null | undefined): string {
  return (email ?? "").trim().toLowerCase();
}

export function recordKey({ kind, id }: SubjectRecordRef): string {
  return `${kind}:${id}`;
}

/** 'lead:01J…' or 'quote:01J…' as a reference; anything else: undefined. */
export function parseRecordKey(value: unknown): SubjectRecordRef | undefined {
  if (typeof value !== "string") return undefined;
  const match = /^(lead|quote):([\w-]{1,64})$/.exec(value);
  return match ? { kind: match[1] as SubjectRecordKind, id: match[2] as string } : undefined;
}

/**
 * Splits the records found for a request into those in scope and those held
 * back. In scope: a lead or quote under the confirmed address, one staff
 * verified for this request, and a quote of an enquiry in scope (the quote
 * the enquiry asked for). Without a confirmed address nothing is in scope.
 */
export function decideSubjectScope({
  confirmedEmail,
  leads,
  quotes,
  verified,
}: {
  confirmedEmail: string | null | undefined;
  leads: readonly CandidateLead[];
  quotes: readonly CandidateQuote[];
  verified: readonly SubjectRecordRef[];
}): SubjectScopeDecision {
  const proved = comparableEmail(confirmedEmail);
  const isProved = (email: string | null) => proved !== "" && comparableEmail(email) === proved;
  const verifiedKeys = new Set(verified.map(recordKey));
  const isVerified = (ref: SubjectRecordRef) => proved !== "" && verifiedKeys.has(recordKey(ref));

  const leadIds: string[] = [];
  const unverified: SubjectScopeDecision["unverified"] = [];
  for (const lead of leads) {
    if (isProved(lead.email) || isVerified({ kind: "lead", id: lead.id })) leadIds.push(lead.id);
    else unverified.push({ kind: "lead", id: lead.id, reason: "phone" });
  }
  const inScopeLeads = new Set(leadIds);
  const heldBackLeads = new Set(unverified.map((record) => record.id));
  const quoteIds: string[] = [];
  for (const quote of quotes) {
    const ofLeadInScope = quote.leadId !== null && inScopeLeads.has(quote.leadId);
    if (isProved(quote.email) || ofLeadInScope || isVerified({ kind: "quote", id: quote.id })) quoteIds.push(quote.id);
    else {
      const reason = quote.leadId !== null && heldBackLeads.has(quote.leadId) ? "enquiry" : "phone";
      unverified.push({ kind: "quote", id: quote.id, reason });
    }
  }
  return { leadIds, quoteIds, unverified };
}
