import type { LandingPage } from "#app/features/site/index.ts";

export const page: LandingPage = {
  slug: "wedding-sound-gauteng",
  title: "Wedding Sound in Gauteng for Planners and Venues",
  description:
    "For wedding planners and venue coordinators in Gauteng: how our sound crew handles load-in, run-of-show cues, noise limits and curfews on the day.",
  keywords: [
    "wedding sound gauteng",
    "wedding planner sound supplier",
    "venue coordinator sound hire",
    "wedding run of show sound",
    "wedding venue noise limit",
    "wedding sound crew johannesburg",
    "wedding audio supplier pretoria",
  ],
  serviceType: "Wedding sound production",
  hero: {
    eyebrow: "For planners and coordinators",
    heading: "Wedding sound in Gauteng that runs to your run sheet",
    intro:
      "You run the day; we run the audio inside your timeline. Our crew arrive in the agreed load-in slot, work from your cue sheet from the processional to the last song, keep within the venue's noise limit and curfew, and answer to one person on site: you.",
    primaryCta: { label: "Brief us on a wedding", to: "/contact" },
    secondaryCta: { label: "See our crew options", to: "/catalogue/personnel" },
  },
  pitch: [
    {
      heading: "Before the day: what our crew lead asks for",
      paragraphs: [
        "A planner's run sheet is the single most useful document we receive. From it we work out when the crew must arrive, how many hours the engineer stays and where the windows fall for moving equipment between spaces. We also ask for a floor plan or a few photos of each area, the venue manager's contact details and the name of whoever approves changes on the day.",
        "If the venue is new to us, or the reception is in a marquee on a lawn, we suggest a site assessment visit. A technician checks the plug points, the generator or inverter capacity, the load-in route and any noise conditions, then sends a written recommendation that you can forward to the venue with your supplier list.",
      ],
    },
    {
      heading: "Load-in, setup and clearing out on time",
      paragraphs: [
        "Tell us the earliest time suppliers may enter and which service entrance or goods lift to use. Our van arrives within one to three hours of the agreed delivery time, so we book the slot with a margin ahead of the florist and caterers' busiest hour. Setup takes between one and three hours depending on how many spaces and speakers are involved, and we aim to have the sound check finished before guests start arriving.",
        "Cables are taped down and covered with ramps wherever they cross an aisle, a service route or a doorway, which keeps waiters upright and satisfies what most venues expect under health-and-safety rules. After the last song a teardown technician can pack down to the venue's clearance time, counting every item back against the booking before the van leaves.",
      ],
    },
    {
      heading: "Cues on the day: working with our engineer",
      paragraphs: [
        "When an on-site sound engineer is booked, every musical and microphone moment becomes a line on a shared cue sheet: seating music, the bridal entrance, the signing, the recessional, the couple's introduction, each speech in turn, the first dance and the handover to the DJ or band. The engineer walks through the sheet with you at the sound check and then waits for your signal instead of guessing.",
        "Agree a simple sign for each moment, such as a nod from the back of the aisle or a message from your assistant, and tell the engineer the moment the order changes. If the MC swaps two speeches or the photographer asks for ten more minutes, the music is held gently under the chatter until you give the word.",
      ],
    },
    {
      heading: "Venue rules, noise limits and curfews across Gauteng",
      paragraphs: [
        "Every venue writes its own rules. Lodges in the Magaliesberg and around Hartbeespoort often have guests sleeping on site and an early cut-off for amplified music; estate venues in Pretoria East and Fourways sit close to neighbours and may measure levels at the boundary; hotels in Sandton and Rosebank usually want suppliers registered in advance and loading through a goods lift. Send us the venue's supplier conditions and we plan around them.",
        "Our engineers keep the mix within a stated limit and bring the level down gradually ahead of the curfew, rather than cutting the music mid-song. Fog needs clearance first because it can set off smoke detectors, so check with the venue before adding atmospheric effects to the reception.",
      ],
    },
    {
      heading: "Planners who book with us regularly",
      paragraphs: [
        "If you coordinate several weddings a year, our partner programme gives you a dedicated account manager who remembers your regular venues and usual setups, plus priority on bookings during the October to December rush. Your couples get one reliable sound supplier, and you get fewer surprises on the day.",
      ],
    },
  ],
  internalLinks: [
    {
      label: "Partner programme",
      to: "/partners",
      description: "Account management and peak-season priority for planners and coordinators.",
    },
    {
      label: "Engineers and technicians",
      to: "/catalogue/personnel",
      description: "What each crew role does, from setup and teardown to the engineer at the desk.",
    },
    {
      label: "Wedding service overview",
      to: "/services/weddings",
      description: "How we approach ceremony and reception sound for Gauteng weddings.",
    },
    {
      label: "Whole-day wedding hire",
      to: "/wedding-sound-hire-gauteng",
      description: "The planning steps and details couples share with us when booking the full day.",
    },
    {
      label: "Wedding packages compared",
      to: "/wedding-sound-packages-gauteng",
      description: "Bundles and add-ons to suggest to couples, sized by guest numbers.",
    },
    {
      label: "Add-ons for any booking",
      to: "/catalogue/add-ons",
      description: "Extras such as lighting, subwoofers and an engineer to add to any booking.",
    },
    {
      label: "Wedding sound guide",
      to: "/blog/wedding-sound-guide",
      description: "Our detailed article on ceremony, speeches and dancing at Gauteng venues.",
    },
  ],
  quickTips: [
    {
      title: "Treat the run sheet as live",
      text: "Send us each revision as it happens rather than one final version on the Friday. On the morning of the wedding, the engineer works from the newest copy.",
    },
    {
      title: "Introduce the crew lead early",
      text: "A two-minute hello between our crew lead and the venue manager at load-in settles power points, parking and the clearance time before anyone is busy.",
    },
    {
      title: "Ask about the generator changeover",
      text: "Find out how long the venue's generator takes to pick up during load-shedding. We can fit a UPS to the mixer and wireless receivers to bridge the gap.",
    },
    {
      title: "Plan the mid-afternoon move",
      text: "If one system serves both the vows and the reception, block out twenty to thirty minutes during drinks or photos for the crew to relocate it quietly.",
    },
    {
      title: "Put the curfew on the cue sheet",
      text: "List the time the music must soften and the time it must stop. Our engineer then fades down on schedule and the teardown starts without a debate.",
    },
  ],
  faqs: [
    {
      question: "Will your crew take instructions from the planner on the day?",
      answer:
        "Yes. We agree one point of contact before the wedding, usually the planner or venue coordinator, and the crew lead and engineer work to that person's calls so the couple are never asked to make technical decisions.",
    },
    {
      question: "How early can your team load in?",
      answer:
        "As early as the venue allows. We agree a delivery slot with you, arrive within one to three hours of the agreed time, and need one to three hours to set up depending on the system. Tight access windows at hotels and estates are fine if we know about them in advance.",
    },
    {
      question: "Can you work alongside the couple's DJ or band?",
      answer:
        "Yes. We confirm beforehand who supplies the speakers, the microphones and the mixer, so nothing is doubled or missed. A DJ can plug into our mixer at line level, and our engineer manages the speeches before handing the floor over.",
    },
    {
      question: "What if a venue has a decibel limit or an early curfew?",
      answer:
        "Send us the limit and the time. Our engineer sets the system to fill the room within that level, monitors it through the evening and winds the music down before the curfew, and a teardown technician can work to the venue's clearance time.",
    },
    {
      question: "Which wedding venues do you travel to?",
      answer:
        "We travel throughout Johannesburg, Sandton, Midrand, Centurion and Pretoria, and out to country venues at the Cradle, Hartbeespoort and the Magaliesberg: anywhere inside a radius of about 100 km from the city centre. Further afield, contact us first, as travel fees may apply.",
    },
    {
      question: "How far ahead should planners confirm wedding sound?",
      answer:
        "Four to six weeks for most weddings, allowing time for a site visit. For dates from October to December, the peak season, confirm one to two months ahead.",
    },
  ],
  bottomCta: {
    heading: "Send us your next run sheet",
    text: "Share the date, venue and timeline, and our crew lead will come back with load-in times, crew hours and any venue questions to settle early.",
    primary: { label: "Contact our team", to: "/contact" },
    secondary: { label: "Call 011 784 2250", to: "tel" },
  },
};
