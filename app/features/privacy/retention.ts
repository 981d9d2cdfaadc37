// How long the site keeps what it stores (POPIA section 14): one policy, read
// from the environment on the server, that the scheduled clean-up applies and
// that the privacy notice and every form's notice quote. Pure: the clean-up
// itself is app/features/privacy/retention.server.ts.

export interface RetentionPolicy {
  /** Enquiries that did not become a booking: months after the last contact. */
  enquiryMonths: number;
  /** Bookings (leads marked won) and their quotes: years after the last contact (tax records). */
  bookingYears: number;
  /** Web vitals and error reports: days. */
  telemetryDays: number;
  /** The copies of notifications in the outbox (e-mails and CRM deliveries): days after they were made. */
  deliveryLogDays: number;
  /** Newsletter sign-ups and privacy requests nobody confirmed: days. */
  unconfirmedDays: number;
}

export const DEFAULT_RETENTION: Readonly<RetentionPolicy> = Object.freeze({
  enquiryMonths: 24,
  bookingYears: 5,
  telemetryDays: 90,
  deliveryLogDays: 90,
  unconfirmedDays: 7,
});

/** How long a confirmation link (newsletter, privacy request) stays valid. */
export const CONFIRMATION_LINK_HOURS = 72;

/** A privacy request is answered within this many days of being confirmed (POPIA section 23 and PAIA). */
export const PRIVACY_REQUEST_DUE_DAYS = 30;

const DAY_MS = 24 * 60 * 60_000;

/** `date` moved back by whole calendar months (UTC), clamped to the month's last day. */
export function monthsBefore(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

export function daysBefore(date: Date, days: number): Date {
  return new Date(date.getTime() - days * DAY_MS);
}

export function daysAfter(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** Records last touched before these times are past their period. */
export interface RetentionCutoffs {
  enquiry: Date;
  booking: Date;
  telemetry: Date;
  deliveryLog: Date;
  unconfirmed: Date;
}

export function retentionCutoffs(policy: RetentionPolicy, now: Date): RetentionCutoffs {
  return {
    enquiry: monthsBefore(now, policy.enquiryMonths),
    booking: monthsBefore(now, policy.bookingYears * 12),
    telemetry: daysBefore(now, policy.telemetryDays),
    deliveryLog: daysBefore(now, policy.deliveryLogDays),
    unconfirmed: daysBefore(now, policy.unconfirmedDays),
  };
}

/** When a privacy request confirmed at `confirmedAt` must be answered. */
export function privacyRequestDueAt(confirmedAt: Date): Date {
  return daysAfter(confirmedAt, PRIVACY_REQUEST_DUE_DAYS);
}

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? "" : "s"}`;
}

/** "24 months", "1 year", "90 days": a period as the notices word it. */
export const describeMonths = (months: number) =>
  months % 12 === 0 ? plural(months / 12, "year") : plural(months, "month");
export const describeYears = (years: number) => plural(years, "year");
export const describeDays = (days: number) => plural(days, "day");

/**
 * How long a proof of payment is kept (decision 040): it shows the payer's
 * name, bank and account, and once the deposit is received it is part of our
 * financial records, kept as a booking is; a proof whose deposit never
 * arrived goes with the enquiry. The clean-up applies this
 * (retention.server.ts); the privacy notice quotes it.
 */
export function proofOfPaymentRetention(policy: RetentionPolicy): string {
  return `${describeYears(policy.bookingYears)} after our last contact once your deposit has reached us, because it is then part of the financial records SARS requires us to keep; if the deposit never reaches us, ${describeMonths(policy.enquiryMonths)} after our last contact, with your enquiry.`;
}

/** Every form that takes personal details. */
export type NoticeForm =
  "contact" | "callback" | "sidebar" | "business" | "client" | "quote" | "assistant" | "subscribe" | "privacy";

/**
 * The section 18 notice beside each form's submit button: what the form
 * collects, why, and how long we keep it. One sentence each, in the company's
 * voice; the link to /privacy follows it.
 */
export function formPrivacyNotice(form: NoticeForm, policy: RetentionPolicy): string {
  const enquiry = describeMonths(policy.enquiryMonths);
  const booking = describeYears(policy.bookingYears);
  switch (form) {
    case "contact":
      return `We use your name, e-mail address, phone number and message only to answer you and, if you ask, to quote for your event, and we delete them ${enquiry} after our last contact unless you book with us (then ${booking}, for our tax records).`;
    case "callback":
      return `We use your name, phone number, the e-mail address you choose to give and your message only to call you back about your event, and we delete them ${enquiry} after our last contact unless you book with us (then ${booking}).`;
    case "sidebar":
      return `We use your name, phone number, e-mail address and the page you were reading only to call you back about your event, and we delete them ${enquiry} after our last contact unless you book with us (then ${booking}).`;
    case "business":
      return `We use your company and contact details and your answers only to assess your application and run the partnership, and we delete them ${enquiry} after our last contact unless you become a partner (then ${booking}).`;
    case "client":
      return `We use your organisation and contact details and your answers only to assess your application and set up your partner account, and we delete them ${enquiry} after our last contact unless you become a partner (then ${booking}).`;
    case "quote":
      return `We use your contact details, event details and the equipment you chose only to prepare and send your quote, and we delete them ${enquiry} after our last contact unless you book with us (then ${booking}, for our tax records).`;
    case "assistant":
      return `We use your contact details and your answers only to recommend equipment and quote for your event, and we delete them ${enquiry} after our last contact unless you book with us (then ${booking}).`;
    case "subscribe":
      return `We use your e-mail address only to send you our articles once you confirm it from the e-mail we send you, keep it until you unsubscribe, and delete it after ${describeDays(policy.unconfirmedDays)} if you never confirm.`;
    case "privacy":
      return `We use these details only to confirm who you are and answer your request within ${PRIVACY_REQUEST_DUE_DAYS} days, delete them after ${describeDays(policy.unconfirmedDays)} if you never confirm, and otherwise keep a record of the request for ${enquiry}.`;
  }
}

// chunk-group: form-kit (the islands build's chunk this module ships in: vite.islands.config.ts)
