import type { LandingPage } from "#app/features/site/index.ts";

export const page: LandingPage = {
  slug: "wedding-ceremony-sound-gauteng",
  title: "Wedding Ceremony Sound Gauteng: Vows and Music",
  description:
    "Ceremony sound hire in Gauteng: officiant and couple mics, vows heard in the back row, processional music and garden set-ups that cope with wind and no power.",
  keywords: [
    "wedding ceremony sound hire Gauteng",
    "officiant microphone hire",
    "outdoor wedding ceremony speakers",
    "garden wedding sound Johannesburg",
    "processional music sound system",
    "wedding vows microphone",
    "ceremony sound hire Pretoria",
  ],
  serviceType: "Wedding ceremony sound hire",
  hero: {
    eyebrow: "Ceremony sound only",
    heading: "Every word of your vows, heard from the front row to the last chair",
    intro:
      "A ceremony lasts perhaps forty minutes, yet it holds the words your guests came to hear. We mic the officiant and the two of you, place small speakers so the back rows catch every promise, cue the processional and recessional, and make a garden aisle work even with a breeze and no plug point nearby.",
    primaryCta: { label: "Quote for ceremony sound", to: "/quote-request" },
    secondaryCta: { label: "See the ceremony bundle", to: "/catalogue/bundles" },
  },
  pitch: [
    {
      heading: "Lapel or handheld on a stand? Choosing the ceremony mics",
      paragraphs: [
        "For the officiant, a wireless lapel clipped mid-chest is the tidiest option: hands stay free for the service book and the rings, and nothing sits between you and the photographer. Its drawback is distance. A lapel hears the officiant well but catches a softly spoken couple only faintly, especially when you turn to face each other.",
        "That is why we usually give the vows their own microphone. A UHF wireless handheld microphone on a tripod stand with a boom arm, set at mouth height between the two of you, picks up both voices clearly and is lifted away once the promises are made. Readers and a soloist step up to a wired vocal microphone on a second stand. Some couples prefer a second lapel worn by one partner instead; tell us what feels natural and we will plan around it.",
      ],
    },
    {
      heading: "Making the vows carry to the back row",
      paragraphs: [
        "Ceremony sound should feel as though the officiant is simply speaking a little louder, not like a public address. We set two 12-inch powered speakers on poles just ahead of the front row, angled out towards the guests and raised above seated heads, so the microphones stay behind them and feedback has nowhere to start. No subwoofer is needed for speech and a string-quartet recording.",
        "Long, narrow aisles change the sums. At a chapel in Pretoria East or a tree-lined lawn in Fourways where guests sit twenty rows deep, we add a second pair halfway back at a lower level. The last row then hears the vows at the same comfortable level as the grandparents in front, and nobody in the first row is shouted at.",
      ],
    },
    {
      heading: "Processional, signing and recessional music on cue",
      paragraphs: [
        "Three musical moments carry most ceremonies: the bridal party walking in, the signing of the register and the recessional as you walk out married. Send us the exact tracks and the second each should start, and we load them into a playback device in flight mode, so no message chime interrupts the entrance. With one of our sound engineers at the 16-channel mixer, the music fades gently as you reach the front rather than stopping abruptly.",
        "Live musicians are welcome too. A guitarist, violinist or singer takes a channel on the mixer through an instrument or vocal microphone, and the engineer balances them against the officiant's voice.",
      ],
    },
    {
      heading: "Garden ceremonies, Highveld wind and sites with no power",
      paragraphs: [
        "Open-air ceremonies in the Cradle of Humankind, the Magaliesberg and around Hartbeespoort bring two hazards: wind across the microphones and the afternoon thunderstorms of a Gauteng summer. Windshields go on every outdoor microphone, speakers sit under cover or on stands clear of wet grass, and we agree a wet-weather plan with your coordinator. If lightning approaches, we switch the outdoor equipment off until it passes.",
        "A pretty spot beside a dam is rarely next to a plug point. The wireless microphones already run on AA batteries, and a UPS keeps the mixer alive, but the speakers need mains power. We can run a long, ramped cable from the nearest outlet, arrange a generator parked well away from the aisle, or talk through battery-powered options for a small gathering.",
      ],
    },
    {
      heading: "From the aisle to the reception",
      paragraphs: [
        "When the ceremony and reception share one venue, the ceremony rig often moves indoors during photographs and cocktail hour. Our technician breaks it down, carries it to the hall and has it working before guests are seated. If the two spaces are far apart or the timing is tight, we set up a second system instead, so nobody is rushing cables past your guests with a glass of bubbly.",
      ],
    },
  ],
  internalLinks: [
    {
      label: "Wedding services",
      to: "/services/weddings",
      description: "How we plan sound across a Gauteng wedding day, ceremony to last dance.",
    },
    {
      label: "Wireless handheld microphone",
      to: "/catalogue/product/wireless-handheld-microphone",
      description: "The UHF handheld we set on a stand for the vows or give to a roving officiant.",
    },
    {
      label: "Wired vocal microphone",
      to: "/catalogue/product/wired-vocal-microphone",
      description: "A robust stand microphone for readers and the ceremony soloist.",
    },
    {
      label: "Premium 12-inch powered speaker",
      to: "/catalogue/product/powered-speaker-12-premium",
      description: "A speaker voiced for natural speech, suited to small, quiet ceremonies.",
    },
    {
      label: "Choosing microphones",
      to: "/blog/choosing-microphones",
      description: "Lapel, handheld, headset and gooseneck microphones compared by use.",
    },
    {
      label: "Wedding reception sound",
      to: "/wedding-reception-sound-gauteng",
      description: "What changes once the ceremony ends: speeches, the first dance and the dance floor.",
    },
  ],
  quickTips: [
    {
      title: "Fit the officiant's mic early",
      text: "Ask the officiant to arrive twenty minutes before the guests, so the lapel can be clipped on and its level checked. A short practice run settles nerves.",
    },
    {
      title: "Pick one person to press play",
      text: "Choose someone outside the bridal party who will not be in tears, or leave the cue to our engineer. Missed cues happen when the job falls to a guest.",
    },
    {
      title: "Check the ceremony spot for power",
      text: "Walk the site with your venue coordinator and find the nearest socket. Note whether the generator covers the garden during load-shedding or only the main building.",
    },
    {
      title: "Share the photographer's position",
      text: "Tell us where the photographer will stand during the vows. We keep stands and speakers out of the key shots while still covering every guest.",
    },
  ],
  faqs: [
    {
      question: "Do we really need sound for a ceremony of 60 guests?",
      answer:
        "Indoors, in a small chapel, possibly not. Outdoors there are no walls to reflect a voice back, and even 60 guests spread across a lawn will miss the vows without help. Our Wedding Ceremony Sound bundle covers seated gatherings of up to 80, whether on a lawn or inside a chapel.",
    },
    {
      question: "Where do the speakers go so they don't spoil the photos?",
      answer:
        "Just ahead of the front row and to either side of the aisle, on slim poles angled towards the guests. That position keeps them out of most photographs of the couple, and keeping microphones behind the speakers prevents feedback.",
    },
    {
      question: "What happens if it rains or the wind picks up?",
      answer:
        "We fit windshields to every outdoor microphone, keep speakers and the mixer under cover, and agree a wet-weather plan with your venue in advance. If lightning comes close, the outdoor equipment is powered down until the storm passes.",
    },
    {
      question: "Can the same equipment be used at the reception?",
      answer:
        "Often, yes. A technician can move the ceremony speakers and microphones to the reception room during photos. For large receptions with dancing we add subwoofers, or we set up a separate system where the timing is tight.",
    },
    {
      question: "How early should we book ceremony sound?",
      answer:
        "Four to six weeks ahead suits most weddings, leaving time for a site visit if the ceremony spot is unusual. Dates from October to December book up fastest, so allow one to two months then.",
    },
  ],
  bottomCta: {
    heading: "Let everyone hear the moment you say I do",
    text: "Tell us where you are marrying, how many guests will be seated and what music you have chosen. We will plan microphones, speakers and power for the ceremony, anywhere in Gauteng.",
    primary: { label: "Request a ceremony quote", to: "/quote-request" },
    secondary: { label: "Call 011 784 2250", to: "tel" },
  },
};
