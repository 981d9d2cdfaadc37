// The hire terms a customer agrees to when they accept a quote on its live
// page (/q/<token>), shown in full there and at /hire-terms. An acceptance
// records which version it agreed to: change the text, change the version.
import { business } from "#app/platform/business.ts";

export const HIRE_TERMS_VERSION = "2026-11";

export interface HireTermsSection {
  heading: string;
  paragraphs: readonly string[];
}

export const HIRE_TERMS: readonly HireTermsSection[] = [
  {
    heading: "Your booking and deposit",
    paragraphs: [
      "Accepting a quote reserves the equipment and people on it for your dates. The booking is confirmed once we have received the deposit shown on your confirmed quote by EFT; until then we may release the dates to another client, and we will tell you before we do.",
      "The balance is due before the equipment leaves our warehouse, or on delivery for account clients. All prices are in South African rand and include VAT at 15% where the quote shows it.",
    ],
  },
  {
    heading: "Cancelling or changing your booking",
    paragraphs: [
      "You may cancel in writing (e-mail or WhatsApp) at any time. More than 14 days before the event we refund the deposit in full. From 14 to 3 days before the event we keep the deposit. Less than 3 days before the event, or once the equipment has left our warehouse, the full quoted amount is payable.",
      "A postponement to a new date within six months keeps your deposit when you tell us at least 7 days before the original date and the equipment is free on the new one. Changes to quantities are welcome and priced on a revised quote.",
    ],
  },
  {
    heading: "Looking after the equipment",
    paragraphs: [
      "From delivery (or collection from us) until we collect it, the equipment is in your care. Keep it dry, out of direct sun, and away from spilt drinks, and let only our technicians or people you trust connect it to power.",
      "Loss, theft or damage beyond fair wear is charged at the cost of repair, or of replacement at today's price when it cannot be repaired; we send photographs and the quote for the repair. Report any fault as soon as you notice it, so that we can replace the item where we can.",
      "Load-shedding and power dips can harm equipment: use the generator, UPS or surge protection we recommend for your venue, or ask us to supply it.",
    ],
  },
  {
    heading: "Delivery, setup and collection",
    paragraphs: [
      "Delivery fees on a quote are estimates by zone, confirmed with the booking. We need clear access to the setup area, a safe place to park and, for outdoor events, a covered area and a level surface for the equipment.",
      "Someone must be at the venue to receive the equipment and to hand it back at the agreed collection time. Waiting time beyond 30 minutes caused by access or handover delays may be charged at the technician's hourly rate.",
    ],
  },
  {
    heading: "The rest",
    paragraphs: [
      `These terms are governed by the law of South Africa, and nothing in them limits your rights under the Consumer Protection Act. Questions about them: ${business.email} or ${business.phone.display}.`,
    ],
  },
];
