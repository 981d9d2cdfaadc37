import type { LandingPage } from "#app/features/site/index.ts";

export const page: LandingPage = {
  slug: "microphone-hire-gauteng",
  title: "Microphone Hire Gauteng: Wireless & Lectern Mics",
  description:
    "Microphone hire across Gauteng: UHF wireless handhelds, gooseneck lectern mics, vocal and instrument mics, with frequencies set and fresh batteries fitted.",
  keywords: [
    "microphone hire Gauteng",
    "wireless microphone hire Johannesburg",
    "mic hire Sandton",
    "UHF handheld microphone rental",
    "lectern microphone hire Pretoria",
    "gooseneck microphone hire",
    "instrument microphone hire",
    "panel discussion microphones",
  ],
  serviceType: "Microphone hire",
  hero: {
    eyebrow: "Microphones for hire",
    heading: "Microphone hire in Gauteng for speeches, panels, singers and bands",
    intro:
      "Pick the right microphone for each voice and instrument: UHF wireless handhelds for roaming MCs, gooseneck mics for lecterns and panel tables, and rugged wired mics for singers, amps and drums. We check every unit before it leaves Kramerville.",
    primaryCta: { label: "Get a microphone quote", to: "/quote-request" },
    secondaryCta: { label: "Browse the microphones", to: "/catalogue/products" },
  },
  pitch: [
    {
      heading: "Wired or UHF wireless? Let the job decide",
      paragraphs: [
        "A wired microphone on an XLR cable has nothing to charge, nothing to tune and nothing that can drop out, which is why we still send wired vocal mics to singers who stay at their stand, worship teams and karaoke nights. The cable is the only catch: it ties the person to one spot and has to be taped down or run under a cable ramp wherever guests walk.",
        "Our UHF wireless handheld frees the MC to cross the dance floor, lets a speech-maker step out from behind the head table and lets a Q&A microphone travel along the rows of a Sandton conference room. Each one pairs with a true-diversity receiver, giving roughly 100 metres of line-of-sight range, and the receiver plugs into any mixer through an XLR or jack output.",
      ],
    },
    {
      heading: "Goosenecks for lecterns, AGMs and panel tables",
      paragraphs: [
        "People who read from notes need their hands for the pages, so a handheld is the wrong tool at a lectern. Our wired speech microphone is a slim gooseneck on a weighted desk base with a cardioid condenser capsule, a foam windscreen and a mute button, plus a lit ring that tells each panellist when they are live.",
        "Because it draws phantom power from the mixer, a gooseneck never goes flat halfway through the chairperson's report. It suits prize-givings in Pretoria East school halls, church services in Soweto, boardroom launches in Rosebank and any panel where four or five people share a long table.",
      ],
    },
    {
      heading: "Instrument microphones for bands and school concerts",
      paragraphs: [
        "Our wired instrument microphone is a compact cardioid dynamic built for guitar amps, snare drums and brass. Its small head squeezes in between toms or right up to a speaker grille, it shrugs off the sheer loudness of a cracked snare, and it clips to a drum rim or sits on a boom stand for amps and horns.",
        "For a school jazz band or a covers act at a Fourways wedding, a typical set is one mic on the snare, one on the kick, one on each guitar amp and one for any horn section, while keyboards and bass usually go to the mixer as line feeds instead.",
      ],
    },
    {
      heading: "How many microphones does your event need?",
      paragraphs: [
        "Panels: one gooseneck for every panellist, or one shared between two people seated close together, plus a wireless handheld for the moderator and one or two more that runners carry to audience questions. A panel of five with an active floor therefore needs about eight microphones, which sits comfortably on our 16-channel mixer.",
        "Weddings: a wireless handheld for the MC and a second one that travels between the speech-makers covers most receptions, with a wired vocal mic on a stand if a friend is singing during the signing of the register. Schools: a gooseneck on the lectern, a wireless handheld for the principal or MC, and extra wired vocal mics for choir soloists or a drama cast.",
      ],
    },
    {
      heading: "Frequencies and batteries, handled before you arrive",
      paragraphs: [
        "Hotels and conference centres in Sandton and Midrand are busy with other wireless systems, from in-house microphones to interpreters' kit in the room next door. During setup our technician scans the airwaves in your room and gives each handheld a clear UHF frequency, so two rooms never pick up each other's presenters.",
        "A pair of AA cells keeps each handheld going for roughly eight hours. We fit fresh batteries for each booking and leave spares with whoever runs the desk, and the battery indicator on the handle shows at a glance when it is time to swap before a long evening of speeches.",
      ],
    },
  ],
  internalLinks: [
    {
      label: "Wireless microphones",
      to: "/catalogue/products/wireless-microphones",
      description: "UHF handhelds for MCs, presenters and audience questions that need to move around.",
    },
    {
      label: "Wired microphones",
      to: "/catalogue/products/wired-microphones",
      description: "Vocal, gooseneck speech and instrument mics on XLR cable, with no batteries to think about.",
    },
    {
      label: "Wireless handheld microphone",
      to: "/catalogue/product/wireless-handheld-microphone",
      description: "Range, battery life and receiver outputs of the handheld most organisers ask for.",
    },
    {
      label: "Choosing microphones",
      to: "/blog/choosing-microphones",
      description: "Our engineer's guide to handheld, gooseneck and instrument mics, feedback and dropouts.",
    },
    {
      label: "Mixer hire in Gauteng",
      to: "/mixer-hire-gauteng",
      description: "Every microphone needs a channel: see how the 16-channel desk brings them together.",
    },
    {
      label: "Corporate event sound",
      to: "/services/corporate-events",
      description: "Conference, AGM and launch sound with lectern mics, Q&A handhelds and a livestream feed.",
    },
    {
      label: "Sound engineers and technicians",
      to: "/catalogue/personnel",
      description: "Book someone to bring each microphone up on cue and keep feedback away.",
    },
  ],
  quickTips: [
    {
      title: "Hold the handheld close",
      text: "A wireless handheld works best two or three fingers' width from the lips; held at chest height, it forces the desk to add gain and invites feedback.",
    },
    {
      title: "Keep mics behind the speakers",
      text: "Place the lectern and panel table so the 12-inch powered speakers stand in front of them, pointing at the audience rather than back at the microphones.",
    },
    {
      title: "Give the Q&A mic to a runner",
      text: "Delegates hold microphones awkwardly and too far away. A runner who hands it over, waits and takes it back keeps the questions audible and the mic safe.",
    },
    {
      title: "Send us your running order",
      text: "A list of who speaks, sings or plays and in what order tells us how many mics, stands and channels to pack, and whether a second wireless receiver is worth it.",
    },
  ],
  faqs: [
    {
      question: "How far can someone walk with a wireless microphone?",
      answer:
        "Our UHF handheld has about 100 metres of line-of-sight range to its true-diversity receiver. Walls, pillars and crowds shorten that, so in a large garden or across two rooms we place the receiver where the MC will actually be.",
    },
    {
      question: "What happens if a wireless mic battery runs flat?",
      answer:
        "Each handheld takes two AA batteries that last about eight hours, and we fit a fresh set for every booking. Spares stay at the mixer, and if you book an on-site sound engineer they watch the battery levels and swap them between speeches.",
    },
    {
      question: "Can your wireless microphones clash with the venue's own system?",
      answer:
        "They can if two systems share a frequency, which is why we scan the venue and set clear channels during setup. If the hotel runs its own wireless mics in the next room, tell us and we coordinate around them.",
    },
    {
      question: "Do I need a mixer to use hired microphones?",
      answer:
        "Yes: every microphone needs a mixer channel before it reaches the speakers. Our 16-channel mixer takes up to twelve mics plus stereo sources such as a laptop, and many venues' in-house desks accept our wireless receivers too.",
    },
    {
      question: "How far ahead should I book microphones?",
      answer:
        "Two to three weeks is usually enough for a small function, and four to six weeks for weddings and large conferences. From October to December, the peak season, book one to two months ahead because wireless handhelds go quickly.",
    },
    {
      question: "Do you deliver microphones outside Johannesburg?",
      answer:
        "Yes. A case of handhelds travels as readily to a Pretoria East school hall or a Centurion conference venue as to a Sandton hotel, anywhere inside a circle of roughly 100 km around Johannesburg's city centre. Beyond that circle, ask us first, as a travel charge may be added.",
    },
  ],
  bottomCta: {
    heading: "Tell us who is speaking, singing and playing",
    text: "Send your programme and headcount, and we will match a microphone to every voice and instrument, with frequencies and fresh batteries sorted before the doors open.",
    primary: { label: "Request a quote", to: "/quote-request" },
    secondary: { label: "Call 011 784 2250", to: "tel" },
  },
};
