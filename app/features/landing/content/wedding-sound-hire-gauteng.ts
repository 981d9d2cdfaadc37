import type { LandingPage } from "#app/features/site/index.ts";

export const page: LandingPage = {
  slug: "wedding-sound-hire-gauteng",
  title: "Wedding Sound Hire Gauteng: One Booking, All Day",
  description:
    "Wedding sound hire across Gauteng in a single booking: vows, speeches and party, planned with you step by step from the first call to the final song.",
  keywords: [
    "wedding sound hire gauteng",
    "wedding sound hire johannesburg",
    "wedding sound hire pretoria",
    "wedding sound hire sandton",
    "full day wedding sound hire",
    "wedding speakers and microphones hire",
    "wedding pa hire gauteng",
  ],
  serviceType: "Wedding sound hire",
  hero: {
    eyebrow: "Whole-day wedding sound",
    heading: "Wedding sound hire in Gauteng, from the first reading to the last dance",
    intro:
      "One booking covers the ceremony, the speeches and the party, with one crew who learn your running order and your venue. Tell us the date, the place and roughly how many guests, and we plan the rest with you, from Sandton and Midrand to Pretoria and the farm venues beyond.",
    primaryCta: { label: "Plan our wedding sound", to: "/quote-request" },
    secondaryCta: { label: "Call 011 784 2250", to: "tel" },
  },
  pitch: [
    {
      heading: "Why a single booking beats three separate ones",
      paragraphs: [
        "Plenty of couples end up stitching their sound together: a chapel system for the vows, a cousin's speaker for the toasts and whatever the DJ arrives with for the dancing. Every join between those setups is a place where a microphone goes silent or a lead turns out to be missing. When one supplier handles the lot, the same tested gear and the same people carry you from the processional to the final track.",
        "It also keeps the logistics simple. There is one conversation about power, one delivery slot for the venue to manage and one number to ring when the timeline shifts. By the time the day arrives, our crew already know which microphone the best man will hold and when the dance floor opens, because they helped you sequence it.",
      ],
    },
    {
      heading: "How planning works with us, step by step",
      paragraphs: [
        "It begins with a phone call or a quote request. We ask about the venue, the guest numbers and the shape of your day, then send a quote built on those answers instead of a fixed list. For weddings, get in touch four to six weeks ahead; if you marry between October and December, when outdoor events and year-end functions crowd the calendar, allow one to two months.",
        "Once the quote is accepted, we settle the equipment, the crew and the hours. If we have not worked at your venue before, or the reception sits in a marquee on open lawn, a technician can do a site assessment first: measuring each space, finding plug points, checking the generator and noting any noise rules, then putting a recommendation in writing.",
        "In the final week we confirm the running order with you or your coordinator. On the wedding day, expect our delivery inside a window of one to three hours from the time we agreed. Rigging then takes one to three hours, depending on how big the system is, and we finish the sound check before the first guest takes a seat.",
      ],
    },
    {
      heading: "What we need you to tell us",
      paragraphs: [
        "Start with the basics: the date, the venue and its address, your guest count, and where the vows, the drinks and the reception each take place. Vows in a rose garden with dinner in a barn two hundred metres away is a very different job from everything in one ballroom. Numbers decide how many speakers we bring; the layout decides whether we run two systems or move one while photos are taken.",
        "Then the details that make the day flow. How many people will give a speech, and in what order? Is a DJ or a band booked, and what are they bringing? Which songs play for the entrance, the signing and the first dance, and will anyone sing or play live? Pass on the venue coordinator's name and number as well, since they know the load-in route, the curfew and where every socket is.",
      ],
    },
    {
      heading: "Power, storms and other Highveld realities",
      paragraphs: [
        "Load-shedding and summer thunderstorms belong in every Gauteng wedding plan. We ask how your venue's generator changeover works and can put a UPS on the mixer and wireless receivers, so a switch-over never swallows a toast. Outdoor speakers get rain covers, and if lightning moves close we switch the outside equipment off until the storm has passed.",
        "Every item is tested at our Kramerville warehouse before it is loaded, and for larger weddings the crew carry backup equipment, from spare microphones to extra cables and batteries. We cover venues within about 100 km of central Johannesburg, including the Cradle of Humankind, the Magaliesberg and Hartbeespoort; further out, contact us first, as travel fees may apply.",
      ],
    },
  ],
  internalLinks: [
    {
      label: "Wedding sound service",
      to: "/services/weddings",
      description: "Our wedding service in full, from garden vows to the reception dance floor.",
    },
    {
      label: "Compare wedding packages",
      to: "/wedding-sound-packages-gauteng",
      description: "The ceremony bundle, seasonal special and options for larger guest lists side by side.",
    },
    {
      label: "For planners and venues",
      to: "/wedding-sound-gauteng",
      description: "How our crew handles load-in, cue sheets and curfews alongside your coordinator.",
    },
    {
      label: "Engineers and technicians",
      to: "/catalogue/personnel",
      description: "Setup and teardown technicians, sound engineers and site assessment visits.",
    },
    {
      label: "Wedding sound guide",
      to: "/blog/wedding-sound-guide",
      description: "Our long-form guide to ceremony, speech and dance floor sound at Gauteng venues.",
    },
    {
      label: "Request a quote",
      to: "/quote-request",
      description: "Send us your date, venue and guest count and we will build a whole-day plan.",
    },
  ],
  quickTips: [
    {
      title: "Share a draft timeline early",
      text: "Even a rough running order a fortnight out lets us plan crew hours and cues. Small changes closer to the day are no trouble at all.",
    },
    {
      title: "Choose one sound contact",
      text: "Nominate your coordinator or a calm friend to answer our crew on the day, so nobody pulls you away from photos to ask about a microphone.",
    },
    {
      title: "Send your songs ahead",
      text: "Give us the exact versions of your entrance, signing and first dance tracks, with any start points, so nothing is hunted for on a phone mid-ceremony.",
    },
    {
      title: "Ask the venue two questions",
      text: "When must amplified music stop, and when must the room be empty? Both answers shape how long our engineer and teardown crew stay.",
    },
  ],
  faqs: [
    {
      question: "Can one sound system cover both the ceremony and the reception?",
      answer:
        "Often, yes. If both spaces are at the same venue and there is a gap for photos or drinks, our crew move the speakers and microphones across while guests mingle. When the spaces are far apart or the timings overlap, we set up two systems so nothing has to be rushed.",
    },
    {
      question: "How far in advance should we book wedding sound hire?",
      answer:
        "Four to six weeks ahead suits most weddings, giving time for a site visit and a proper plan. Dates from October to December go fastest, so book one to two months ahead then. Short notice is still worth a phone call.",
    },
    {
      question: "Do we need a sound engineer for the whole day?",
      answer:
        "Not always. A setup technician can install, test and hand over the system if a confident friend will press play and hand out microphones. If you want music and microphones brought in exactly on cue, with feedback and levels watched throughout, an on-site engineer for the agreed hours is the safer choice.",
    },
    {
      question: "Which parts of Gauteng do you cover for weddings?",
      answer:
        "Sandton, Johannesburg, Pretoria, Midrand, Centurion, Fourways, Soweto and the country venues out towards the Cradle of Humankind, the Magaliesberg and Hartbeespoort: roughly anywhere within 100 km of central Johannesburg. For weddings further away, contact us and we will tell you what is possible; travel fees may apply.",
    },
    {
      question: "What happens if a microphone or speaker fails during the wedding?",
      answer:
        "Everything is tested before it leaves our warehouse, and the crew carry spares. With an engineer or technician on site, a faulty item is swapped on the spot, usually before guests notice. For bigger weddings we bring backup equipment as part of the plan.",
    },
  ],
  bottomCta: {
    heading: "Tell us about your wedding day",
    text: "Send the date, the venue and a rough guest count, and we will come back with a whole-day sound plan and a written quote.",
    primary: { label: "Request a wedding quote", to: "/quote-request" },
    secondary: { label: "Call 011 784 2250", to: "tel" },
  },
};
