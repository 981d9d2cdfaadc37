import type { LandingPage } from "#app/features/site/index.ts";

export const page: LandingPage = {
  slug: "sound-equipment-hire-gauteng",
  title: "Sound Equipment Hire Gauteng: Dry or Crewed",
  description:
    "Hire speakers, subwoofers, wired and wireless mics, a 16-channel mixer and lighting in Gauteng, dry or with a technician. Every item is tested before it leaves.",
  keywords: [
    "sound equipment hire Gauteng",
    "audio equipment hire Johannesburg",
    "dry hire sound equipment",
    "PA equipment rental Gauteng",
    "speaker hire Gauteng",
    "wireless microphone hire",
    "mixer hire Gauteng",
    "sound equipment rental Sandton",
  ],
  serviceType: "Sound equipment rental",
  hero: {
    eyebrow: "Equipment hire, item by item",
    heading: "Sound equipment hire in Gauteng: choose the gear, we test and pack it",
    intro:
      "Already know what you need? Choose individual speakers, subwoofers, microphones, a mixer or lighting from our range, hire it dry or with a technician, and have it brought to your venue anywhere in Gauteng. Each piece is checked at our Kramerville warehouse first.",
    primaryCta: { label: "Browse the equipment", to: "/catalogue/products" },
    secondaryCta: { label: "Get an equipment quote", to: "/quote-request" },
  },
  pitch: [
    {
      heading: "The range, sorted by the job it does",
      paragraphs: [
        "Speakers: the premium and standard 12-inch powered speakers carry speech and music for most rooms, and each one comes with a stand. When the low end matters, the 18-inch active subwoofer suits a modest party, while the 18-inch professional subwoofer and the dual 18-inch subwoofer are built for larger halls, outdoor dance floors and live bands.",
        "Microphones: wired vocal models for singers, wired speech models for lecterns and pulpits, wired instrument models for guitar amps, drums and brass, and UHF wireless handhelds wherever the person holding one needs to walk about. Every one of them plugs into a standard XLR input.",
        "Mixing, lighting and the rest: our 16-channel analogue mixer offers 12 mic/line inputs, two stereo channels, four aux sends, phantom power and USB recording. Moving head lights, LED par lights and a fog machine add atmosphere, and mic stands and cable ramps complete a safe, tidy setup.",
      ],
    },
    {
      heading: "Dry hire versus hiring with a technician",
      paragraphs: [
        "Dry hire means the equipment without an operator. We drop it off, show you the controls, and fetch it afterwards; during the event, you drive it. That arrangement suits working DJs, church sound teams, school AV staff and anyone who has run a PA before.",
        "With a technician, a setup technician places the speakers, runs and tapes the cables and line-checks every input before handing over, while an on-site sound engineer stays to mix the whole event. Choose this route when a band is playing, when several microphones are live at once, or when a keynote simply can't be interrupted by a squeal of feedback.",
      ],
    },
    {
      heading: "Collection or delivery",
      paragraphs: [
        "Delivery is how most orders reach clients: our vehicle brings the gear to your venue anywhere in the Gauteng service area, arriving inside 1 to 3 hours of the time we set together. If our crew is installing it, allow another 1 to 3 hours for setup before you need it running.",
        "Prefer to fetch a smaller dry-hire order from Kramer Road yourself? Mention it when you request a quote and we'll confirm whether collection suits that order and when it will be ready. Remember that transport then becomes your responsibility: a dual 18-inch subwoofer won't fit in a hatchback, and speakers should travel upright and strapped down. Beyond a couple of speakers and a few microphones, delivery is usually the easier choice.",
      ],
    },
    {
      heading: "How each item is tested and packed",
      paragraphs: [
        "Every piece returns to our warehouse between jobs to be cleaned and inspected. Before it goes out again we power up and play each speaker and subwoofer, listen to each microphone for crackle and dropouts, fit fresh AA batteries to the wireless handhelds, and run every mixer channel, aux send and cable through a check. Anything that fails is taken off the order and replaced with a working unit.",
        "Speakers travel in protective covers, wireless receivers in a rack case, and cables are coiled and bundled by length. Orders are packed against a checklist, so what arrives matches what you were quoted, and for larger events we send backup equipment such as a spare microphone and extra cables.",
      ],
    },
  ],
  internalLinks: [
    {
      label: "All products",
      to: "/catalogue/products",
      description: "The full list of speakers, subwoofers, microphones, mixers and lighting for hire.",
    },
    {
      label: "Powered speakers",
      to: "/catalogue/products/powered-speakers",
      description: "Premium and standard 12-inch powered speakers, each supplied with a stand.",
    },
    {
      label: "Wireless microphones",
      to: "/catalogue/products/wireless-microphones",
      description: "UHF wireless handhelds with frequencies set for your venue.",
    },
    {
      label: "16-channel mixer",
      to: "/catalogue/product/mixer-16-channel",
      description: "Inputs, aux sends, phantom power and USB recording on one analogue desk.",
    },
    {
      label: "Subwoofer hire in Gauteng",
      to: "/subwoofer-hire-gauteng",
      description: "Which 18-inch subwoofer suits your room, music and crowd size.",
    },
    {
      label: "Add a technician or engineer",
      to: "/catalogue/personnel",
      description: "Setup and teardown technicians and on-site engineers to add to any hire.",
    },
    {
      label: "Sound hire for any Gauteng event",
      to: "/sound-hire-gauteng",
      description: "Not sure what you need? Start with the venue and guest list and we'll plan it.",
    },
    {
      label: "Audio terms explained",
      to: "/blog/audio-terms-explained",
      description: "Aux sends, phantom power, XLR and other terms on an equipment list, decoded.",
    },
  ],
  quickTips: [
    {
      title: "Match subwoofers to the music",
      text: "Speech-only events seldom need them. A DJ set or band for 100 or more people usually does, and outdoors you need more, since open air swallows the low frequencies a hall's walls would bounce back.",
    },
    {
      title: "Count your inputs before picking a mixer",
      text: "Add up every microphone, instrument and playback device. With more than a handful, the 16-channel desk leaves spare channels for a late extra speaker or guitar.",
    },
    {
      title: "Go wireless where people move",
      text: "UHF handhelds suit MCs, panel questions and toasts from the tables; keep wired microphones for lecterns and singers who stay at a stand.",
    },
    {
      title: "Order cable ramps with the gear",
      text: "Any lead crossing a walkway, doorway or aisle should sit under a ramp, and many venues won't let an event start without them.",
    },
    {
      title: "Switch on early when hiring dry",
      text: "Power everything up at the venue well before guests arrive, so there's time to phone us if something doesn't sound right.",
    },
  ],
  faqs: [
    {
      question: "What does a dry hire include?",
      answer:
        "The equipment with its cables and stands, delivery and collection within our service area, and a walkthrough of the controls at drop-off. You operate it during the event. If anything misbehaves, phone us and we'll troubleshoot with you or bring a replacement.",
    },
    {
      question: "Can I hire just one item, such as a wireless microphone?",
      answer:
        "Yes, items can be hired individually as well as in bundles. A single wireless handheld still needs a mixer or speaker to plug its receiver into, so tell us what you already own and we'll make sure the connection works.",
    },
    {
      question: "How far ahead should I reserve equipment?",
      answer:
        "Two to four weeks is usually enough. From October to December, when year-end functions, weddings and outdoor events peak, reserve 1 to 2 months ahead, because wireless microphones and subwoofers are the first items to be fully booked.",
    },
    {
      question: "What if something fails during my event?",
      answer:
        "Testing before every hire makes failures rare. A booked technician or engineer carries spares and swaps the faulty item on the spot; on dry hire, call us and we'll help by phone or send a replacement. Larger events go out with backup equipment as standard.",
    },
    {
      question: "Can the equipment be used outdoors?",
      answer:
        "Yes, under cover. Speakers and mixers aren't waterproof, so plan for a marquee, gazebo or roofed stage. Summer thunderstorms on the Highveld can arrive within minutes, so keep the mixer sheltered and agree beforehand where the gear will move if it rains.",
    },
  ],
  bottomCta: {
    heading: "Send us your equipment list",
    text: "List the items you want with the date and venue. We'll confirm what's available, point out anything missing, and quote for dry hire or with crew.",
    primary: { label: "Get an equipment quote", to: "/quote-request" },
    secondary: { label: "Call 011 784 2250", to: "tel" },
  },
};
