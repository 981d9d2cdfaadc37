import type { LandingPage } from "#app/features/site/index.ts";

export const page: LandingPage = {
  slug: "subwoofer-hire-gauteng",
  title: "Subwoofer Hire Gauteng: Single & Dual 18-Inch",
  description:
    "Subwoofer hire in Gauteng: 18-inch active, dual 18-inch and professional subs for DJ sets and live bands, placed, powered and tuned to your venue's noise limit.",
  keywords: [
    "subwoofer hire Gauteng",
    "sub hire Johannesburg",
    "18 inch subwoofer hire",
    "dual 18 subwoofer rental",
    "bass speaker hire Pretoria",
    "subwoofer rental Sandton",
    "DJ subwoofer hire",
    "live band subwoofer hire",
  ],
  serviceType: "Subwoofer hire",
  hero: {
    eyebrow: "Subwoofers for hire",
    heading: "Subwoofer hire in Gauteng for dance floors, DJ sets and live bands",
    intro:
      "Twelve-inch speakers carry voices and melody; the kick drum and bass line that move people onto the floor need an 18-inch subwoofer. We hire three models, place them on site and set the crossover so the whole system plays cleaner and louder.",
    primaryCta: { label: "Price up a subwoofer", to: "/quote-request" },
    secondaryCta: { label: "See DJ event sound", to: "/services/dj-events" },
  },
  pitch: [
    {
      heading: "Three subwoofers for three kinds of night",
      paragraphs: [
        "The 18-inch active subwoofer is the everyday choice: one long-excursion driver, around 1000 W of class-D power and bass down to about 40 Hz, with a pole socket on top for a 12-inch speaker. Two of them under a pair of tops will carry a 21st, a matric after-party or a year-end function for about 150 guests.",
        "The dual 18-inch subwoofer puts two drivers and around 3000 W into one cabinet and reaches into the high 30 Hz range. It is the one for outdoor dance floors, packed halls and gala dinners of 200 that turn into a party, because it keeps its headroom where there are no walls to reinforce the bass. It arrives on castors and needs two crew to lift.",
        "The 18-inch professional subwoofer is built for live music. A heavier driver, around 2000 W and DSP presets with limiting keep the kick drum and the bass guitar separate and tight at high levels, so a band in a church hall or on a school production stage sounds punchy rather than boomy.",
      ],
    },
    {
      heading: "When a subwoofer earns its place, and when it does not",
      paragraphs: [
        "Book subs for anything people dance to. Amapiano, house, gqom, hip-hop and most pop are produced with deep bass that a 12-inch speaker cannot reproduce at party volume, and live bands need them for kick drum and bass guitar. Taking the lowest octave away from the tops also frees them to play the vocals and melody more cleanly.",
        "Skip them for speech. A conference, an AGM, a wedding ceremony or a dinner with a string quartet gains nothing from a sub, because voices and acoustic instruments sit well above its range; a sub left running under a lectern mic only adds rumble and handling thumps. If a corporate dinner ends with dancing, we set the sub up muted and bring it in when the DJ starts.",
      ],
    },
    {
      heading: "Placement: where the bass ends up in the room",
      paragraphs: [
        "Subwoofers belong on the floor, where the ground adds output. Backing one against a wall gives more level again, and a corner more still, though a corner can also make the bass boomy and uneven. We usually group the subs together at the front of the dance floor, because two subs split far apart on either side of a stage can cancel each other out in some parts of the room.",
        "Keep subs away from the head table, the grandparents and the bar, where people want to talk. In marquees at the Cradle of Humankind or on lawns in the Magaliesberg there are no walls to help, which is why outdoor floors usually need the dual 18-inch or an extra sub for the same impact indoors.",
      ],
    },
    {
      heading: "Power, load-shedding and summer storms",
      paragraphs: [
        "Class-D amplifiers are efficient, but every heavy bass note draws a short surge of current. Each subwoofer should have its own wall socket, not a shared extension reel behind the bar with the fridge and the urn, and during load-shedding the generator needs headroom for those peaks; a small home inverter can trip when the bass drops. A site assessment visit checks generator capacity before a large event.",
        "Gauteng's afternoon thunderstorms are a real risk from October to March. Subwoofers are not waterproof, so outdoor cabinets stand under cover and off wet grass, and our crew powers the system down if lightning comes close.",
      ],
    },
    {
      heading: "Noise limits, curfews and the neighbours",
      paragraphs: [
        "Bass is what travels. Low frequencies pass through walls, windows and marquee sides and carry much further than vocals, so the neighbours of a Fourways estate or a Hartbeespoort venue beside the dam hear the thump long after the music is inaudible to them. Many venues set a curfew or a decibel limit for that reason, and Gauteng's noise regulations back them up.",
        "Ask your venue for its limit and finishing time before you book, and tell us. We can choose a smaller sub, aim it away from the nearest houses, and have an on-site sound engineer turn the bass down at an agreed hour while the tops keep the party going.",
      ],
    },
  ],
  internalLinks: [
    {
      label: "All subwoofers",
      to: "/catalogue/products/subwoofers",
      description: "Compare the 18-inch active, dual 18-inch and professional subs side by side.",
    },
    {
      label: "18-inch active subwoofer",
      to: "/catalogue/product/subwoofer-18-active",
      description: "The everyday sub with a pole socket for a 12-inch speaker on top.",
    },
    {
      label: "Dual 18-inch subwoofer",
      to: "/catalogue/product/subwoofer-dual-18",
      description: "Two drivers in one cabinet for outdoor venues and big, busy dance floors.",
    },
    {
      label: "18-inch professional subwoofer",
      to: "/catalogue/product/subwoofer-18-professional",
      description: "Touring-grade bass with DSP presets for bands and live stages.",
    },
    {
      label: "DJ event sound",
      to: "/services/dj-events",
      description: "Full DJ systems with tops, subs, an MC microphone and lighting.",
    },
    {
      label: "Sound for bands",
      to: "/services/bands",
      description: "Band PA with professional subs so the kick and bass guitar stay tight.",
    },
    {
      label: "PA system basics",
      to: "/blog/pa-system-basics",
      description: "How tops, subwoofers, mixers and microphones fit together in one system.",
    },
  ],
  quickTips: [
    {
      title: "Let the crossover do its job",
      text: "Run the 12-inch tops from the sub's high-pass outputs, so the tops stop wasting power on bass they cannot reproduce at volume.",
    },
    {
      title: "Walk the floor at sound check",
      text: "Bass varies from spot to spot; walk across the dance floor while a familiar track plays and listen for places where it swells or disappears.",
    },
    {
      title: "Plan the lift",
      text: "An 18-inch sub is a two-person lift and the dual 18-inch needs two crew and level access, so tell us about stairs, steep driveways and narrow doors.",
    },
    {
      title: "Give the bass its own volume",
      text: "Turning the subs down a little after the venue's cut-off hour often satisfies the neighbours without emptying the dance floor.",
    },
  ],
  faqs: [
    {
      question: "Do I need a subwoofer for my event?",
      answer:
        "If people will dance, or a band with drums and bass guitar is playing, yes. For speeches, conferences, ceremonies and background dinner music, a pair of 12-inch powered speakers is enough on its own.",
    },
    {
      question: "Which subwoofer should I choose?",
      answer:
        "One or two 18-inch active subs suit most DJ parties indoors. Choose the dual 18-inch for outdoor venues and large dance floors, and the 18-inch professional for live bands that need tight, controlled low end.",
    },
    {
      question: "Can I add a subwoofer to speakers I have already booked?",
      answer:
        "Yes. The Subwoofer Enhancement add-on puts an 18-inch active sub into any speaker booking, and our crew chooses its spot and its crossover point in the room itself, listening for smooth, even low end.",
    },
    {
      question: "Will a subwoofer break the venue's noise limit?",
      answer:
        "It is the part of the system most likely to, because bass carries furthest. Tell us the venue's limit and curfew, and we will size the subs to suit; an on-site sound engineer can keep the level within the limit all night.",
    },
    {
      question: "Where in Gauteng do you deliver subwoofers?",
      answer:
        "Our truck takes subs to Soweto, Midrand, Centurion, Pretoria, Sandton and any other venue no more than about 100 km from the Johannesburg CBD, arriving within one to three hours of the slot we agree. For a venue beyond that, speak to us first, because a travel fee may be charged.",
    },
    {
      question: "How early should I book subwoofers for December?",
      answer:
        "One to two months ahead. October to December is our peak season, with matric after-parties, year-end functions, weddings and outdoor events all wanting the dual 18-inch.",
    },
  ],
  bottomCta: {
    heading: "Bring the bass, within the limit",
    text: "Tell us the venue, the headcount, the music and any curfew, and we will recommend the subwoofers, where they stand and how loud they can go.",
    primary: { label: "Request a quote", to: "/quote-request" },
    secondary: { label: "Call 011 784 2250", to: "tel" },
  },
};
