import type { LandingPage } from "#app/features/site/index.ts";

export const page: LandingPage = {
  slug: "mixer-hire-gauteng",
  title: "Mixer Hire Gauteng: 16-Channel Desk & Engineer",
  description:
    "Hire a 16-channel mixing desk in Gauteng with aux sends, EQ, reverb and USB recording, and add a sound engineer to run it for your band, panel or wedding.",
  keywords: [
    "mixer hire Gauteng",
    "mixing desk hire Johannesburg",
    "16 channel mixer hire",
    "sound desk rental Sandton",
    "audio mixer hire Pretoria",
    "live sound mixer hire",
    "mixer with sound engineer",
  ],
  serviceType: "Audio mixer hire",
  hero: {
    eyebrow: "Mixing desks for hire",
    heading: "Mixer hire in Gauteng: one desk for every mic, laptop and instrument",
    intro:
      "Our 16-channel mixer is where microphones, music playback and instruments meet before they reach the speakers. Hire it on its own for a venue's existing PA, as part of a full system, or with an on-site engineer who runs it from sound check to the last song.",
    primaryCta: { label: "Quote for a mixer", to: "/quote-request" },
    secondaryCta: { label: "Add a sound engineer", to: "/catalogue/personnel" },
  },
  pitch: [
    {
      heading: "Sixteen channels, and how to count what you need",
      paragraphs: [
        "The desk has twelve mono mic/line channels and two stereo channels, sixteen inputs in total. Every microphone, wireless receiver and miked instrument takes one mono channel, while a laptop, phone or DJ controller takes one stereo channel, so a conference with six goosenecks, two handhelds and a presentation laptop uses eight mono inputs and one stereo pair.",
        "A five-piece band fills it faster: three vocal mics, kick, snare and two overheads, one guitar amp and a bass line feed come to nine mono channels, with keyboards on a stereo pair and a spare stereo channel for walk-in music. If your count creeps past twelve microphones, tell us early so we can plan the inputs with you.",
      ],
    },
    {
      heading: "Aux sends: monitors, livestreams and overflow rooms",
      paragraphs: [
        "Four aux sends let the mixer build separate mixes alongside the main one. On a band stage they feed monitor wedges, so the singer hears more vocal and the drummer more bass. At a corporate event one aux can carry a clean speech feed to a livestream encoder or a videographer's recorder, and another can feed speakers in an overflow room or foyer.",
        "Each aux is set channel by channel, which means the livestream audience can hear the panel without the walk-in music, and the choir's monitor can carry the piano without the pastor's gooseneck howling back through it.",
      ],
    },
    {
      heading: "EQ, effects and USB recording on board",
      paragraphs: [
        "Every mic channel has a three-band EQ with a sweepable mid and a low-cut switch. The low-cut trims stage rumble and handling thumps from speech mics, and the sweepable mid finds the boxy or harsh frequency in a particular voice or guitar amp so it can be pulled back instead of turning the whole channel down.",
        "Onboard digital effects add reverb, delay and chorus, used sparingly to warm up a soloist at a ceremony or give a gospel choir some space in a dry school hall. Its USB connection records the mix, so AGM minutes, a keynote or a band's set can be kept, and it plays tracks back into the desk as well. All mic inputs also offer 48 V phantom power for condenser and gooseneck microphones.",
      ],
    },
    {
      heading: "Analogue, digital and DJ mixers compared",
      paragraphs: [
        "Our 16-channel desk is analogue at heart, with a control for every function on its surface: what you see is what you hear, nothing is hidden in menus, and a fill-in operator can find the mute for a given microphone in seconds. Digital consoles store whole scenes, offer processing on every channel and can be run from a tablet, which suits touring bands with a regular engineer; if your act has a particular desk in mind, ask us before you book.",
        "A DJ mixer is a different tool altogether: two to four line-level channels, a crossfader, headphone cueing and often a single mic input, all built for blending one track into the next. DJs generally bring their own controller or DJ mixer, and we plug its output into a stereo channel on our desk, so the DJ's music, the MC's wireless handheld and the speeches all share one system and one set of levels.",
      ],
    },
    {
      heading: "Run it yourself, or have an engineer at the desk",
      paragraphs: [
        "For a birthday with a playlist and one microphone, or a small talk with a single lectern mic, most organisers run the desk themselves after our setup technician's handover walkthrough. Once a programme has several presenters, live musicians or tightly timed cues, an on-site sound engineer is worth booking: they sound-check everyone, bring microphones up on cue, control feedback and keep the overall level within the venue's noise limit.",
        "The mixer draws little power, so it runs happily on a UPS through load-shedding and the speeches carry on even while a venue's generator kicks in. We test every desk before it leaves our Kramerville warehouse, and for larger events backup equipment travels with the crew.",
      ],
    },
  ],
  internalLinks: [
    {
      label: "16-channel mixer",
      to: "/catalogue/product/mixer-16-channel",
      description: "Inputs, aux sends, EQ, effects and USB recording of the desk we hire out.",
    },
    {
      label: "Mixers in the catalogue",
      to: "/catalogue/products/mixers",
      description: "Browse mixing desks and add one to a quote alongside speakers and microphones.",
    },
    {
      label: "On-site engineers and technicians",
      to: "/catalogue/personnel",
      description: "Book an engineer to run the desk, or technicians for setup and teardown.",
    },
    {
      label: "Microphone hire in Gauteng",
      to: "/microphone-hire-gauteng",
      description: "Choose the wireless, gooseneck and instrument mics that will fill the channels.",
    },
    {
      label: "Sound for bands",
      to: "/services/bands",
      description: "Live-music sound where the desk also builds each musician's monitor mix.",
    },
    {
      label: "Audio terms explained",
      to: "/blog/audio-terms-explained",
      description: "Gain, aux, phantom power and other words you will meet on a mixing desk.",
    },
    {
      label: "DJ event sound",
      to: "/services/dj-events",
      description: "Systems that take a DJ controller alongside the MC's microphone.",
    },
  ],
  quickTips: [
    {
      title: "List your inputs first",
      text: "Write down every microphone, instrument and playback device before requesting a quote; the channel count decides whether one desk is enough.",
    },
    {
      title: "Set gain before faders",
      text: "Ask each speaker or singer to talk or sing at performance level and adjust the channel gain then, leaving the faders near their marked zero point.",
    },
    {
      title: "Put the desk where you can hear",
      text: "A mixer tucked behind the stage or in a side room leaves the operator guessing; position it out in the room, facing the speakers, with a clear view of the presenters.",
    },
    {
      title: "Ask for the recording upfront",
      text: "If you want the speeches or the set recorded, mention it when you book, so the USB recording is set up and tested before guests arrive.",
    },
    {
      title: "Protect it from rain and dust",
      text: "Summer thunderstorms arrive fast on the Highveld, so an outdoor desk needs a covered table under a gazebo or marquee, away from the gutter line.",
    },
  ],
  faqs: [
    {
      question: "How many microphones can the 16-channel mixer take?",
      answer:
        "Up to twelve, one on each mono mic/line channel, with phantom power available for condenser and gooseneck mics. The two stereo channels are kept for a laptop, phone, DJ controller or keyboard, so music playback never steals a microphone input.",
    },
    {
      question: "Can I hire the mixer without speakers?",
      answer:
        "Yes. Many venues and churches have their own speakers but need more inputs, aux sends for monitors or USB recording for a single event. Tell us what the venue already has so we can bring the right cables to connect to it.",
    },
    {
      question: "Do I need a sound engineer to run the mixer?",
      answer:
        "Not for a simple setup with music and one or two microphones; our technician shows you the basic controls at handover. For live bands, panels with many microphones or a wedding with a tight running order, we recommend an on-site sound engineer.",
    },
    {
      question: "What happens to the mixer during load-shedding?",
      answer:
        "The desk draws very little power and runs on a UPS, so microphones and music stay up while the venue switches to its generator. For larger events we also bring backup equipment, and a site visit can check the generator's capacity beforehand.",
    },
    {
      question: "Can the mixer feed a livestream or recording?",
      answer:
        "Yes. One of the four aux sends can carry a separate feed to a livestream encoder or a videographer's camera, and the desk's USB connection records the main mix.",
    },
    {
      question: "How soon before the event should I book?",
      answer:
        "Two to three weeks ahead for a small event, four to six weeks for weddings and large events, and one to two months ahead in the October to December peak. On the day, expect the truck within one to three hours of the time we agree, then one to three hours of rigging.",
    },
  ],
  bottomCta: {
    heading: "Send us your input list and programme",
    text: "Count your microphones, instruments and playback sources, and we will confirm the desk, the cabling and whether an engineer should sit behind it.",
    primary: { label: "Request a mixer quote", to: "/quote-request" },
    secondary: { label: "Call 011 784 2250", to: "tel" },
  },
};
