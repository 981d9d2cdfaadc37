// WhatsApp click-to-chat links (https://wa.me/<number>?text=…) with the
// prefilled messages the site uses. Most South African customers would rather
// carry on by WhatsApp than by e-mail, so products, quotes, landing pages and
// the staff inbox offer it. Pure.
import { business } from "#app/platform/business.ts";

/** A click-to-chat link to `e164` (e.g. "+27117842250") with `text` typed in for the sender. */
export function whatsAppLink(e164: string, text: string): string {
  const digits = e164.replace(/\D/g, "");
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}

/** A link to the company's WhatsApp number with `text` typed in. */
export function companyWhatsAppLink(text: string): string {
  return whatsAppLink(business.whatsapp, text);
}

/** "12 December" for a YYYY-MM-DD date (the year is implied in a chat). */
function dayAndMonth(isoDate: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) return undefined;
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== isoDate) return undefined;
  return new Intl.DateTimeFormat("en-ZA", { day: "numeric", month: "long", timeZone: "UTC" }).format(date);
}

export const whatsAppMessages = {
  /** On a product, bundle or personnel card and page. */
  hire: (itemName: string) => `Hi, I'd like to hire the ${itemName}.`,
  /**
   * On the quote summary, the PDF and the quote e-mail: "My quote Q-… for 12
   * December", with the quote's live page when it has one, so staff open it from the chat.
   */
  quote: (quoteNumber: string, eventDate?: string, liveUrl?: string) => {
    const day = eventDate ? dayAndMonth(eventDate) : undefined;
    return `Hi, my quote ${quoteNumber}${day ? ` for ${day}` : ""}.${liveUrl ? ` ${liveUrl}` : ""}`;
  },
  /** On landing pages and the contact page. */
  general: (topic = "sound hire") => `Hi, I'd like a quote for ${topic} for my event.`,
  /** Staff sending a revised quote (decision 039): the version and its live page, where the changes show. */
  revisedQuote: (firstName: string, quoteNumber: string, version: number, liveUrl: string) =>
    `Hi ${firstName}, this is ${business.name}. We have revised your quote ${quoteNumber}: version ${version} is ready, with the changes marked, at ${liveUrl}`,
  /** Staff passing on a quote's live page themselves (no e-mail set up). */
  liveQuote: (firstName: string, quoteNumber: string, liveUrl: string) =>
    `Hi ${firstName}, this is ${business.name}. Your quote ${quoteNumber} is ready at ${liveUrl}`,
  /** Staff replying to a lead: a greeting that names what the lead asked for. */
  staffReply: (firstName: string, request: string) =>
    `Hi ${firstName}, this is ${business.name} about your ${request}.`,
} as const;

/**
 * The E.164 form of a South African mobile number ("082 555 0101",
 * "+27 82 555 0101", "0027825550101"), or undefined for anything else:
 * landlines, toll-free (080), share-call (086) and VoIP (087) numbers cannot
 * take a WhatsApp chat as reliably, and a foreign number is not guessed at.
 */
export function southAfricanMobile(phone: string): string | undefined {
  const digits = phone.replace(/[\s\-().]/g, "");
  const national = /^(?:\+27|0027|27)(\d{9})$/.exec(digits)?.[1] ?? /^0(\d{9})$/.exec(digits)?.[1];
  if (!national) return undefined;
  // Mobile ranges: 06x, 07x and 081-085.
  if (!/^(?:6\d|7\d|8[1-5])\d{7}$/.test(national)) return undefined;
  return `+27${national}`;
}

// chunk-group: catalogue-browse (the islands build's chunk this module ships in: vite.islands.config.ts)
