import type { LandingPage } from "#app/features/site/index.ts";

export const page: LandingPage = {
  slug: "sound-hire-gauteng",
  title: "Sound Hire Gauteng: PA Systems, Mics and Crew",
  description:
    "Sound hire anywhere in Gauteng: PA speakers, microphones, mixers and trained crew for parties, conferences, church services and weddings, planned from Sandton.",
  keywords: [
    "sound hire Gauteng",
    "sound hire Johannesburg",
    "sound hire Pretoria",
    "PA system hire Gauteng",
    "event sound hire",
    "sound system rental Gauteng",
    "sound hire with technician",
  ],
  serviceType: "Event sound hire",
  hero: {
    eyebrow: "Event sound across Gauteng",
    heading: "Sound hire in Gauteng, matched to your venue and your guests",
    intro:
      "From a 40-guest birthday lunch in Rosebank to a 600-seat conference in Midrand, we plan, deliver and set up sound for events all over the province. Share the venue, headcount and programme, and we'll propose the speakers, microphones, mixer and crew that fit.",
    primaryCta: { label: "Request a sound quote", to: "/quote-request" },
    secondaryCta: { label: "Call 011 784 2250", to: "tel" },
  },
  pitch: [
    {
      heading: "What we bring to an event",
      paragraphs: [
        "Almost every function needs the same four building blocks: loudspeakers that cover the room evenly, microphones for whoever talks or sings, a mixer that ties the sources together, and cabling laid so nobody trips. We stock all four, starting with premium and standard 12-inch powered speakers on stands, and adding single or dual 18-inch subwoofers when the music has to be felt on a dance floor.",
        "For voices there are wired vocal, speech and instrument microphones, plus UHF wireless handhelds for MCs and speeches from the floor. A 16-channel mixer with aux sends handles bands, panels and livestream feeds. If the evening needs atmosphere, moving heads, LED pars and a fog machine sit alongside the audio, and cable ramps and mic stands finish the installation safely.",
      ],
    },
    {
      heading: "How booking sound with us works",
      paragraphs: [
        "It begins with a quote request or a phone call. We ask where you are, how many people are coming, what happens when, and whether there's a band, a DJ or only speeches. From those answers we recommend a system and the people to run it, and we won't pad the quote with gear your room doesn't need.",
        "On the day, expect our vehicle inside a window of 1 to 3 hours from the time we've agreed, and allow a further 1 to 3 hours of setup depending on how big the system is. Once the event ends we pack down and take everything away, or a teardown technician stays late to suit the finish time and the venue's access rules.",
      ],
    },
    {
      heading: "Where in Gauteng we work",
      paragraphs: [
        "We're based in Kramerville, Sandton, and cover the province within roughly 100 km of central Johannesburg. That includes Sandton, Rosebank, Randburg, Fourways, Midrand, Centurion, Pretoria East, Soweto and the East Rand, along with country venues in the Cradle of Humankind, around Hartbeespoort and out to the Magaliesberg. For anywhere beyond that, talk to us first, because travel fees may apply.",
      ],
    },
    {
      heading: "Crew: run it yourself or let us run it",
      paragraphs: [
        "Many clients take the equipment on its own after we've walked them through the controls. If you'd rather not touch a fader, add a setup technician who positions and line-checks everything, an on-site sound engineer who mixes the whole programme, or a teardown technician for a late night. For large or unfamiliar venues, a site assessment visit settles power, access and speaker positions well before the date.",
        "The crew also plan for hazards particular to Gauteng: load-shedding, handled with UPS units for the mixer and generator changeovers; summer thunderstorms that roll over outdoor events in the afternoon; and curfews or noise limits at residential and country venues. Bigger events travel with backup equipment, and every item is tested before it leaves our warehouse.",
      ],
    },
  ],
  internalLinks: [
    {
      label: "Sound equipment hire in Gauteng",
      to: "/sound-equipment-hire-gauteng",
      description: "Already know which speakers and mics you want? Pick items and choose dry hire or crewed.",
    },
    {
      label: "Sound equipment hire near you",
      to: "/sound-equipment-hire-near-me",
      description: "Travel times from Kramerville and what a local booking means for delivery windows.",
    },
    {
      label: "Corporate event sound",
      to: "/services/corporate-events",
      description: "Conferences, product launches, awards evenings and year-end functions.",
    },
    {
      label: "Wedding sound",
      to: "/services/weddings",
      description: "Ceremony, speeches, first dance and the reception, handled by one crew.",
    },
    {
      label: "Technicians and sound engineers",
      to: "/catalogue/personnel",
      description: "Setup and teardown technicians, on-site engineers and site assessment visits.",
    },
    {
      label: "Ready-made sound bundles",
      to: "/catalogue/bundles",
      description: "Packages that group speakers, microphones and a mixer for common event sizes.",
    },
    {
      label: "PA system basics",
      to: "/blog/pa-system-basics",
      description: "A plain-language guide to how speakers, mixers and microphones fit together.",
    },
  ],
  quickTips: [
    {
      title: "Know your headcount",
      text: "Guest numbers, and whether people will dance, shape the system far more than floor area does. Bring a realistic figure to the quote.",
    },
    {
      title: "Send a rough running order",
      text: "A simple timeline of arrivals, speeches, the meal and music tells us when microphones are live and when the system must be loud, which changes what we pack.",
    },
    {
      title: "Reserve early in the busy months",
      text: "Give us 2 to 4 weeks for most events, and 1 to 2 months from October to December, when year-end functions and weddings chase the same dates.",
    },
    {
      title: "Ask the venue three questions",
      text: "Where are the plug points, is there a generator for load-shedding, and what time must the music stop or come down? Pass the answers on to us.",
    },
    {
      title: "Have a plan for afternoon storms",
      text: "Between October and March, Highveld storms build quickly. A covered position for the mixer and speakers keeps an outdoor event going when the rain arrives.",
    },
  ],
  faqs: [
    {
      question: "Do you hire sound for small events as well as large ones?",
      answer:
        "Yes. A pair of 12-inch powered speakers and one microphone suits a small lunch or a talk, and the same team handles conferences and outdoor functions with subwoofers, several wireless microphones and an engineer at the desk. Small events usually need 2 to 3 weeks' notice, while weddings and big functions are best booked 4 to 6 weeks out.",
    },
    {
      question: "Which parts of Gauteng do you cover?",
      answer:
        "Our radius is roughly 100 km, measured from the middle of Johannesburg. It stretches from Soweto in the south-west to Pretoria East in the north and out to Hartbeespoort, taking in Sandton, Midrand and everything between. If your venue lies beyond that, contact us to see what's possible; travel fees may apply.",
    },
    {
      question: "Do I need a technician, or can I run the sound myself?",
      answer:
        "For background music and a couple of speeches, most people cope well after our walkthrough. Once there's a band, several presenters, a livestream or a tight programme, an on-site sound engineer earns their place by handling levels, cues and feedback while you look after your guests.",
    },
    {
      question: "What do you do about load-shedding?",
      answer:
        "We check the schedule for your area while planning. The mixer and wireless receivers can run from a UPS so they ride through a changeover, and for longer outages we work with the venue's generator. Let us know early if the venue has no backup power at all.",
    },
    {
      question: "Can you keep within a venue's noise limit?",
      answer:
        "Yes. Plenty of Gauteng venues, particularly near homes and on country estates, set a curfew or a decibel limit. We choose speakers and positions that aim the sound at your guests rather than the neighbours, and an engineer can hold the level within the venue's rules all night.",
    },
  ],
  bottomCta: {
    heading: "Tell us about your event and we'll plan the sound",
    text: "Send the date, the venue and your guest numbers, and we'll come back with a recommended system, the crew to match and a clear quote.",
    primary: { label: "Request a sound quote", to: "/quote-request" },
    secondary: { label: "Call 011 784 2250", to: "tel" },
  },
};
