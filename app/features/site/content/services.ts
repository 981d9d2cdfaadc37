// The four services shown on the home page, the services index and each
// service's own page. Order here is the order visitors see.
import type { Service } from "#app/features/site/seo/schemas.ts";

export const services: Service[] = [
  {
    id: "corporate-events",
    title: "Corporate Events",
    slug: "corporate-events",
    shortDescription:
      "Clear, dependable sound for conferences, product launches, AGMs and year-end functions in Sandton, Midrand and across Gauteng.",
    fullDescription: [
      "At a conference, the audio only gets noticed when it goes wrong: a presenter nobody at the back can hear, a lapel mic that crackles, a video that plays in silence. We plan corporate sound so none of that happens, whether it's a strategy session in a Rosebank boardroom, a product launch in a Sandton hotel ballroom or an AGM at a Midrand conference venue.",
      "Every job starts with the room. Long, narrow ballrooms often need delay speakers halfway down, so delegates in the back rows hear as clearly as those in front without the front being blasted. Low ceilings and glass walls change where we place speakers to keep reflections and feedback under control. Where a venue has an in-house system, we either tie into it or run independently, depending on what the venue allows.",
      "Presenters get wireless UHF lapel or headset microphones, panels get handhelds, and the MC gets a lectern mic. Before doors open we scan the room and coordinate frequencies, so our channels don't clash with the venue's own system or the function next door. Laptops for slides and video connect through DI boxes, which keeps ground hum out of the speakers, and we can send a clean mix to your livestream or hybrid-meeting crew.",
      "Load-shedding and unplanned outages are part of running events in South Africa, so we ask how the venue's generator changeover works and can supply a UPS to keep the mixer and wireless receivers alive through the switch. With one of our sound engineers at the desk, your programme runs on cue: walk-in music, presenter mics faded up at the right moment, and a quiet fix if anything misbehaves mid-session.",
    ],
    features: [
      "Wireless lapel and headset microphones for presenters",
      "Handheld mics for panels and audience questions",
      "Lectern microphone and a dedicated MC position",
      "Delay speakers for long ballrooms and conference halls",
      "Clean audio feed for livestreams and hybrid meetings",
      "UPS backup for the mixer and wireless receivers",
    ],
    image: "service-corporate-events",
    icon: "sound",
  },
  {
    id: "weddings",
    title: "Weddings",
    slug: "weddings",
    shortDescription:
      "Ceremony and reception sound for Gauteng weddings, from garden vows in the Magaliesberg to Pretoria East ballrooms, planned around your running order.",
    fullDescription: [
      "A wedding day has two very different sound jobs. The ceremony needs discreet speakers, a lapel microphone for the officiant so the vows carry to the back row, a handheld for readings, and someone to start the processional music at exactly the right moment. The reception asks for more: clear speeches, a first dance that sounds the way you imagined it, and enough low end for the dance floor once the plates are cleared.",
      "Many Gauteng couples hold the ceremony outdoors and the reception in a hall or marquee at the same venue, especially at the farm and bushveld venues around the Cradle of Humankind, Muldersdrift and the Magaliesberg. We either set up two systems or move one between spaces during cocktail hour, and we plan cable runs and power points in advance so nothing trails across the aisle.",
      "Summer is wedding season on the Highveld, and so are the late-afternoon thunderstorms. For outdoor ceremonies we place speakers under cover where we can, bring rain protection, and agree a wet-weather plan with your coordinator well before the day. If lightning comes close, we power down the outdoor equipment until it passes, because your guests' safety matters more than any playlist.",
      "Country venues often write a noise limit and a music curfew into their contracts. We set the system to respect those limits while still filling the room, and we coordinate with your DJ or band on who supplies what. We recommend booking wedding sound four to six weeks ahead, and earlier still if your date falls in the October to December rush.",
    ],
    features: [
      "Lapel microphone for the officiant during the vows",
      "Wireless handheld mics for speeches and readings",
      "Discreet ceremony speakers that suit the décor",
      "Separate or relocated system for the reception",
      "Wet-weather plan for outdoor Highveld ceremonies",
      "Sound levels set to the venue's noise limit",
    ],
    image: "service-weddings",
    icon: "music",
  },
  {
    id: "dj-events",
    title: "DJ Events",
    slug: "dj-events",
    shortDescription:
      "Powered speakers, active subwoofers and booth monitors for parties, year-end functions and club nights, tuned so your set hits hard without distorting.",
    fullDescription: [
      "Bring your controller or decks and we'll supply the rest: powered tops, active 18-inch subwoofers, a booth monitor so you can hear your mix over the crowd, and a wireless mic for the MC. Whether it's a 21st in a Fourways garden, a year-end function in Midrand or a packed house party in Soweto, we match the system to the space rather than bringing the biggest speakers on the truck.",
      "A DJ rig that distorts usually has a gain structure problem, not a shortage of speakers. We set levels from your mixer through to the amplifiers so there's headroom to spare, keep your master out of the red, and position the subwoofers so the bass is even across the dance floor instead of booming in one corner and vanishing in another.",
      "Lighting completes the picture. Moving heads, LED pars and a fog machine can turn a school hall or function room into a proper dance floor, but fog can set off smoke detectors, so we check the venue's fire system before switching it on. Cables are run tidily, with cable ramps wherever guests walk.",
      "For outdoor parties we ask about power early. A single household plug point won't carry a full sound and lighting rig, and a load-shedding slot at ten at night ends a party fast. We'll advise on a suitably sized generator and put a UPS on your controller and mixer, so a changeover doesn't drop the set or crash your software.",
      "Working DJs who know their way around a system can hire dry: we deliver, set up and collect, and you run the night. If you'd rather focus on the music, add a technician who stays until the last track and deals with any problem before the dance floor notices.",
    ],
    features: [
      "Powered tops with active 18-inch subwoofers",
      "Booth monitor so the DJ hears the mix clearly",
      "Wireless handheld microphone for the MC",
      "Moving heads, LED pars and fog for the dance floor",
      "Gain staging and limiting to prevent distortion",
      "Dry hire or an on-site technician, your choice",
    ],
    image: "service-dj-events",
    icon: "headphones",
  },
  {
    id: "bands",
    title: "Bands & Live Music",
    slug: "bands",
    shortDescription:
      "Front-of-house and monitor systems for bands, choirs and solo artists, with a digital mixer, stage mics, DI boxes and an engineer who reads your stage plot.",
    fullDescription: [
      "Live music is the most demanding sound work we do. A four-piece band can come close to filling a 16-channel desk: kick, snare, toms and overheads, a bass DI, keys in stereo, a guitar amp and a vocal mic for everyone who sings. Our digital mixers store a scene for each act, so changeovers at a festival or school concert are quick and repeatable.",
      "Send us your input list and stage plot, and we'll arrive with the right microphones, DI boxes for keyboards, bass and acoustic guitars, plus stands and cabling. Each musician gets a monitor wedge with their own mix, because a drummer who wants bass and a click track is listening for something very different from a lead vocalist who mostly needs to hear their own voice.",
      "Feedback is the usual enemy on small stages. Our engineers ring out the monitors during soundcheck, place the front-of-house speakers ahead of the microphone line, and keep vocal gain strong without running out of headroom. For jazz evenings and acoustic sets in a Parkhurst restaurant or a Pretoria wine bar, a pair of point-source speakers is usually ideal; for an outdoor stage with a big crowd, we'll discuss whether a line array is needed for even coverage from the front of the field to the back.",
      "We schedule load-in and soundcheck around the venue's access times and noise restrictions, and protect gear from summer storms with covered stages and raised cable runs. Book us for a single gig, a praise team's Easter service or a full day of artists on a festival bill.",
    ],
    features: [
      "16-channel digital mixer with saved scenes",
      "Vocal, instrument and drum microphones",
      "DI boxes for keys, bass and acoustic guitar",
      "Monitor wedges with a separate mix per musician",
      "Front-of-house engineer for soundcheck and the show",
      "Point-source or line array advice for your crowd size",
    ],
    image: "service-bands",
    icon: "music",
  },
];

export function getServiceBySlug(slug: string): Service | undefined {
  return services.find((service) => service.slug === slug);
}

/** The other services in list order, at most `limit` of them. */
export function getOtherServices(slug: string, limit = 3): Service[] {
  return services.filter((service) => service.slug !== slug).slice(0, limit);
}
