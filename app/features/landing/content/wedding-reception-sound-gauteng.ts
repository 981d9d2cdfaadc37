import type { LandingPage } from "#app/features/site/index.ts";

export const page: LandingPage = {
  slug: "wedding-reception-sound-gauteng",
  title: "Reception Sound Hire Gauteng: Speeches to Curfew",
  description:
    "Reception sound across Gauteng: clear speeches and toasts, an MC mic, dinner music, your first dance and a DJ or band kept inside the venue's noise limit.",
  keywords: [
    "wedding reception sound hire Gauteng",
    "wedding speeches microphone hire",
    "reception PA system Johannesburg",
    "first dance sound system",
    "wedding MC microphone",
    "wedding venue noise limit",
    "reception sound hire Pretoria",
    "wedding band sound hire",
  ],
  serviceType: "Wedding reception sound hire",
  hero: {
    eyebrow: "Speeches, first dance, dancing",
    heading: "Reception sound that moves from toasts to the dance floor",
    intro:
      "Dinner, speeches, a first dance and hours of dancing all share one room and one sound system. We set it up so the best man is heard at the furthest table, the dinner playlist stays conversational, and the DJ or band gets real low end without upsetting a venue that closes at midnight.",
    primaryCta: { label: "Quote for your reception", to: "/quote-request" },
    secondaryCta: { label: "Our wedding services", to: "/services/weddings" },
  },
  pitch: [
    {
      heading: "Speeches and toasts, clear at every table",
      paragraphs: [
        "Speeches are the part of a reception guests remember, and the part most often spoiled by a squeal of feedback or a father of the bride nobody at table 22 can hear. We give speech-makers a UHF wireless handheld microphone with a cardioid capsule, which ignores much of the clatter from the kitchen and the bar, and a spare with fresh batteries sits beside the MC.",
        "Placement does most of the work. Our main speakers stand ahead of the head table, facing the room, so nobody speaking ever walks in front of them. In long ballrooms in Sandton or Rosebank, and in deep marquees, premium 12-inch powered speakers set towards the back act as fills, so the last tables hear the jokes at the same moment as the family up front.",
      ],
    },
    {
      heading: "The MC, dinner music and the running order",
      paragraphs: [
        "A good MC holds the evening together, and they need their own microphone that never leaves their seat. We run it, the speech microphones, a laptop for the slideshow and the dinner playlist through a 16-channel mixer, so each source has its own fader and nothing needs to be unplugged mid-evening. The slideshow audio is tested during the sound check, not once the lights go down.",
        "Background music over dinner should sit just beneath conversation: present when the room goes quiet, invisible when everyone is talking. With an on-site sound engineer at the desk, the playlist is dipped for each announcement and brought back afterwards, and the whole programme follows your planner's running order.",
      ],
    },
    {
      heading: "The first dance, exactly as you rehearsed it",
      paragraphs: [
        "Couples who have practised a routine in a dance studio want the same version of the song, starting on the same beat and ending where they rehearsed it. Send us the file, not a streaming link, along with any edit points. The engineer starts it on the MC's cue and fades it at the agreed second, while LED pars wash the floor in a warm colour and a little fog catches the light.",
      ],
    },
    {
      heading: "DJ or live band once the plates are cleared",
      paragraphs: [
        "A DJ plugs their controller into our mixer or straight into the dance-floor system of 12-inch tops over 18-inch subwoofers. A live band asks more: vocal and instrument microphones, DI boxes, a monitor wedge for each player to hear their own part, and an engineer mixing the show from start to finish. Tell us which you have booked and we will coordinate directly with them on who supplies what.",
      ],
    },
    {
      heading: "Volume, noise limits and late-night finishes",
      paragraphs: [
        "Farm venues in the Magaliesberg, the Cradle of Humankind and near Hartbeespoort Dam frequently put overnight guests in cottages a short walk from the hall, and estate venues in Centurion and Pretoria East sit close to neighbours. Their contracts tend to set a decibel limit, a time when amplified music must stop, or both. We tune the system for punch at moderate levels, point the subwoofers into the room rather than at the neighbours, and our engineer keeps the mix inside the limit all night.",
        "When the last song ends, a teardown technician powers the system down, packs and loads out, working to the venue's access rules. That matters at hotels and farm venues that need the room cleared the same night, and it means neither you nor your guests are left coiling cables at one in the morning.",
      ],
    },
  ],
  internalLinks: [
    {
      label: "Wedding services",
      to: "/services/weddings",
      description: "Our full approach to Gauteng weddings, from ceremony to reception.",
    },
    {
      label: "Bands and live music",
      to: "/services/bands",
      description: "Front-of-house, monitors and microphones when a band plays your reception.",
    },
    {
      label: "Wireless microphones",
      to: "/catalogue/products/wireless-microphones",
      description: "UHF handhelds for the MC, speeches and toasts.",
    },
    {
      label: "16-channel mixer",
      to: "/catalogue/product/mixer-16-channel",
      description: "One desk for the MC, speeches, slideshow, dinner music and the DJ.",
    },
    {
      label: "On-site sound engineers",
      to: "/catalogue/personnel",
      description: "Engineers and technicians who run the evening and pack up after curfew.",
    },
    {
      label: "Wedding DJ sound",
      to: "/wedding-dj-sound-gauteng",
      description: "Tops, subs, a booth monitor and lighting for your wedding DJ.",
    },
    {
      label: "Wedding ceremony sound",
      to: "/wedding-ceremony-sound-gauteng",
      description: "Microphones and music for the vows before the reception begins.",
    },
  ],
  quickTips: [
    {
      title: "Limit the number of speeches",
      text: "Three or four speeches of five minutes each keep a room engaged. Share the order with the MC and with us, so the right microphone is ready each time.",
    },
    {
      title: "Brief speakers on mic technique",
      text: "Hold the microphone a fist's width from the mouth and aim it at the lips. Never walk towards the speakers while talking; that is where feedback starts.",
    },
    {
      title: "Get the curfew in writing",
      text: "Ask your venue for its music cut-off time and any decibel limit before you book a DJ or band, then pass both on to us with your quote request.",
    },
    {
      title: "Keep dinner and dancing separate",
      text: "Let the MC announce the first dance clearly. The change from dinner music to the dance-floor set works best as one deliberate moment.",
    },
    {
      title: "Plan for load-shedding",
      text: "Check the schedule for your area on the day. A UPS on the mixer and playback laptop means the music dips during a generator changeover instead of stopping.",
    },
  ],
  faqs: [
    {
      question: "How many microphones does a wedding reception need?",
      answer:
        "Usually two wireless handhelds: one that stays with the MC and one passed between speech-makers, with spare batteries for both. A live band or a singer during dinner adds wired vocal and instrument microphones on stands.",
    },
    {
      question: "Can you keep the music within our venue's noise limit?",
      answer:
        "Yes. Tell us the limit and the curfew when you book. Our on-site sound engineer sets levels to match and keeps the DJ or band inside the limit all evening, which is far easier than turning things down after a complaint.",
    },
    {
      question: "What if the reception runs until late?",
      answer:
        "Book a teardown technician to stay until the end. They pack everything away and load out after the last song, working to the venue's curfew and access rules, so nothing is left for the morning.",
    },
    {
      question: "Do you supply the DJ as well as the sound?",
      answer:
        "We supply the sound system, microphones, lighting and crew, and work alongside whichever DJ or band you book. If your DJ already owns speakers, we can top up what they bring with subwoofers or speech microphones.",
    },
    {
      question: "When should we book reception sound?",
      answer:
        "Four to six weeks ahead for a wedding, and one to two months ahead for receptions from October to December. On the day, delivery falls within one to three hours of your agreed slot, and setting up takes another one to three hours.",
    },
  ],
  bottomCta: {
    heading: "Plan the sound for your reception",
    text: "Send us your venue, guest count, running order and the curfew, and we will recommend speakers, microphones and crew for the whole evening, from the first toast to the last dance.",
    primary: { label: "Request a quote", to: "/quote-request" },
    secondary: { label: "Call 011 784 2250", to: "tel" },
  },
};
