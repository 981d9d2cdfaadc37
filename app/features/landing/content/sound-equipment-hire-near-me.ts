import type { LandingPage } from "#app/features/site/index.ts";

export const page: LandingPage = {
  slug: "sound-equipment-hire-near-me",
  title: "Sound Equipment Hire Near Me: Sandton, Gauteng",
  description:
    "Sound equipment hire near you in Sandton, Johannesburg, Pretoria and Midrand: travel times from Kramerville, delivery and setup windows, and same-week bookings.",
  keywords: [
    "sound equipment hire near me",
    "sound hire near me",
    "PA hire near me",
    "speaker hire near me",
    "sound hire Sandton",
    "sound hire Fourways",
    "sound hire Midrand",
    "sound hire Centurion",
  ],
  serviceType: "Local sound equipment hire",
  hero: {
    eyebrow: "Local to Sandton and Gauteng",
    heading: "Sound equipment hire near you, from our warehouse in Kramerville",
    intro:
      "We're at 18 Kramer Road, Kramerville, close to the M1 in Sandton, so most of Johannesburg is within an hour's drive and Pretoria not much further. Here's how long it takes us to reach you, and what that means for your delivery and setup times.",
    primaryCta: { label: "Call 011 784 2250", to: "tel" },
    secondaryCta: { label: "Ask for a quote", to: "/quote-request" },
  },
  pitch: [
    {
      heading: "How long it takes us to reach you",
      paragraphs: [
        "These are typical weekday drive times from Kramerville for our delivery vehicle, outside rush hour. Sandton CBD, Morningside and Bryanston: about 10 to 20 minutes. Rosebank, Parktown and Randburg: 15 to 30 minutes. Fourways, Midrand and Edenvale: 20 to 35 minutes. Johannesburg CBD and the southern suburbs: 25 to 40 minutes.",
        "Further out, Centurion takes 30 to 45 minutes, Soweto 35 to 50, Pretoria East and Menlyn 40 to 60, and the Cradle of Humankind and Muldersdrift 45 to 60. Hartbeespoort is roughly an hour away and the Magaliesberg 75 to 90 minutes. In peak traffic on the M1 or the N1 towards Pretoria, add at least half as much again; we build that into the schedule.",
      ],
    },
    {
      heading: "What near me means for delivery and setup",
      paragraphs: [
        "Wherever you are in our area, the timing works the same way: we agree a delivery time with you and arrive within 1 to 3 hours of it, then setup takes 1 to 3 hours depending on the system. Two speakers and a microphone in a Bryanston clubhouse sit at the short end; a dual 18-inch subwoofer rig with moving heads in a Hartbeespoort marquee sits at the long end.",
        "In practice, arrange venue access so that, for a bigger system, there are up to six hours between the agreed delivery time and your first guests. Hotel ballrooms and conference centres often allocate a fixed load-in slot, so tell us about it when you book and we'll plan the route and departure around it.",
      ],
    },
    {
      heading: "Booking in the same week",
      paragraphs: [
        "Our normal advice is 2 to 4 weeks' notice, or 1 to 2 months from October to December. Being nearby helps when plans change late, though. If your event is this week, phone 011 784 2250 rather than waiting on a form, and we'll tell you straight away what's free and whether a crew can reach you in time.",
        "Short-notice requests are easiest to fit in on weekdays, outside the October to December rush, and for compact systems such as a pair of 12-inch powered speakers with a UHF wireless handheld. Big outdoor rigs with subwoofers, lighting and an on-site engineer usually need more lead time.",
      ],
    },
    {
      heading: "Neighbourhoods and towns we serve",
      paragraphs: [
        "Close to the warehouse we work most weeks in Sandton, Illovo, Rosebank, Hyde Park, Bryanston, Sunninghill, Woodmead, Lonehill and Fourways: hotels, office parks, clubhouses, schools and private gardens. Beyond them we cover the rest of Johannesburg, Soweto, the East Rand, Midrand, Centurion and Pretoria, plus country venues in the Cradle of Humankind, Hartbeespoort and the Magaliesberg.",
        "Our service area reaches about 100 km from central Johannesburg. If you're further away, say Rustenburg, Sun City or eMalahleni, contact us before booking. We may still be able to help, and travel fees may apply.",
      ],
    },
  ],
  internalLinks: [
    {
      label: "Sound hire in Gauteng",
      to: "/sound-hire-gauteng",
      description: "The full picture: what we supply, how a booking runs and the crew we send.",
    },
    {
      label: "Sound equipment hire in Gauteng",
      to: "/sound-equipment-hire-gauteng",
      description: "Choose individual items, hire them dry or with a technician, and see how they're tested.",
    },
    {
      label: "Request a call back",
      to: "/call-me-back",
      description: "Leave your number and we'll phone you to check dates and availability.",
    },
    {
      label: "Contact and directions",
      to: "/contact",
      description: "Our Kramer Road address, opening hours, phone, e-mail and a map of the warehouse.",
    },
    {
      label: "Sound bundles",
      to: "/catalogue/bundles",
      description: "Ready-made packages that are quick to confirm when the date is close.",
    },
    {
      label: "Technicians and engineers",
      to: "/catalogue/personnel",
      description: "Crew for setup, teardown and running the sound on the day.",
    },
  ],
  quickTips: [
    {
      title: "Send the exact venue location",
      text: "Estates, farms and office parks often have a separate delivery gate. A map pin plus any gate or security instructions saves time on the day.",
    },
    {
      title: "Describe the load-in",
      text: "Stairs, lifts, a long walk from the parking or a security check at the boom all add time to setup, so mention them when you book.",
    },
    {
      title: "Share the venue's access times",
      text: "Many venues only open to suppliers from a set hour. Pass it on early so our delivery time fits inside it rather than against it.",
    },
    {
      title: "Avoid the worst traffic",
      text: "Friday afternoons and month-end weekends slow the M1, the N1 and William Nicol Drive. An earlier delivery slot is safer when the event starts in the evening.",
    },
    {
      title: "Check your area's load-shedding schedule",
      text: "Look up your venue's block for the event day so we can bring a UPS for the mixer or plan a changeover with the venue's generator.",
    },
  ],
  faqs: [
    {
      question: "How close are you to me?",
      answer:
        "If you're in Sandton, Randburg, Rosebank, Fourways or Midrand, our warehouse is probably less than half an hour away. Pretoria, Soweto and the West Rand are within about an hour outside rush hour, and all of them fall inside our standard service area.",
    },
    {
      question: "Can I book sound equipment for this weekend?",
      answer:
        "Often, yes, depending on what's already out. Phone 011 784 2250 with the date, venue and rough guest numbers and we'll check equipment and crew while you're on the line. From October to December, late availability gets tight.",
    },
    {
      question: "What time will the equipment arrive?",
      answer:
        "We agree a delivery time with you in advance and arrive within 1 to 3 hours of it. Setup then takes 1 to 3 hours depending on the size of the system, so plan the venue's access times with both in mind.",
    },
    {
      question: "Will I pay extra for travel?",
      answer:
        "Our service area covers Gauteng up to about 100 km from central Johannesburg. For venues beyond it, travel fees may apply, and we'll explain any that affect you when we quote, before you confirm.",
    },
    {
      question: "Can I visit the warehouse to see the equipment?",
      answer:
        "We're at 18 Kramer Road, Kramerville, open Monday to Friday from 8:00 to 18:00 and Saturday from 9:00 to 16:00, with Sundays by appointment. Phone ahead so someone is free to show you the speakers or microphones you're considering.",
    },
  ],
  bottomCta: {
    heading: "Nearby, and ready when your date is close",
    text: "Phone us with your venue and date for an immediate answer on availability, or send a quote request and we'll reply with timings for your area.",
    primary: { label: "Call 011 784 2250", to: "tel" },
    secondary: { label: "Ask for a quote", to: "/quote-request" },
  },
};
