// The POPIA privacy notice shown at /privacy. Business facts come from
// business.ts; the route renders these sections in order, with a table of
// contents built from their ids and headings.
import { business, telHref } from "#app/platform/business.ts";
import {
  DEFAULT_RETENTION,
  PRIVACY_REQUEST_DUE_DAYS,
  type RetentionPolicy,
  proofOfPaymentRetention,
} from "#app/features/privacy/retention.ts";

/** A run of text: plain, a link, or a short bold label. */
export type PrivacyInline = string | { text: string; href: string } | { strong: string };

/** A paragraph or list item: one string, or several runs in order. */
export type PrivacyText = string | readonly PrivacyInline[];

export type PrivacyBlock = { kind: "paragraph"; text: PrivacyText } | { kind: "list"; items: readonly PrivacyText[] };

export interface PrivacySection {
  /** Anchor of the section, linked from the table of contents. */
  id: string;
  heading: string;
  blocks: readonly PrivacyBlock[];
}

export interface PrivacyNotice {
  title: string;
  /** Meta description, 120 to 160 characters. */
  description: string;
  intro: string;
  lastUpdated: { iso: string; display: string };
  sections: readonly PrivacySection[];
}

const paragraph = (...text: PrivacyInline[]): PrivacyBlock => ({ kind: "paragraph", text });
const list = (...items: PrivacyText[]): PrivacyBlock => ({ kind: "list", items });

export const INFORMATION_REGULATOR_URL = "https://inforegulator.org.za";
export const INFORMATION_REGULATOR_COMPLAINTS_EMAIL = "POPIAComplaints@inforegulator.org.za";
export const INFORMATION_REGULATOR_PAIA_COMPLAINTS_EMAIL = "PAIAComplaints@inforegulator.org.za";
export const INFORMATION_REGULATOR_ENQUIRIES_EMAIL = "enquiries@inforegulator.org.za";
export const POPIA_REQUEST_SUBJECT = "POPIA request";
export const popiaRequestHref = `mailto:${business.email}?subject=${encodeURIComponent(POPIA_REQUEST_SUBJECT)}`;

const postalAddress = [
  business.address.street,
  business.address.city,
  business.address.postalCode,
  business.address.province,
  business.address.country,
].join(", ");

/** Where the privacy request form sits on /privacy. */
export const PRIVACY_REQUEST_SECTION_ID = "make-a-request";

/**
 * The notice with the retention periods the clean-up applies (RETENTION_*,
 * read by the root loader), so what we promise is what the server does.
 */
export function privacyNoticeFor(policy: RetentionPolicy): PrivacyNotice {
  return {
    title: "Privacy Notice",
    description: `How ${business.name} collects, uses, shares and protects the personal information you send through our website, and your rights under POPIA.`,
    intro: `This notice explains what personal information ${business.name} collects through this website, why we collect it, who we share it with and how long we keep it. It also sets out your rights under the Protection of Personal Information Act 4 of 2013 (POPIA) and how to use them.`,
    lastUpdated: { iso: "2026-11-29", display: "29 November 2026" },
    sections: [
      {
        id: "who-we-are",
        heading: "Who we are",
        blocks: [
          paragraph(
            `${business.legalName} ("${business.name}", "we" or "us") hires out sound, lighting and AV equipment, with technicians to run it, for events across ${business.address.province}. For the personal information described in this notice we are the responsible party under POPIA. You can reach us at:`,
          ),
          list(
            [{ strong: "Address:" }, ` ${postalAddress}`],
            [{ strong: "Phone:" }, " ", { text: business.phone.display, href: telHref }],
            [{ strong: "E-mail:" }, " ", { text: business.email, href: `mailto:${business.email}` }],
          ),
        ],
      },
      {
        id: "information-you-give-us",
        heading: "Information you give us",
        blocks: [
          paragraph("We only collect what you choose to send us through the forms on this website:"),
          list(
            [
              { strong: "Contact form:" },
              " your name, e-mail address and phone number, the type of event and your message.",
            ],
            [
              { strong: "Call-back requests:" },
              " your name and phone number, your e-mail address if you choose to give it, your message, the time you would like us to call and the page you came from.",
            ],
            [
              { strong: "Partner applications:" },
              " your company and contact details, your industry or client type, how many events you run a year, your reasons for applying and how you heard about us.",
            ],
            [
              { strong: "Quote requests and the equipment assistant:" },
              " your contact details and the equipment you selected.",
            ],
            [
              { strong: "Your quote's own page:" },
              " when you open the link to your quote, we note the first and last time you opened it, so that our team knows you have seen it. When you accept a quote there, we keep the full name you type as your signature, the time, your internet (IP) address and your browser's user agent, as the record that you agreed to the quote and our hire terms; when you decline or ask for changes, we keep your reason, the changes and your note. These records are kept, and deleted, with the quote.",
            ],
            [
              { strong: "Proofs of payment:" },
              " when you pay the deposit on an accepted quote by EFT, you can upload the payment confirmation (a PDF, JPEG or PNG) on your quote's page. It shows your name, bank and account details; we keep it only to match your payment to your quote and as a record of the payment, outside our website, where only our sales team can open it.",
            ],
            [{ strong: "Newsletter sign-ups:" }, " your e-mail address."],
          ),
          paragraph(
            "Please leave sensitive details, such as ID numbers or health information, out of your messages: we never need them to quote for an event. If you give us someone else's details, for example a colleague who will meet our crew at the venue, please let them know you have done so.",
          ),
        ],
      },
      {
        id: "technical-information",
        heading: "Technical information",
        blocks: [
          paragraph("When you send a form, our server also records:"),
          list(
            [
              { strong: "A keyed hash of your IP address:" },
              " a scrambled code made with a secret key. It lets us spot repeated abuse and limit how often forms can be sent from one connection, without keeping the address itself.",
            ],
            [
              { strong: "Your browser's user agent:" },
              " the short line of text that names your browser and operating system. It helps us recognise automated spam and fix display problems.",
            ],
          ),
          paragraph(
            "We don't use advertising cookies, and we don't allow advertising networks to track you on this website.",
          ),
          paragraph(
            `To see how fast our pages load for you, your browser sends us timing figures (how long the page took to appear and respond) and any script errors it met, together with the page's address. They carry no name, contact detail or cookie, and we delete them after ${policy.telemetryDays} days.`,
          ),
          paragraph(
            'If we use Google Tag Manager to measure which pages help visitors, we ask first: a notice at the bottom of the page offers "Allow analytics" or "No thanks", and nothing from Google loads unless you allow it. Your choice is kept for a year in one small cookie of this site (ssh-analytics-consent) that holds nothing but the choice and its date, and "Cookie settings" at the foot of every page lets you change it.',
          ),
          paragraph(
            "When you build a quote, your equipment selection is kept in your browser's local storage, on your own device, so that it is still there when you come back. It only reaches us when you send a quote request, and you can remove it at any time by clearing this site's data in your browser.",
          ),
          paragraph(
            "If you build a quote in a browser with JavaScript switched off, the equipment you add is kept on our server instead, and one small cookie of this site (__Host-quote_basket) holds the random code that finds it again from page to page. It holds nothing else and is kept for 30 days after you last add something; the selection on our server is deleted 30 days after its last change, and both go when you send the quote request or clear the selection. It is strictly necessary for the quote you are building, so we don't ask for it first.",
          ),
          paragraph(
            "If you send one of our forms while your connection is down (during load-shedding, say), the form and what you typed wait in your browser's local storage, on your own device, and are sent to us as soon as the connection returns; the page tells you it is waiting. Once we have received it, it is removed from your browser.",
          ),
          paragraph(
            "When you arrive on our website, your browser's session storage notes where your visit came from: the name of the website that sent you here (such as www.google.co.za, never the page you were on), the campaign tags in the link you followed (utm_source, utm_medium, utm_campaign, utm_term and utm_content), whether you came from a Google or Microsoft advert (only that you did, not the advert's click code) and the first page you opened. It is not a cookie, it stays on your device and is cleared when you close the tab. It only reaches us with a form or quote request you send, and we keep it with that enquiry to learn which of our adverts and listings bring enquiries; if you send no form, we never see it. Nothing of it goes to Google or anyone else and we don't use it to follow you around the web, so, unlike analytics cookies, we don't ask for it first. It is kept as long as the enquiry it came with; when we anonymise an enquiry, the search words and link content go with your details, and only the channel (for example, a Google Ads campaign) stays in our figures.",
          ),
          paragraph(
            "If you reach our call-back form after following a link to a page that doesn't exist, your browser's session storage briefly holds that page's address, so that your request can tell us what you were looking for. Session storage is cleared when you close the tab.",
          ),
          paragraph(
            "The map on our contact page is provided by Google Maps and only loads if you choose to show it. Once it loads, Google receives your IP address and browser details and handles them under its own privacy policy.",
          ),
        ],
      },
      {
        id: "how-we-use-it",
        heading: "Why we use your information",
        blocks: [
          paragraph("We use your personal information to:"),
          list(
            "answer your enquiry, or call you back at the time you asked for;",
            "prepare quotes, confirm bookings, and deliver, set up and collect the equipment you hire;",
            "assess partner applications and look after partner accounts;",
            "invoice you and keep the financial records the law requires;",
            "protect the website against spam and abuse, including limiting how often forms can be sent;",
            "send you news and offers, but only if you have opted in to receive them.",
          ),
          paragraph("We don't make automated decisions about you or build profiles from your information."),
        ],
      },
      {
        id: "legal-basis",
        heading: "Our legal basis",
        blocks: [
          paragraph(
            "POPIA only allows personal information to be processed for a lawful reason (section 11). Ours are:",
          ),
          list(
            [
              { strong: "Steps you ask us to take:" },
              " when you request a quote, a call-back or a booking, we need your details to prepare and carry out the hire.",
            ],
            [
              { strong: "Legitimate interests:" },
              " keeping the website secure and free of spam protects both you and us.",
            ],
            [{ strong: "Legal obligations:" }, " for example keeping tax records for SARS."],
            [{ strong: "Your consent:" }, " for newsletters and other marketing."],
          ),
        ],
      },
      {
        id: "marketing",
        heading: "Marketing",
        blocks: [
          paragraph(
            "We only send newsletters, special offers or other marketing if you have given separate opt-in consent, for example by ticking the marketing box on a form or signing up for our newsletter. Sending an enquiry or a quote request never signs you up on its own.",
          ),
          paragraph(
            "You can withdraw your consent at any time, using the unsubscribe link in any of our marketing e-mails or by contacting our Information Officer. Withdrawing it doesn't affect an enquiry or booking you already have with us.",
          ),
          paragraph(
            "Now and then we may send you a reminder about a quote we made you, for example two days before its prices expire. Every reminder has an unsubscribe link; once you use it we send no more reminders to that address.",
          ),
        ],
      },
      {
        id: "sharing",
        heading: "Who we share it with",
        blocks: [
          paragraph("We never sell, rent or trade your personal information. We share it only with:"),
          list(
            "our e-mail provider, which delivers your enquiry to our team and our replies to you;",
            "our customer relationship management (CRM) system, where our sales team keeps track of enquiries, quotes and bookings;",
            "authorities such as SARS, the courts or the police, when the law requires us to.",
          ),
          paragraph(
            "Our e-mail provider and CRM act as operators under POPIA: they may only process your information on our instructions, under written contracts that require them to keep it confidential and secure.",
          ),
          paragraph(
            "If one of these providers stores information outside South Africa, we only use it where section 72 of POPIA allows, for example where the provider is bound by law or a contract that protects your information to a standard similar to POPIA's.",
          ),
        ],
      },
      {
        id: "retention",
        heading: "How long we keep it",
        blocks: [
          list(
            [
              { strong: "Enquiries that don't become bookings:" },
              ` ${policy.enquiryMonths} months after our last contact with you. This includes contact forms, call-back requests, quote requests, partner applications and privacy requests.`,
            ],
            [
              { strong: "Bookings and invoices:" },
              ` ${policy.bookingYears} years, because SARS requires us to keep tax records for that long.`,
            ],
            [{ strong: "Proofs of payment for a deposit:" }, ` ${proofOfPaymentRetention(policy)}`],
            [
              { strong: "Marketing consent:" },
              " until you withdraw it. After that we keep only a note of your opt-out, so that we don't contact you again by mistake.",
            ],
            [
              { strong: "Newsletter sign-ups and privacy requests you never confirm:" },
              ` ${policy.unconfirmedDays} days. Both only count once you confirm them from the e-mail we send you.`,
            ],
            [
              { strong: "Copies of the e-mails we send about your enquiry:" },
              ` ${policy.deliveryLogDays} days after they are sent.`,
            ],
            [{ strong: "Website speed figures and error reports:" }, ` ${policy.telemetryDays} days.`],
            [
              { strong: "Reminder opt-outs:" },
              " for as long as we send reminders, so that you never get one again. We keep a coded fingerprint of your e-mail address for this, not the address itself.",
            ],
          ),
          paragraph(
            "The IP hash and user agent are stored with the form they came with and are deleted along with it. So that we answer enquiries quickly, we also note when our team first answered yours and who did; that note is kept and deleted with the enquiry. When a retention period ends, we delete the information or anonymise it so that it can no longer identify you.",
          ),
          paragraph(
            "A clean-up runs on our server every day and applies these periods automatically, so nothing depends on someone remembering to do it.",
          ),
        ],
      },
      {
        id: "security",
        heading: "How we protect it",
        blocks: [
          list(
            "Every page and form on this website is served over an encrypted HTTPS connection.",
            "We store IP addresses only as a keyed hash, never in readable form.",
            "Only the staff who need your information to handle your enquiry, booking or account can see it.",
            "Our operators are bound by contract to protect your information and to tell us about any breach.",
          ),
          paragraph(
            "If we have reason to believe that someone has gained access to your personal information without authority, we will tell you and the Information Regulator as soon as reasonably possible, as section 22 of POPIA requires.",
          ),
        ],
      },
      {
        id: "your-rights",
        heading: "Your rights",
        blocks: [
          paragraph("Under POPIA you have the right to:"),
          list(
            "ask whether we hold personal information about you, and request access to it;",
            "ask us to correct information that is wrong, out of date or incomplete;",
            "ask us to delete information we no longer have a lawful reason to keep;",
            "object to our processing of your information, including for direct marketing;",
            "withdraw your consent at any time where we rely on it;",
            "lodge a complaint with the Information Regulator.",
          ),
          paragraph(
            "To use any of these rights, contact our Information Officer. We may first ask you to confirm your identity, so that your information never goes to someone else, and we will respond within 30 days.",
          ),
          paragraph(
            "The quickest way is the ",
            { text: "request form on this page", href: `#${PRIVACY_REQUEST_SECTION_ID}` },
            `: we e-mail you a link to confirm the request, and the ${PRIVACY_REQUEST_DUE_DAYS} days start when you confirm it.`,
          ),
          paragraph(
            "If you are unhappy with how we have handled your information, please tell us first so that we can try to put it right. You can also complain to the Information Regulator (South Africa) through its website, ",
            { text: "inforegulator.org.za", href: INFORMATION_REGULATOR_URL },
            ", or by e-mail to ",
            {
              text: INFORMATION_REGULATOR_COMPLAINTS_EMAIL,
              href: `mailto:${INFORMATION_REGULATOR_COMPLAINTS_EMAIL}`,
            },
            ".",
          ),
        ],
      },
      {
        id: "information-officer",
        heading: "Contact our Information Officer",
        blocks: [
          paragraph(
            `Our Information Officer, ${business.informationOfficer.name} (${business.informationOfficer.role}), deals with privacy questions, requests and complaints. The quickest way to reach them is by e-mail:`,
          ),
          list(
            [
              { strong: "E-mail:" },
              " ",
              { text: business.email, href: popiaRequestHref },
              ` with the subject "${POPIA_REQUEST_SUBJECT}"`,
            ],
            [{ strong: "Phone:" }, " ", { text: business.phone.display, href: telHref }],
            [{ strong: "Post:" }, ` The Information Officer, ${business.legalName}, ${postalAddress}`],
          ),
          paragraph(
            "Our ",
            { text: "PAIA manual", href: "/paia-manual" },
            " describes the records we keep and how to ask for them under the Promotion of Access to Information Act.",
          ),
        ],
      },
      {
        id: "changes",
        heading: "Changes to this notice",
        blocks: [
          paragraph(
            "We update this notice when our website or the way we handle personal information changes. The date at the top of the page shows when it last changed, and if a change affects information you have already given us, we will let you know.",
          ),
        ],
      },
    ],
  };
}

/** The notice with the default retention periods. */
export const privacyNotice: PrivacyNotice = privacyNoticeFor(DEFAULT_RETENTION);
