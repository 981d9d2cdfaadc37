import type { LandingPage } from "#app/features/site/index.ts";

export const page: LandingPage = {
  slug: "sound-hire-for-weddings-gauteng",
  title: "Sound Hire for Weddings Gauteng: Budget and DIY",
  description:
    "DIY or budget wedding at a farm, lodge or community hall in Gauteng? The smallest sound setup that works, dry hire or a technician, generator power and storms.",
  keywords: [
    "sound hire for weddings",
    "budget wedding sound hire gauteng",
    "diy wedding sound system hire",
    "farm wedding sound hire",
    "community hall wedding speakers",
    "dry hire wedding pa system",
    "wedding speakers generator power",
  ],
  serviceType: "Wedding sound equipment hire",
  hero: {
    eyebrow: "Budget and DIY weddings",
    heading: "Sound hire for weddings on a budget: the setup that still sounds right",
    intro:
      "A farm wedding, a lodge near the Magaliesberg or a community hall in Soweto does not need a concert rig. It needs vows people can hear, clear toasts and music to dance to, on whatever power the venue has. Here is the least worth hiring, and when paying for a technician makes sense.",
    primaryCta: { label: "Price a small setup", to: "/quote-request" },
    secondaryCta: { label: "Browse speakers and mics", to: "/catalogue/products" },
  },
  pitch: [
    {
      heading: "The minimum setup we would put our name to",
      paragraphs: [
        "For a wedding of up to roughly 75 guests, start with two standard 12-inch powered speakers and one UHF wireless handheld microphone. Each speaker has a small two-channel mixer built in, so the microphone and a phone or laptop for music can go straight into one box and a link lead carries the signal to the second. Two speakers rather than one matters: a single box at the front of a long hall leaves the back rows straining to hear.",
        "Add a wired vocal microphone on a stand if someone will read or sing from a fixed spot, and a cable ramp wherever a lead crosses a path. Once you need more than one or two microphones at a time, a 16-channel mixer becomes the sensible next step. A subwoofer is optional: skip it for a lunch-and-speeches celebration, and add one 18-inch active sub if the dance floor is the point of the evening.",
      ],
    },
    {
      heading: "Dry hire with a handover, or a technician on site?",
      paragraphs: [
        "On a dry hire, you get tested equipment and a short handover, and from then on the system is yours to run. Choose one sober, organised person who is not in the bridal party, and have them present when we show how to power up, set volumes, change microphone batteries and connect the music. If something goes wrong, phone us and we will troubleshoot with you, or bring a replacement as quickly as the roads allow, which at a farm 60 km out can take a while.",
        "A setup technician costs more but removes most of the risk: they position the speakers, tape the cables, line-check every input and walk your helper through the controls before leaving. An on-site sound engineer stays for the agreed hours and runs the whole thing. A common middle route for DIY weddings is a technician for the setup and a teardown technician at the end, with a friend pressing play in between.",
      ],
    },
    {
      heading: "Power at farm venues, lodges and halls",
      paragraphs: [
        "Powered speakers plug into ordinary mains or a generator, but they need a socket within reach of each position. Many community halls have only a couple of plug points, and some farm venues run the whole site from one generator. Tell us what the venue has, and we will advise on generator sizing and can add a UPS so the mixer and wireless receiver ride through a changeover.",
        "Keep the sound on a separate circuit from the caterers' urns, boilers and warming trays, whose heavy draw can make the voltage dip and the speakers crackle. Check the load-shedding schedule for the venue's area on the week of the wedding, and ask whether the generator covers the garden or only the main building.",
      ],
    },
    {
      heading: "Weather, wind and distance from town",
      paragraphs: [
        "Highveld summers bring afternoon thunderstorms, often just as an outdoor ceremony begins. Speakers need a roof, a gazebo or a veranda nearby, and a plan for moving indoors; if lightning comes close, the outdoor equipment is switched off until the storm has passed. Wind rumbles across an exposed microphone, so keep speeches sheltered where possible, and on cold winter evenings in the Magaliesberg batteries drain faster, so keep the spares somewhere warm.",
        "Farm venues near the Cradle of Humankind, Hartbeespoort and the Magaliesberg sit within our roughly 100 km service area, but there is no quick trip back for a forgotten lead. Go through the handover checklist before our driver leaves. Venues beyond that radius are possible too; contact us first, as travel fees may apply.",
      ],
    },
  ],
  internalLinks: [
    {
      label: "Standard 12-inch speaker",
      to: "/catalogue/product/powered-speaker-12-standard",
      description: "The powered speaker with a built-in two-channel mixer at the heart of a small setup.",
    },
    {
      label: "Wireless handheld microphone",
      to: "/catalogue/product/wireless-handheld-microphone",
      description: "One UHF handheld covers vows, toasts and the MC at a small wedding.",
    },
    {
      label: "Technicians and engineers",
      to: "/catalogue/personnel",
      description: "Compare a setup technician, a teardown technician and a full-day sound engineer.",
    },
    {
      label: "PA system basics",
      to: "/blog/pa-system-basics",
      description: "A plain-English primer for the friend who will be running the sound.",
    },
    {
      label: "Wedding packages compared",
      to: "/wedding-sound-packages-gauteng",
      description: "When a ready-made bundle becomes better value than a minimal setup.",
    },
    {
      label: "Wired vocal microphone",
      to: "/catalogue/product/wired-vocal-microphone",
      description: "A battery-free stand microphone for a reader, a singer or a guitarist.",
    },
  ],
  quickTips: [
    {
      title: "Put the phone in flight mode",
      text: "If music plays from a phone, switch on flight mode and turn off notifications. A message tone through the speakers during the vows is hard to forget.",
    },
    {
      title: "Keep speakers ahead of the microphone",
      text: "Stand the speakers in front of whoever is talking, angled at the guests. A microphone held in front of a speaker is the quickest route to a feedback squeal.",
    },
    {
      title: "Walk the venue with your helper",
      text: "Before the day, show your sound person where the plug points, the generator switch and the covered fallback area are, so nobody searches in the dark.",
    },
    {
      title: "Pack a small sound kit",
      text: "Keep the spare AA batteries we supply, a roll of gaffer tape and the running order in one bag beside the speakers, and tell your helper where it is.",
    },
    {
      title: "Book early, even for small weddings",
      text: "Allow four to six weeks for a wedding, and one to two months if your date falls between October and December, when equipment goes quickly.",
    },
  ],
  faqs: [
    {
      question: "What is the least sound equipment we can hire for a small wedding?",
      answer:
        "For up to about 75 guests: two standard 12-inch powered speakers and one wireless handheld microphone, using the speaker's built-in mixer for music and the mic. Add a stand microphone for readings or a song, and a mixer if several microphones need to be live together.",
    },
    {
      question: "Can a friend run the sound instead of a technician?",
      answer:
        "Yes, on a dry hire. We show your chosen person the controls at handover, and they can phone us if anything puzzles them. Pick someone calm who is not giving a speech or standing beside you, and give them the running order.",
    },
    {
      question: "Will your speakers run from a generator at a farm venue?",
      answer:
        "Yes. Our powered speakers plug into mains or a generator, and LED lighting draws very little power. Tell us the generator's size and what else it supplies; we will advise whether it is enough and can add a UPS for the mixer and wireless receiver.",
    },
    {
      question: "What happens if it rains on our outdoor wedding?",
      answer:
        "Agree a covered fallback with the venue before the day. Speakers should stand under cover, and if lightning comes near, the outdoor equipment is switched off until the storm passes. Afternoon storms are common in Gauteng summers, so plan for one.",
    },
    {
      question: "Do you deliver to lodges and farm venues outside Johannesburg?",
      answer:
        "Yes. Lodges and farms in the Cradle of Humankind, around Hartbeespoort and along the Magaliesberg fall inside our service area, which reaches about 100 km from the centre of Johannesburg. For venues further away, contact us first; travel fees may apply.",
    },
  ],
  bottomCta: {
    heading: "Get a quote for a lean wedding setup",
    text: "Tell us the venue, your guest count and the power available, and we will suggest the smallest system that will do the job properly.",
    primary: { label: "Request a quote", to: "/quote-request" },
    secondary: { label: "Call 011 784 2250", to: "tel" },
  },
};
