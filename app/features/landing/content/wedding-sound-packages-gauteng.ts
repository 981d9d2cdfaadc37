import type { LandingPage } from "#app/features/site/index.ts";

export const page: LandingPage = {
  slug: "wedding-sound-packages-gauteng",
  title: "Wedding Sound Packages Gauteng: Compare Options",
  description:
    "Compare wedding sound packages in Gauteng: the ceremony bundle for 80 guests, wireless mic and engineer add-ons, our seasonal special, and setups for 150-200.",
  keywords: [
    "wedding sound packages gauteng",
    "wedding sound package johannesburg",
    "wedding ceremony sound bundle",
    "wedding pa package 150 guests",
    "wedding sound package 200 guests",
    "wedding season special sound hire",
    "wedding uplighting add-on",
  ],
  serviceType: "Wedding sound packages",
  hero: {
    eyebrow: "Compare wedding packages",
    heading: "Wedding sound packages in Gauteng, sized to your guest list",
    intro:
      "Start with our Wedding Ceremony Sound bundle for up to 80 guests, then add wireless microphones, a sound engineer, subwoofers or atmospheric lighting as the day asks for them. Below, the options compared, and how we scale a package for 150 or 200 guests.",
    primaryCta: { label: "Browse wedding bundles", to: "/catalogue/bundles" },
    secondaryCta: { label: "Get a package quote", to: "/quote-request" },
  },
  pitch: [
    {
      heading: "The base package: Wedding Ceremony Sound",
      paragraphs: [
        "This is the bundle couples choose most often, and it is sized for 80 guests or fewer, under a roof or outside. The kit list: a pair of standard 12-inch powered speakers; a 16-channel mixer; one UHF wireless handheld, normally given to the officiant; two wired vocal mics on stands, for readers and a soloist; and a pair of cable ramps.",
        "Sixteen channels is more than a ceremony strictly needs, and that is deliberate. The spare inputs take a laptop or phone for music, extra microphones for speeches later in the day, or a feed from one of the four aux sends to the videographer's recorder, so the same desk can follow you from the vows into the reception.",
      ],
    },
    {
      heading: "Adding wireless microphones and an engineer",
      paragraphs: [
        "One wireless handheld is enough for an officiant, but receptions rarely stop at one speaker. The Wireless Mic Upgrade adds four UHF handhelds with their receivers in a single rack case, so the father of the bride, the best man and the MC each have a microphone ready instead of queuing for one. We fit fresh batteries and set the frequencies to suit the venue.",
        "With the Sound Engineer add-on, a member of our crew sits behind the desk for the whole event. They bring microphones up on cue, keep speech levels even from the front table to the back, and deal with feedback before guests hear it. How long they stay is settled with you as part of the quote.",
      ],
    },
    {
      heading: "The Wedding Season Special",
      paragraphs: [
        "Our Wedding Season Special promotion groups the most popular combination into one booking: the ceremony bundle, a further two wireless handhelds for the toasts, and an engineer at the desk, for a guest list of 80 or fewer. Booked together this way, the parts cost less than they would individually. Promotions change through the year, so check the current specials or ask us whether it applies to your date.",
      ],
    },
    {
      heading: "Scaling up for 150 and 200 guests",
      paragraphs: [
        "Around 150 guests, two speakers at the front no longer reach the back tables clearly, especially outdoors where there are no walls to help. We add a second pair of 12-inch speakers further down the room as fills, and for dancing bring in 18-inch active subwoofers. A pairing like our DJ Starter Kit, two 12-inch tops over two 18-inch subs, covers a 150-guest dance floor and sits comfortably alongside the ceremony bundle's mixer and microphones.",
        "For about 200 guests, the Complete Event Solution is the closest match, even though it is listed with our corporate bundles. It brings four 12-inch speakers (two main, two back-of-room fills), a dual 18-inch subwoofer, two wireless handhelds, two gooseneck speech microphones for a lectern or head table, a vocal microphone on a stand, a 16-channel mixer, two moving heads, four LED pars and four cable ramps. At that size we strongly recommend an engineer, and the crew carry backup equipment.",
      ],
    },
    {
      heading: "Add-ons that change the feel of the room",
      paragraphs: [
        "The Atmospheric Lighting Pack uplights walls and décor with twelve RGBW LED pars in your colour scheme, holding calm static colours through dinner and switching to sound-active modes once the dancing starts. Its fog machine adds a soft haze that catches the light; tell the venue first, because fog can trigger smoke detectors.",
        "The Subwoofer Enhancement adds one 18-inch active subwoofer reaching down to about 40 Hz, which gives a first dance and the party afterwards real weight while letting the 12-inch speakers play cleaner. Setup and teardown technicians can be added to any package too, which helps with late finishes at venues that want the room cleared the same night.",
      ],
    },
  ],
  internalLinks: [
    {
      label: "All sound bundles",
      to: "/catalogue/bundles",
      description: "Every package, including Wedding Ceremony Sound and the Complete Event Solution.",
    },
    {
      label: "Current promotions",
      to: "/catalogue/promotions",
      description: "Check whether the Wedding Season Special is running for your date.",
    },
    {
      label: "Add-ons",
      to: "/catalogue/add-ons",
      description: "Wireless Mic Upgrade, Atmospheric Lighting Pack, Subwoofer Enhancement and more.",
    },
    {
      label: "Wireless handheld microphone",
      to: "/catalogue/product/wireless-handheld-microphone",
      description: "The UHF handheld with a true-diversity receiver used in our wedding packages.",
    },
    {
      label: "Dual 18-inch subwoofer",
      to: "/catalogue/product/subwoofer-dual-18",
      description: "The low-end workhorse for dance floors of 200 guests and outdoor receptions.",
    },
    {
      label: "Lighting range",
      to: "/catalogue/products/lighting",
      description: "Beam effects, colour washes and haze to dress a reception after dark.",
    },
    {
      label: "Whole-day wedding hire",
      to: "/wedding-sound-hire-gauteng",
      description: "How we plan the full day with you once you have chosen a package.",
    },
  ],
  quickTips: [
    {
      title: "Size by guests, not by tables",
      text: "Give us the confirmed headcount, including children and the bridal party. Package capacities are guest numbers, and the jump from 80 to 100 changes the speaker count.",
    },
    {
      title: "Only add bass if people will dance",
      text: "A ceremony and a sit-down lunch need no subwoofer at all. Add one when a DJ or band is booked and the dance floor matters to you.",
    },
    {
      title: "Count your speakers, then add one",
      text: "List everyone giving a toast, plus the MC. If that is more than two people, the Wireless Mic Upgrade saves handing one microphone along the head table.",
    },
    {
      title: "Ask about fog before you book it",
      text: "Some venues need their smoke detection isolated by their own staff, and some refuse fog outright. A quick e-mail to the venue avoids a wasted add-on.",
    },
  ],
  faqs: [
    {
      question: "Which package suits a wedding of about 80 guests?",
      answer:
        "The Wedding Ceremony Sound bundle is designed for exactly that size, indoors or in a garden. Add the Sound Engineer add-on if you want music and microphones run on cue, and a subwoofer if the evening turns into a party.",
    },
    {
      question: "Is the Wedding Season Special available all year?",
      answer:
        "Like all our specials, it runs for a limited period and may change. Check the promotions page or ask when you request a quote, and we will tell you whether it can be applied to your wedding date.",
    },
    {
      question: "Can we mix a bundle with add-ons and single items?",
      answer:
        "Yes. Add-ons work with any booking, and you can add individual speakers, microphones or lighting to a bundle. We will check the combination suits your guest numbers and venue before confirming.",
    },
    {
      question: "Does the ceremony bundle include someone to operate it?",
      answer:
        "The bundle itself is equipment. Add a sound engineer to run the mixer for the day, or a setup technician to install, test and hand over the system. The Wedding Season Special, while it runs, already includes an engineer.",
    },
    {
      question: "Why are there no prices on this page?",
      answer:
        "Your total depends on the date, the distance to the venue and how many hours any crew stay. Request a quote with your details and we will send a written breakdown of the package you choose.",
    },
  ],
  bottomCta: {
    heading: "Build your wedding package",
    text: "Choose a starting bundle, tell us your guest count and venue, and we will suggest the add-ons that are worth it and the ones you can skip.",
    primary: { label: "Request a package quote", to: "/quote-request" },
    secondary: { label: "See all bundles", to: "/catalogue/bundles" },
  },
};
