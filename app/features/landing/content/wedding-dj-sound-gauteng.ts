import type { LandingPage } from "#app/features/site/index.ts";

export const page: LandingPage = {
  slug: "wedding-dj-sound-gauteng",
  title: "Wedding DJ Sound Hire Gauteng: Subs & Lights",
  description:
    "Speakers, 18-inch subs, a booth monitor, an MC mic and dance-floor lights for your wedding DJ in Gauteng. Your DJ brings the decks; we supply and tune the rest.",
  keywords: [
    "wedding DJ sound hire Gauteng",
    "wedding DJ speakers and subwoofers",
    "DJ booth monitor hire",
    "wedding DJ PA hire Johannesburg",
    "MC microphone for wedding DJ",
    "wedding dance floor lighting hire",
    "wedding DJ equipment hire Pretoria",
  ],
  serviceType: "Wedding DJ sound system hire",
  hero: {
    eyebrow: "Sound for the wedding DJ",
    heading: "Your wedding DJ plays the set. We bring the rig that carries it.",
    intro:
      "Booked a DJ who owns a controller and a great playlist but no PA big enough for your guest list? We supply the 12-inch tops, 18-inch subwoofers, a booth monitor, the MC's wireless microphone and dance-floor lighting, then set levels with your DJ before the first guest arrives.",
    primaryCta: { label: "Quote for your DJ rig", to: "/quote-request" },
    secondaryCta: { label: "Call 011 784 2250", to: "tel" },
  },
  pitch: [
    {
      heading: "Who brings what: a clear split with your DJ",
      paragraphs: [
        "Most wedding DJs in Gauteng arrive with their own controller or CDJs, a laptop, headphones and sometimes a pair of small speakers that were never meant for 180 guests in a Midrand marquee. We fill the gap. Your DJ keeps the gear they know, and we provide everything downstream of their master output: amplified tops, subwoofers, monitoring, the MC's microphone, lighting and the cabling that joins it all.",
        "A week before the wedding our technician phones your DJ directly. We confirm their output sockets, how much table space the booth needs, where the booth will stand relative to the dance floor, and whether they want to run the MC microphone through their own mixer or through ours. That call removes nearly every surprise on the day.",
      ],
    },
    {
      heading: "Tops, subwoofers and a monitor sized to the floor",
      paragraphs: [
        "For up to about 150 guests, two standard 12-inch powered speakers mounted on poles above two 18-inch active subwoofers is our usual answer; it is the same combination as our DJ Starter Kit. The subs' built-in crossovers send only the low end downstairs, so the tops stay clean while kick drums and bass lines fill the floor. Bigger receptions, barn venues with high ceilings and open-sided marquees near Hartbeespoort often call for a dual 18-inch subwoofer instead, because there are no walls to reinforce the bass.",
        "The booth monitor matters more than couples realise. A DJ who cannot hear the mix clearly over a packed floor tends to push the main level up, and that is how venues start complaining. We place a 12-inch powered speaker beside the booth, pointed back at the DJ, fed from their booth output so they can beat-match comfortably while the main system stays at the level we agreed with the venue.",
      ],
    },
    {
      heading: "Connecting the controller without hum or distortion",
      paragraphs: [
        "Balanced XLR outputs from the controller go straight into the subwoofers, and from there a high-passed feed climbs to each top. Where a controller only offers RCA phono sockets, we bring the right adapters and, if needed, a 16-channel mixer as a hub with a clean stereo channel for the DJ. We set gain from the controller through to the amplifiers so the DJ's master meter sits comfortably out of the red with headroom to spare.",
        "Load-shedding at nine at night can stop the music and crash DJ software mid-track. We put the controller, laptop and any mixer on a UPS, check how the venue's generator changeover behaves, and can arrange a generator where a farm venue has none.",
      ],
    },
    {
      heading: "An MC microphone and lights that make the floor",
      paragraphs: [
        "Many wedding DJs double as the MC, announcing the couple's entrance, calling tables to the buffet and inviting everyone up after the first dance. Our UHF wireless handheld, paired with a diversity receiver that shrugs off dropouts, lets them do it from the booth or from the middle of the floor. We load fresh AA batteries, leave spares at the booth and coordinate frequencies with any other wireless systems at the venue.",
        "Lighting is what turns a function room into a dance floor after dark. Moving heads sweep colour and gobo patterns across the crowd, LED pars uplight walls in your wedding colours, and a fog machine makes the beams visible. Everything can follow the music in sound-active mode, so your DJ does not need a lighting operator. Fog can trip smoke detectors, so we confirm with the venue before anyone switches it on.",
      ],
    },
  ],
  internalLinks: [
    {
      label: "DJ events service",
      to: "/services/dj-events",
      description: "How we support working DJs at parties, year-end functions and club nights across Gauteng.",
    },
    {
      label: "18-inch active subwoofer",
      to: "/catalogue/product/subwoofer-18-active",
      description: "The single 18-inch sub we pair with 12-inch tops for most wedding dance floors.",
    },
    {
      label: "Dual 18-inch subwoofer",
      to: "/catalogue/product/subwoofer-dual-18",
      description: "Extra low end for large receptions, barns and open-sided marquees.",
    },
    {
      label: "Standard 12-inch powered speaker",
      to: "/catalogue/product/powered-speaker-12-standard",
      description: "The pole-mounted top for the dance floor, also used as a booth monitor.",
    },
    {
      label: "Lighting for the dance floor",
      to: "/catalogue/products/lighting",
      description: "Moving heads, LED pars and fog machines to light the floor once dinner ends.",
    },
    {
      label: "Wedding reception sound",
      to: "/wedding-reception-sound-gauteng",
      description: "Speeches, dinner music, the first dance and venue curfews at the reception.",
    },
    {
      label: "Subwoofer hire in Gauteng",
      to: "/subwoofer-hire-gauteng",
      description: "Choosing between single, dual and professional subs for the size of your crowd.",
    },
  ],
  quickTips: [
    {
      title: "Send us your DJ's details early",
      text: "Put your DJ's name and number on the quote request. A direct technician-to-DJ call sorts out connectors, booth size and the MC microphone long before the wedding day.",
    },
    {
      title: "Ask the venue for its noise limit",
      text: "Many country venues cap the decibel level or cut amplified music at a fixed hour. Knowing the number in advance lets us choose subwoofers that fill the floor without breaching it.",
    },
    {
      title: "Leave a proper booth footprint",
      text: "Allow roughly a two-metre table with a plug point close by, on one side of the floor rather than in front of the exit or beneath a smoke detector.",
    },
    {
      title: "Plan the handover from dinner to dancing",
      text: "Decide who controls the music during dinner and speeches. If the DJ plays background tracks, their controller also needs a feed into the speech system.",
    },
  ],
  faqs: [
    {
      question: "Our DJ has their own speakers. Do we still need you?",
      answer:
        "Sometimes not. Compact DJ speakers cope with a small garden party, but a reception of 120 or more in a hall or marquee usually needs 18-inch subwoofers and more headroom. Tell us the guest count and venue, and we will say honestly whether your DJ's gear is enough or only needs a sub or a booth monitor added.",
    },
    {
      question: "Can the DJ plug a controller straight into your system?",
      answer:
        "Yes. Our subwoofers and powered tops take balanced XLR and jack inputs, and we bring adapters for controllers that only have RCA outputs. Where speeches and the DJ share the same speakers, we add a 16-channel mixer so both feed one system cleanly.",
    },
    {
      question: "Will someone stay on site during the dancing?",
      answer:
        "If you want one, yes. A setup technician installs and tests the rig, and an on-site sound engineer can stay for the whole reception, keeping levels within the venue's limit and fixing any fault quietly. Working DJs who are comfortable with a PA often prefer a dry hire where we deliver, set up and collect.",
    },
    {
      question: "How far ahead should we book DJ sound for a wedding?",
      answer:
        "Allow four to six weeks for a wedding. For dates in October to December, when outdoor events and year-end functions compete for the same subwoofers and lights, one to two months ahead is safer.",
    },
    {
      question: "Do you deliver to venues outside Johannesburg?",
      answer:
        "Our delivery area reaches roughly 100 km out from central Johannesburg: Sandton, Pretoria, Midrand, Soweto and everything between, plus farm venues in the Cradle of Humankind and the Magaliesberg. Beyond that radius, get in touch before booking, because a travel fee may be added.",
    },
  ],
  bottomCta: {
    heading: "Give your wedding DJ a system worthy of the set",
    text: "Tell us your venue, guest count and DJ's set-up, and we will recommend tops, subs, a booth monitor and lighting to match, tested at our Kramerville warehouse before they leave.",
    primary: { label: "Request a quote", to: "/quote-request" },
    secondary: { label: "See DJ events", to: "/services/dj-events" },
  },
};
