// What the kept-copy test needs besides its assertions: the secret-looking
// parts of every link in a received e-mail, and the real functions that queue
// one message on every e-mail channel. Test-only.
import type { Kysely } from "kysely";
import { resolveCatalogueItem } from "#app/features/catalogue/content/seed-catalogue.server.ts";
import { insertLead } from "#app/features/leads/leads-db.server.ts";
import { priceQuote } from "#app/features/quotes/quote-pricing.ts";
import { sampleQuote } from "#app/features/quotes/quote-document.test-support.ts";
import { createQuote } from "#app/features/quotes/quotes-db.server.ts";
import { inviteStaff, requestPasswordReset } from "#app/features/staff/accounts/staff-accounts-db.server.ts";
import { recordFailedLogin, reserveLoginAttempt } from "#app/features/staff/auth/login-attempts.server.ts";
import { createStaffUser } from "#app/features/staff/staff-db.server.ts";
import type { Database } from "#app/platform/db/schema.server.ts";

// A path segment this long, of URL-safe characters only, looks like a token.
const TOKEN_LIKE_SEGMENT = /^[A-Za-z0-9._~-]{20,}$/;
// Shorter query values (a page number, a tab) are no secrets; the copy cannot withhold them anyway.
const SHORTEST_QUERY_SECRET = 8;
// A value with white space in it is words (a WhatsApp message's text), not a token.
const WORDS = /\s/;
const LINK = /https?:\/\/[^\s"'<>)]+/g;
// In HTML a link is what an element points at, not any address in the markup (the DOCTYPE's).
const HTML_LINK = /\b(?:href|src)="(https?:\/\/[^"]+)"/g;

/** Every link in a text part. */
export function linksInText(text: string): string[] {
  return [...text.matchAll(LINK)].map((match) => match[0]);
}

/** Every link an HTML part's elements point at (its &amp; read back as &). */
export function linksInHtml(html: string): string[] {
  return [...html.matchAll(HTML_LINK)].map((match) => (match[1] ?? "").replaceAll("&amp;", "&"));
}

/**
 * A link's secret-looking parts: its query values and its long token-like path
 * segments, less `identifiers` (a lead's id in the staff inbox's link names
 * the lead; only a signed-in member of staff can open it).
 */
export function secretLookingParts(link: string, identifiers: ReadonlySet<string>): string[] {
  const url = new URL(link);
  const queryValues = [...url.searchParams.values()].filter(
    (value) => value.length >= SHORTEST_QUERY_SECRET && !WORDS.test(value),
  );
  const segments = url.pathname.split("/").filter((segment) => TOKEN_LIKE_SEGMENT.test(segment));
  return [...queryValues, ...segments].filter((part) => !identifiers.has(part));
}

/** What names a stored lead or quote: links to staff pages carry these, and they open nothing by themselves. */
export async function storedIdentifiers(db: Kysely<Database>): Promise<Set<string>> {
  const leads = await db.selectFrom("leads").select("id").execute();
  const quotes = await db.selectFrom("quotes").select(["id", "quote_number"]).execute();
  return new Set([...leads.map((lead) => lead.id), ...quotes.flatMap((quote) => [quote.id, quote.quote_number])]);
}

/** A secret as it could appear in a copy: as sent, URL-decoded and URL-encoded. */
export function spellingsOf(secret: string): string[] {
  let decoded = secret;
  try {
    decoded = decodeURIComponent(secret);
  } catch {
    // Not percent-encoded text: the raw spelling is the only one.
  }
  return [...new Set([secret, decoded, encodeURIComponent(decoded)])];
}

const OWNER = "thandi@sandtonsoundhire.co.za";
const MANAGER = "sipho@sandtonsoundhire.co.za";
const NEW_STAFF = "lerato@sandtonsoundhire.co.za";

/** A sales e-mail and the customer's copy of a quote (channels 'email' and 'customer_email'). */
async function quoteForCustomer(db: Kysely<Database>, now: Date): Promise<void> {
  const priced = priceQuote([{ type: "product", id: "powered-speaker-12-premium", quantity: 2 }], resolveCatalogueItem);
  if (!priced.ok) throw new Error("the sample quote does not price");
  await createQuote(db, {
    contact: { name: "Naledi Dlamini", email: "naledi@example.co.za", phone: "082 555 0123" },
    event: { eventDate: "2026-12-19", venue: "Summer Place, Hyde Park" },
    pricingRule: sampleQuote().pricingRule,
    lines: priced.lines,
    totalItems: priced.totalItems,
    totalDiscountCents: priced.totalDiscountCents,
    marketingConsent: false,
    channels: ["email", "customer_email"],
    now,
  });
}

/** A call-back request to sales, and a newsletter sign-up and a privacy request to confirm. */
async function leadsToSalesAndToConfirm(db: Kysely<Database>, now: Date): Promise<void> {
  const visitor = { source: "Website Form", fullName: "Jane Smith", email: "jane@example.co.za", now };
  await insertLead(db, { ...visitor, kind: "callback", phone: "082 555 0101", payload: {}, channels: ["email"] });
  await insertLead(db, { ...visitor, kind: "subscriber", payload: {}, channels: ["confirmation_email"] });
  await insertLead(db, { ...visitor, kind: "privacy_request", payload: {}, channels: ["confirmation_email"] });
}

/** An invitation and a password reset (channel 'staff_account_email'). */
async function staffAccountEmails(db: Kysely<Database>, now: Date): Promise<void> {
  await createStaffUser(db, { email: OWNER, passwordHash: "scrypt$x", now });
  await createStaffUser(db, { email: MANAGER, passwordHash: "scrypt$x", now });
  await inviteStaff(db, { email: NEW_STAFF, role: "owner", invitedBy: OWNER, now });
  if (!(await requestPasswordReset(db, MANAGER, now))) throw new Error("no password reset was queued");
}

/** Wrong passwords for an account until its owner is alerted (channel 'staff_alert'). */
async function failedSignInAlert(db: Kysely<Database>, now: Date): Promise<void> {
  const staff = await db
    .selectFrom("staff_users")
    .select(["id", "email"])
    .where("email", "=", OWNER)
    .executeTakeFirst();
  if (!staff) throw new Error("the owner's account is missing");
  for (let attempt = 0; attempt < 20; attempt++) {
    const at = new Date(now.getTime() + attempt * 1000);
    const subject = { accountKey: "login:account:thandi", addressKey: `login:ip:${attempt}`, staff };
    const reservation = await reserveLoginAttempt(db, subject, at);
    if (reservation.status !== "reserved") throw new Error("the sign-in was locked before any alert");
    const alert = await recordFailedLogin(db, subject, reservation.attemptId, { alertsSendable: true, now: at });
    if (alert) return;
  }
  throw new Error("no failed sign-in alert was queued");
}

/**
 * Queues, through the functions the site's services call, a message on every
 * e-mail channel that is not a reminder; the reminders are the sweep's.
 */
export async function queueEveryEmail(db: Kysely<Database>, now: Date): Promise<void> {
  await quoteForCustomer(db, now);
  await leadsToSalesAndToConfirm(db, now);
  await staffAccountEmails(db, now);
  await failedSignInAlert(db, now);
}
