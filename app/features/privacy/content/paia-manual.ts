// The company's manual under section 51 of the Promotion of Access to
// Information Act 2 of 2000 (PAIA), as amended by POPIA, shown at
// /paia-manual. Business facts come from business.ts; the Information
// Regulator's details are those it publishes.
import { business, telHref } from "#app/platform/business.ts";
import {
  INFORMATION_REGULATOR_COMPLAINTS_EMAIL,
  INFORMATION_REGULATOR_ENQUIRIES_EMAIL,
  INFORMATION_REGULATOR_PAIA_COMPLAINTS_EMAIL,
  INFORMATION_REGULATOR_URL,
  type PrivacyBlock,
  type PrivacyInline,
  type PrivacySection,
  type PrivacyText,
  popiaRequestHref,
} from "#app/features/privacy/content/privacy-notice.ts";

const paragraph = (...text: PrivacyInline[]): PrivacyBlock => ({ kind: "paragraph", text });
const list = (...items: PrivacyText[]): PrivacyBlock => ({ kind: "list", items });
const mail = (address: string) => ({ text: address, href: `mailto:${address}` });

const postalAddress = [
  business.address.street,
  business.address.city,
  business.address.postalCode,
  business.address.province,
].join(", ");

export const PAIA_REQUEST_SUBJECT = "PAIA request";
const paiaRequestHref = `mailto:${business.email}?subject=${encodeURIComponent(PAIA_REQUEST_SUBJECT)}`;

export interface PaiaManual {
  title: string;
  /** Meta description, 120 to 160 characters. */
  description: string;
  intro: string;
  lastUpdated: { iso: string; display: string };
  sections: readonly PrivacySection[];
}

export const paiaManual: PaiaManual = {
  title: "PAIA Manual",
  description: `How to request records from ${business.legalName} under the Promotion of Access to Information Act: the records we hold, procedure, fees, contacts.`,
  intro: `This manual is published under section 51 of the Promotion of Access to Information Act 2 of 2000 (PAIA), as amended by the Protection of Personal Information Act 4 of 2013 (POPIA). It explains which records ${business.legalName} holds, which of them are available without a request, and how to ask for the others.`,
  lastUpdated: { iso: "2026-11-25", display: "25 November 2026" },
  sections: [
    {
      id: "about-us",
      heading: "1. About us",
      blocks: [
        paragraph(
          `${business.legalName} is a private company that hires out sound, lighting and audio-visual equipment, with technicians to run it, for weddings, corporate functions and other events across ${business.address.province}. It is a private body as PAIA defines it, and a small one: the records below are kept by a single office at ${postalAddress}.`,
        ),
      ],
    },
    {
      id: "information-officer",
      heading: "2. Our Information Officer",
      blocks: [
        paragraph(
          `Requests under PAIA, and questions about this manual, go to our Information Officer. As the head of the company, the ${business.informationOfficer.role.toLowerCase()} holds this role.`,
        ),
        list(
          [
            { strong: "Information Officer:" },
            ` ${business.informationOfficer.name}, ${business.informationOfficer.role}`,
          ],
          [
            { strong: "E-mail:" },
            " ",
            { text: business.email, href: paiaRequestHref },
            ` with the subject "${PAIA_REQUEST_SUBJECT}"`,
          ],
          [{ strong: "Phone:" }, " ", { text: business.phone.display, href: telHref }],
          [{ strong: "Physical and postal address:" }, ` ${postalAddress}, ${business.address.country}`],
        ),
      ],
    },
    {
      id: "guide",
      heading: "3. The Information Regulator's guide",
      blocks: [
        paragraph(
          "The Information Regulator publishes a guide on how to use PAIA and POPIA (section 10 of PAIA). It explains the rights the Acts give you, how to request records from public and private bodies, and what to do if a request is refused. The guide is available in the official languages on the Regulator's website, ",
          { text: "inforegulator.org.za", href: INFORMATION_REGULATOR_URL },
          ", and you may inspect or copy it at our office during business hours.",
        ),
      ],
    },
    {
      id: "available-without-request",
      heading: "4. Records available without a request",
      blocks: [
        paragraph("The following are available to anyone, free of charge, without a PAIA request (section 52):"),
        list(
          "everything published on this website, including our services, equipment catalogue and hire prices, terms shown with quotes, blog articles and this manual;",
          "our privacy notice, which explains how we handle personal information collected through the website.",
        ),
        paragraph("The privacy notice is at ", { text: "/privacy", href: "/privacy" }, "."),
      ],
    },
    {
      id: "records-under-other-laws",
      heading: "5. Records kept under other laws",
      blocks: [
        paragraph(
          "We keep records that the following laws require of a company like ours. Where a law gives a right of access to a record, you may use that law rather than PAIA:",
        ),
        list(
          "the Companies Act 71 of 2008 (company registration documents, registers and financial statements);",
          "the Tax Administration Act 28 of 2011, the Income Tax Act 58 of 1962 and the Value-Added Tax Act 89 of 1991 (tax records and invoices);",
          "the Basic Conditions of Employment Act 75 of 1997, the Labour Relations Act 66 of 1995 and the Employment Equity Act 55 of 1998 (employment records);",
          "the Unemployment Insurance Act 63 of 2001 and the Compensation for Occupational Injuries and Diseases Act 130 of 1993 (contributions and claims);",
          "the Occupational Health and Safety Act 85 of 1993 (safety records for our warehouse and event set-ups);",
          "the Electronic Communications and Transactions Act 25 of 2002 and the Consumer Protection Act 68 of 2008 (records of transactions with customers);",
          "the Protection of Personal Information Act 4 of 2013 (records of how we process personal information).",
        ),
      ],
    },
    {
      id: "records-held",
      heading: "6. Subjects and categories of records we hold",
      blocks: [
        list(
          [
            { strong: "Company records:" },
            " registration documents, memorandum of incorporation, share register, minutes and resolutions.",
          ],
          [
            { strong: "Financial and tax records:" },
            " annual financial statements, accounting records, invoices, bank statements and tax returns.",
          ],
          [
            { strong: "Customer records:" },
            " enquiries, quotes, bookings, hire agreements, delivery and collection notes, and correspondence with customers.",
          ],
          [
            { strong: "Partner records:" },
            " partner applications, agreements and correspondence with business and client partners.",
          ],
          [
            { strong: "Supplier records:" },
            " agreements, orders and invoices of suppliers, operators and service providers.",
          ],
          [
            { strong: "Employee records:" },
            " employment contracts, personnel files, payroll, leave and training records.",
          ],
          [
            { strong: "Equipment and operations records:" },
            " the equipment register, maintenance and safety-testing records, and insurance policies.",
          ],
          [
            { strong: "Website records:" },
            " form submissions, newsletter subscriptions, privacy requests and their handling, and website performance and error reports.",
          ],
        ),
        paragraph(
          "That we list a category does not mean every record in it will be released: PAIA lets and sometimes requires us to refuse access, for example to protect someone else's personal information, confidential commercial information or legal privilege (sections 63 to 69).",
        ),
      ],
    },
    {
      id: "personal-information",
      heading: "7. How we process personal information",
      blocks: [
        paragraph(
          "As POPIA requires, this section summarises our processing of personal information. The privacy notice gives the full detail for information collected through the website.",
        ),
        list(
          [
            { strong: "Purposes:" },
            " answering enquiries and preparing quotes, carrying out hires and bookings, managing partners, suppliers and staff, keeping the records the law requires, protecting our website and premises, and sending marketing to people who opted in.",
          ],
          [
            { strong: "Data subjects and their information:" },
            " customers and prospective customers (names, contact details, event details, booking and payment records); partners and suppliers (contact people, company and banking details); employees and applicants (identity, contact, employment, payroll and tax details); website visitors (what they send us, a keyed hash of their IP address, their browser's user agent).",
          ],
          [
            { strong: "Recipients:" },
            " our e-mail provider and customer relationship management system, our bank, auditors and professional advisers, insurers, and authorities such as SARS when the law requires it.",
          ],
          [
            { strong: "Information sent across borders:" },
            " only where a provider stores it outside South Africa and section 72 of POPIA allows it, for example where the provider is bound to protect it to a standard similar to POPIA's.",
          ],
          [
            { strong: "Security measures:" },
            " encrypted connections for the website, IP addresses kept only as keyed hashes, access limited to the staff who need it, signed-in access to our records, retention periods applied automatically, and contracts that bind our operators to confidentiality and to tell us of any breach.",
          ],
        ),
      ],
    },
    {
      id: "how-to-request",
      heading: "8. How to request access to a record",
      blocks: [
        list(
          [
            { strong: "Use the prescribed form:" },
            ' Form 2 of the PAIA Regulations ("Request for access to record"), available from the Information Regulator\'s website or from our Information Officer on request.',
          ],
          [
            { strong: "Send it to our Information Officer:" },
            " by e-mail, by post or by hand to the contact details in section 2.",
          ],
          [
            { strong: "Describe the record:" },
            " give enough detail for us to identify it, say in which form you want it (a copy, an inspection, or an electronic file), and how we should tell you our decision.",
          ],
          [
            { strong: "State the right:" },
            " say which right you want to exercise or protect and why the record is needed for it (section 53). If you ask on behalf of someone else, include proof of the capacity in which you make the request.",
          ],
        ),
        paragraph(
          "We decide within 30 days of receiving a complete request and tell you our decision in writing (section 56). We may extend this once, by up to 30 days, in the cases section 57 allows, and we will tell you if we do. If we refuse access, we give the reasons and tell you how to challenge the decision.",
        ),
        paragraph(
          "To see or correct only your own personal information, you do not need Form 2: the request form in our ",
          { text: "privacy notice", href: "/privacy#make-a-request" },
          " or an e-mail to ",
          { text: business.email, href: popiaRequestHref },
          " is enough, and it costs nothing.",
        ),
      ],
    },
    {
      id: "fees",
      heading: "9. Fees",
      blocks: [
        paragraph(
          "The fees a private body may charge are prescribed in the PAIA Regulations (Annexure B), and we charge no more than they allow:",
        ),
        list(
          [
            { strong: "Request fee:" },
            " payable before we process a request, except by a personal requester asking for records about themselves.",
          ],
          [
            { strong: "Access fee:" },
            " payable before we release a record, for reproducing it (per page copied or printed, or per electronic copy), for the time reasonably needed to search for and prepare it beyond the first hour, and for postage where you ask us to post it.",
          ],
          [
            { strong: "Deposit:" },
            " where search and preparation will take more than six hours, we may ask for a deposit of one third of the access fee before we start.",
          ],
        ),
        paragraph(
          "Before any work begins we tell you in writing which fees apply and how much they are at the rates then in force. Some requesters are exempt from fees under the Regulations, and you may ask the Information Regulator about a fee you think is wrong.",
        ),
      ],
    },
    {
      id: "remedies",
      heading: "10. If you disagree with our decision",
      blocks: [
        paragraph(
          "We have no internal appeal procedure. If we refuse your request, do not answer it in time, or charge a fee you dispute, you may complain to the Information Regulator within 180 days of our decision (section 77A), or apply to a court (section 78).",
        ),
        list(
          [{ strong: "Website:" }, " ", { text: "inforegulator.org.za", href: INFORMATION_REGULATOR_URL }],
          [{ strong: "General enquiries:" }, " ", mail(INFORMATION_REGULATOR_ENQUIRIES_EMAIL)],
          [{ strong: "PAIA complaints:" }, " ", mail(INFORMATION_REGULATOR_PAIA_COMPLAINTS_EMAIL)],
          [{ strong: "POPIA complaints:" }, " ", mail(INFORMATION_REGULATOR_COMPLAINTS_EMAIL)],
        ),
        paragraph(
          "The Regulator's postal and physical addresses and telephone numbers are listed on its website, which also has the complaint forms.",
        ),
      ],
    },
    {
      id: "availability",
      heading: "11. Where this manual is available",
      blocks: [
        paragraph(
          "This manual is on our website and may be inspected at our office during business hours, free of charge. We send a printed copy on request for the reproduction fee the Regulations allow. We review it at least once a year and whenever our records change; the date at the top shows the latest version.",
        ),
      ],
    },
  ],
};
