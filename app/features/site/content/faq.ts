// Questions answered on the contact page, in the order they appear.
import { business } from "#app/platform/business.ts";
import type { FaqEntry } from "#app/features/site/seo/schemas.ts";

export const contactFaq: FaqEntry[] = [
  {
    question: "Which areas do you service?",
    answer: `We service Sandton and Gauteng including Johannesburg and Pretoria, as well as Midrand, Centurion, Fourways, Soweto and the East Rand: roughly anywhere within ${business.serviceRadiusKm} km of central Johannesburg. If your event is further afield, contact us and we'll tell you what's possible. Additional travel fees may apply outside the service area.`,
  },
  {
    question: "How far in advance should I book?",
    answer:
      "Book 2 to 4 weeks ahead for most events, and 1 to 2 months ahead in peak season (November to December), when year-end functions and weddings compete for the same dates. For weddings and large events, allow 4 to 6 weeks so there's time for a site visit and proper planning. Short-notice requests are welcome, so phone us and we'll check what's free.",
  },
  {
    question: "Do you provide operators or technicians?",
    answer:
      "Yes. You can hire the equipment on its own, or add a setup technician to install and test it, a sound engineer to run the mix for the whole event, and a teardown technician for late finishes. For large or unfamiliar venues we also offer a site assessment beforehand. Allow 1 to 3 hours for delivery and a further 1 to 3 hours for setup, depending on the size of the system.",
  },
  {
    question: "What happens if equipment fails during my event?",
    answer: `Everything is tested at our Kramerville warehouse before it's loaded, and our crew carry spare microphones, cables and batteries. If you've booked a sound engineer or technician, they'll swap the faulty item on the spot, usually before anyone in the audience notices. On a dry hire, call us on ${business.phone.display} and we'll troubleshoot with you over the phone or bring a replacement as quickly as Gauteng traffic allows.`,
  },
  {
    question: "What does a basic sound package include?",
    answer:
      "A basic package usually consists of two 12-inch powered speakers on stands, a compact mixer, a microphone with its stand, and all the cabling, power leads and cable ramps needed to run it safely. That comfortably covers speeches and background music for a gathering of about 50 to 100 people. Add a subwoofer if there'll be dancing, or a wireless microphone if speakers need to move around.",
  },
];
