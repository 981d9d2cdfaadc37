// The rental catalogue: categories, products, personnel, bundles and add-ons.
// One source for the catalogue pages, search, the sitemap and structured data.
// Ids come from catalogue-ids.ts; hire prices derive from costPrice in
// app/features/catalogue/pricing.ts, so the copy here never states a price.
// Decisions behind the data: docs/decisions/007-catalogue-data.md.
import type { AddOn, Bundle, Personnel, Product, ProductCategory } from "#app/features/site/index.ts";

// ---------------------------------------------------------------------------
// Categories: each top-level category is followed by its sub-categories.

export const productCategories: ProductCategory[] = [
  {
    id: "speakers",
    name: "Speakers",
    description:
      "Powered 12-inch speakers and 18-inch subwoofers that plug straight into mains or a generator, sized for rooms from a boardroom to a marquee.",
    image: "category-speakers",
  },
  {
    id: "powered-speakers",
    name: "Powered Speakers",
    description:
      "Two-way 12-inch speakers with built-in amplifiers: a clean, speech-focused premium box and a louder standard box for parties.",
    image: "product-powered-speaker-12-standard",
    parentId: "speakers",
  },
  {
    id: "subwoofers",
    name: "Subwoofers",
    description:
      "Active 18-inch subwoofers, from a single cabinet for a garden party to a dual-driver box for a packed dance floor.",
    image: "product-subwoofer-dual-18",
    parentId: "speakers",
  },
  {
    id: "microphones",
    name: "Microphones",
    description:
      "Wired and wireless microphones for vocals, speeches and instruments, with fresh batteries and clear frequencies checked on site.",
    image: "category-microphones",
  },
  {
    id: "wired-microphones",
    name: "Wired Microphones",
    description:
      "Cardioid microphones on XLR cable for singers, lecterns and miked-up instruments: nothing to charge and nothing to drop out.",
    image: "product-wired-vocal-microphone",
    parentId: "microphones",
  },
  {
    id: "wireless-microphones",
    name: "Wireless Microphones",
    description: "UHF handheld microphones that let MCs, speech-makers and presenters move freely across the room.",
    image: "product-wireless-handheld-microphone",
    parentId: "microphones",
  },
  {
    id: "mixers",
    name: "Mixers",
    description:
      "A 16-channel mixing desk that brings microphones, instruments and music playback together, with effects and USB recording on board.",
    image: "category-mixers",
  },
  {
    id: "lighting",
    name: "Lighting",
    description:
      "DMX moving heads and RGBW LED pars to light a dance floor, wash a stage or uplight the walls of a hall or marquee.",
    image: "category-lighting",
  },
  {
    id: "moving-lights",
    name: "Moving Lights",
    description:
      "Compact LED moving heads with colour and gobo wheels that sweep beams across the room in time with the music.",
    image: "product-moving-head-light",
    parentId: "lighting",
  },
  {
    id: "static-lights",
    name: "Static Lights",
    description:
      "RGBW LED par cans for stage washes and uplighting, cool-running and light on a generator or inverter.",
    image: "product-led-par-light",
    parentId: "lighting",
  },
  {
    id: "effects",
    name: "Effects",
    description:
      "Water-based fog that makes light beams visible and gives a dance floor atmosphere, with advice on venue smoke detectors.",
    image: "category-effects",
  },
  {
    id: "accessories",
    name: "Accessories",
    description:
      "The stands and safety gear that finish a rig properly: a mic stand for every performer and a cable ramp for every walkway.",
    image: "category-accessories",
  },
  {
    id: "stands",
    name: "Stands",
    description: "Tripod boom stands that hold a microphone steady for singers, readers and instrument amps.",
    image: "product-microphone-stand",
    parentId: "accessories",
  },
  {
    id: "safety",
    name: "Safety",
    description:
      "Rubber cable ramps that protect leads and prevent trips where cables cross walkways, doorways and aisles.",
    image: "product-cable-ramp",
    parentId: "accessories",
  },
];

// ---------------------------------------------------------------------------
// Products. costPrice is the replacement cost in rand from the spec.

export const products: Product[] = [
  {
    id: "powered-speaker-12-premium",
    name: "Premium 12-Inch Powered Speaker",
    description:
      "A two-way 12-inch powered speaker voiced for clarity rather than sheer volume, built for speeches, acoustic sets and background music in rooms of up to 50 guests. Its premium compression driver and onboard DSP keep voices natural and intelligible at comfortable levels, so nobody at the front table is shouted at. It is our premium box because of that fidelity, not because it plays louder: for larger or livelier crowds, the standard 12-inch speaker covers more guests.",
    image: "product-powered-speaker-12-premium",
    categories: ["speakers", "powered-speakers"],
    type: "Powered Speaker",
    capacity: 50,
    costPrice: 7500,
    keyFeatures: [
      "12-inch woofer and premium compression driver in a two-way cabinet",
      "1000 W class-D amplifier with onboard DSP voiced for speech",
      "Smooth, wide dispersion for even coverage in small rooms",
      "Around 126 dB maximum SPL: ample for up to 50 guests",
      "Low self-noise for quiet ceremonies and boardroom presentations",
      "XLR and jack inputs with a link output for a second speaker",
      "Standard pole-mount socket to raise it above seated guests",
    ],
  },
  {
    id: "powered-speaker-12-standard",
    name: "Standard 12-Inch Powered Speaker",
    description:
      "Our workhorse party speaker: a two-way 12-inch powered box with a 1300 W class-D amplifier and up to 130 dB of peak output, enough for around 75 guests at a 21st, a year-end function or a school hall disco. It trades some of the premium model's finesse for extra headroom and throw, which is why it serves more guests. Pair two with an 18-inch subwoofer when the music needs real weight.",
    image: "product-powered-speaker-12-standard",
    categories: ["speakers", "powered-speakers"],
    type: "Powered Speaker",
    capacity: 75,
    costPrice: 5400,
    keyFeatures: [
      "12-inch woofer and tweeter in a rugged two-way cabinet",
      "1300 W class-D amplifier with built-in limiter protection",
      "130 dB maximum SPL for lively parties of up to 75 guests",
      "Onboard two-channel mixer for a microphone and a music player",
      "Link output to chain a second speaker without an extra mixer",
      "Pole-mount socket and carry handle for quick setup",
      "LED light ring around the woofer for a party look",
    ],
  },
  {
    id: "subwoofer-18-active",
    name: "18-Inch Active Subwoofer",
    description:
      "A single 18-inch active subwoofer with its own class-D amplifier that extends a pair of 12-inch tops down to about 40 Hz. It adds the kick and bass line a DJ set or band needs without taking up much floor space. A built-in crossover sends only the low end to the sub, so the speakers above it play cleaner too.",
    image: "product-subwoofer-18-active",
    categories: ["speakers", "subwoofers"],
    type: "Subwoofer",
    costPrice: 7500,
    keyFeatures: [
      "18-inch long-excursion driver in a ported cabinet",
      "Around 1000 W of class-D amplification",
      "Low-frequency extension down to about 40 Hz",
      "Built-in adjustable crossover with high-pass outputs for the tops",
      "Pole socket on top for mounting a 12-inch speaker",
      "Recessed handles for a two-person lift",
    ],
  },
  {
    id: "subwoofer-dual-18",
    name: "Dual 18-Inch Subwoofer",
    description:
      "Two 18-inch drivers in one cabinet, driven by a high-power class-D amplifier, for dance floors where the bass has to be felt as well as heard. It moves far more air than a single sub, reaching into the high 30 Hz range with headroom for packed clubs, matric farewells and outdoor events where there are no walls to help. The cabinet is heavy, so we deliver it on castors and place it where it couples best with the floor.",
    image: "product-subwoofer-dual-18",
    categories: ["speakers", "subwoofers"],
    type: "Subwoofer",
    costPrice: 12500,
    keyFeatures: [
      "Two 18-inch drivers in a single ported cabinet",
      "Around 3000 W class-D amplifier with DSP limiting",
      "Low-frequency extension to about 35 Hz",
      "Built-in crossover and link outputs for the full system",
      "Castors and side handles; a two-crew lift",
      "Suited to outdoor venues and large, busy dance floors",
    ],
  },
  {
    id: "subwoofer-18-professional",
    name: "18-Inch Professional Subwoofer",
    description:
      "A touring-grade 18-inch subwoofer for bands and live events where bass must stay tight and controlled at high levels. Compared with our standard active sub it has a stronger amplifier, a heavier-duty driver and more advanced DSP with limiting and selectable presets, so kick drum and bass guitar stay distinct instead of blurring into boom. It reaches down to about 40 Hz and suits church halls, school productions and live music stages across Gauteng.",
    image: "product-subwoofer-18-professional",
    categories: ["speakers", "subwoofers"],
    type: "Subwoofer",
    costPrice: 9000,
    keyFeatures: [
      "Heavy-duty 18-inch driver with a high-power voice coil",
      "Around 2000 W class-D amplifier with DSP presets and limiting",
      "Extension to about 40 Hz with tight, controlled transients",
      "Selectable crossover frequencies to match any pair of tops",
      "Rugged plywood cabinet with a protective steel grille",
      "Twin bass ports, metal corners and castors for life on the road",
    ],
  },
  {
    id: "wired-vocal-microphone",
    name: "Wired Vocal Microphone",
    description:
      "A cardioid dynamic vocal microphone of the classic stage design, built to survive years of gigs and knocks. Its tailored presence rise helps a singer cut through a band, while the cardioid pattern rejects sound from the sides and rear to keep feedback at bay near the speakers. It needs no batteries or phantom power, so it is the dependable choice for karaoke, worship teams and live bands.",
    image: "product-wired-vocal-microphone",
    categories: ["microphones", "wired-microphones"],
    type: "Wired Microphone",
    costPrice: 350,
    keyFeatures: [
      "Cardioid dynamic capsule with a presence rise for vocals",
      "Spherical mesh grille with a built-in pop filter",
      "Shock-mounted capsule to reduce handling noise",
      "Copes with loud singers without distorting",
      "No batteries or phantom power needed",
      "Supplied with an XLR cable and a stand clip",
    ],
  },
  {
    id: "wired-speech-microphone",
    name: "Wired Speech Microphone",
    description:
      "A slim gooseneck microphone on a weighted desk base, made for lecterns, boardroom tables and panel desks at AGMs, prize-givings and church services. Its cardioid condenser capsule picks up a voice clearly from a comfortable distance, and the foam windscreen softens popping consonants. A mute button and a lit ring show each speaker at a glance whether they are live, and it runs on phantom power from the mixer, so there are no batteries to go flat mid-speech.",
    image: "product-wired-speech-microphone",
    categories: ["microphones", "wired-microphones"],
    type: "Wired Microphone",
    costPrice: 350,
    keyFeatures: [
      "Cardioid condenser capsule tuned for speech intelligibility",
      "Flexible gooseneck that positions the capsule near the speaker's mouth",
      "Weighted desk base with a mute button",
      "Lit ring that shows when the microphone is live",
      "Foam windscreen against popping and breath noise",
      "Runs on phantom power from the mixer: no batteries needed",
    ],
  },
  {
    id: "wired-instrument-microphone",
    name: "Wired Instrument Microphone",
    description:
      "A compact cardioid dynamic microphone for guitar amplifiers, snare drums, brass and other loud sources. Its rugged build copes with very high sound pressure levels, and its small head fits between drums and close to a speaker grille. It comes with a drum rim clip or mounts on one of our boom stands, so your band's amps and drums come through the PA with clarity and punch.",
    image: "product-wired-instrument-microphone",
    categories: ["microphones", "wired-microphones"],
    type: "Wired Microphone",
    costPrice: 350,
    keyFeatures: [
      "Cardioid dynamic capsule for close-miking loud sources",
      "Handles very high sound pressure levels from drums and amps",
      "Compact head that fits between drums and against amp grilles",
      "Contoured response for guitar cabinets, snare and brass",
      "No phantom power needed; plugs into any mixer channel",
      "Drum rim clip included; fits our boom stands for amps and brass",
    ],
  },
  {
    id: "wireless-handheld-microphone",
    name: "Wireless Handheld Microphone",
    description:
      "A UHF wireless handheld microphone with a true-diversity receiver, giving MCs and speech-makers up to about 100 metres of line-of-sight range to work the room. It runs on two AA batteries, and we supply fresh ones for every booking along with spares. Before the event we scan the venue and set clear frequencies, so it does not clash with other wireless systems in a hotel or conference centre.",
    image: "product-wireless-handheld-microphone",
    categories: ["microphones", "wireless-microphones"],
    type: "Wireless Microphone",
    costPrice: 1250,
    keyFeatures: [
      "UHF transmission with around 100 m line-of-sight range",
      "True-diversity receiver for fewer dropouts",
      "Runs on two AA batteries for about eight hours",
      "Cardioid dynamic capsule for clear speech and vocals",
      "Selectable frequencies, coordinated on site to avoid clashes",
      "Mute switch and battery indicator on the handle",
      "Receiver with XLR and jack outputs for any mixer",
    ],
  },
  {
    id: "mixer-16-channel",
    name: "16-Channel Mixer",
    description:
      "A 16-channel analogue mixing desk with 12 mic/line inputs and two stereo channels, enough for a band, a panel of speakers or a wedding with music playback and several microphones. Four aux sends feed stage monitors or a livestream, the onboard effects add reverb and delay to vocals, and USB recording captures the speeches or the set for later. Every mic input has phantom power and a three-band EQ with sweepable mids, so it works with condenser and dynamic microphones alike.",
    image: "product-mixer-16-channel",
    categories: ["mixers"],
    type: "Mixer",
    costPrice: 11000,
    keyFeatures: [
      "12 mic/line channels plus 2 stereo channels: 16 in total",
      "48 V phantom power for condenser microphones",
      "Four aux sends for monitors, a livestream or a recording",
      "Onboard digital effects including reverb, delay and chorus",
      "USB audio recording and playback",
      "Three-band EQ with sweepable mids and a low-cut on every mic channel",
      "Low power draw, easy to keep running on a UPS through load-shedding",
    ],
  },
  {
    id: "moving-head-light",
    name: "Moving Head Light",
    description:
      "A compact LED spot moving head that pans and tilts beams, colours and gobo patterns across a dance floor, stage or ceiling. It can be programmed from a DMX-512 lighting controller or left in sound-active and automatic modes that follow the music without an operator. Light enough for a stage edge or a truss, it lifts a 21st or a matric dance from a room with lights into a proper show.",
    image: "product-moving-head-light",
    categories: ["lighting", "moving-lights"],
    type: "Moving Head",
    costPrice: 850,
    keyFeatures: [
      "Bright LED engine with a colour wheel and a gobo wheel",
      "540° pan and 270° tilt for sweeping beam movement",
      "DMX-512 control in several channel modes",
      "Sound-active and automatic modes for use without an operator",
      "Compact enough for a stage edge, truss or the floor",
      "Low power draw suited to generator and inverter supply",
    ],
  },
  {
    id: "led-par-light",
    name: "LED Par Light",
    description:
      "An RGBW LED par can that washes a stage, a dance floor or a wall in practically any colour, including a clean white for speeches. Used as uplighters around a hall or marquee, a handful of pars turns a plain venue into one that matches the wedding or corporate colour scheme. They run cool, draw very little power and carry on happily through a generator changeover.",
    image: "product-led-par-light",
    categories: ["lighting", "static-lights"],
    type: "LED Par",
    costPrice: 250,
    keyFeatures: [
      "Red, green, blue and white LEDs for rich colours and true white",
      "DMX-512 control, or standalone colour, fade and sound-active modes",
      "Fanless and silent, so nothing hums during speeches",
      "Very low power draw, friendly to generators and inverters",
      "Floor bracket for uplighting walls and décor",
      "Master and slave linking so several pars change together",
    ],
  },
  {
    id: "microphone-stand",
    name: "Microphone Stand",
    description:
      "A sturdy tripod microphone stand with a telescopic boom arm, adjustable for a singer standing, a guitarist seated or an instrument amp at floor level. The folding legs set up in seconds and keep a small footprint on a crowded stage or beside a lectern. Every stand comes with a mic clip, so it is ready for any of our handheld microphones.",
    image: "product-microphone-stand",
    categories: ["accessories", "stands"],
    type: "Microphone Stand",
    costPrice: 250,
    keyFeatures: [
      "Tripod base with folding legs for a stable, compact footprint",
      "Telescopic boom arm with a locking angle clutch",
      "Height adjusts from seated to tall standing positions",
      "Mic clip included, sized for standard handheld microphones",
      "Standard 5/8-inch thread for other clips and adapters",
      "Rubber feet that protect stage floors and church hall parquet",
    ],
  },
  {
    id: "fog-machine",
    name: "Fog Machine",
    description:
      "A compact fog machine that makes light beams visible and gives a dance floor its atmosphere, using water-based fog fluid that leaves no oily residue. Fog can set off smoke detectors, so please check with your venue beforehand: many school halls, hotels and conference centres need their fire detection isolated by their own staff. We supply the fluid and a remote control, and we can advise on output levels for indoor rooms.",
    image: "product-fog-machine",
    categories: ["effects"],
    type: "Fog Machine",
    costPrice: 1800,
    keyFeatures: [
      "Water-based fog fluid, supplied with the machine",
      "Remote control for timed bursts or continuous output",
      "Heats up in about five minutes",
      "Makes the beams of moving heads and pars visible",
      "Low-residue fog that clears quickly after use",
      "Can trigger smoke detectors: confirm with your venue before use",
    ],
  },
  {
    id: "cable-ramp",
    name: "Cable Ramp",
    description:
      "A heavy-duty rubber cable ramp that covers speaker and power leads where they cross walkways, doorways and aisles, so guests and waiters never trip over a cable. The sections interlock for longer runs, and the high-visibility lid makes the crossing easy to see. Covered cable runs help you meet your duties under the Occupational Health and Safety Act at a public event, and many venues insist on them.",
    image: "product-cable-ramp",
    categories: ["accessories", "safety"],
    type: "Cable Protector",
    costPrice: 245,
    keyFeatures: [
      "Multi-channel rubber body for speaker and power cables",
      "High-visibility yellow lid that marks the crossing",
      "Interlocking ends for runs across wide walkways",
      "Low ramped profile that trolleys and wheelchairs can cross",
      "Rated for foot traffic and light vehicles",
      "Supports OHS compliance at public events",
    ],
  },
];

// ---------------------------------------------------------------------------
// Personnel. costPrice is what we charge: per hour when hourlyRate is true
// (decision 007: personnel are not priced through the 10%/5% product rule).

export const personnel: Personnel[] = [
  {
    id: "setup-technician",
    name: "Setup Technician",
    description:
      "A trained technician who delivers your equipment, positions the speakers, runs and tapes down the cables, and line-checks every microphone and input before the doors open. They work from your running order and the venue layout, agreeing power points and load-in times with the venue manager. When they leave, the system is switched on, tested and handed over with a short walkthrough of the controls.",
    image: "personnel-setup-technician",
    costPrice: 1500,
    hourlyRate: true,
    keyFeatures: [
      "Delivery, positioning and connection of all hired equipment",
      "Neat, taped cable runs with ramps over walkways",
      "Line check of every microphone, speaker and input",
      "Coordination with the venue on power and load-in times",
      "Short handover of the basic controls before the event",
      "Billed per hour on site",
    ],
  },
  {
    id: "teardown-technician",
    name: "Teardown Technician",
    description:
      "After the last song, a teardown technician switches the system off safely, coils and packs every cable, and loads the equipment out so you and your guests can leave. They work to the venue's curfew and access rules, which matters at country venues and hotels that need the room cleared the same night. Every item is counted back against the booking, so nothing is left behind or lost.",
    image: "personnel-teardown-technician",
    costPrice: 1500,
    hourlyRate: true,
    keyFeatures: [
      "Safe power-down and disconnection of the whole system",
      "Cables coiled, cases packed and equipment loaded out",
      "Works to venue curfews and late-night access rules",
      "Inventory check of every item against the booking",
      "Leaves the room clear of tape, ramps and cabling",
      "Charged per hour, from arrival to load-out",
    ],
  },
  {
    id: "sound-engineer",
    name: "On-Site Sound Engineer",
    description:
      "An experienced sound engineer who runs the mixing desk for the whole event: sound-checking performers, bringing microphones up on cue and keeping feedback and harsh peaks away. They balance speeches so the back of the room hears as clearly as the front, then shape the mix for the band or DJ later in the evening. If the power dips or a microphone fails, they deal with it quietly while your programme carries on.",
    image: "personnel-sound-engineer",
    costPrice: 2500,
    hourlyRate: true,
    keyFeatures: [
      "Sound check with performers, presenters and the DJ",
      "Microphones brought up on cue throughout the programme",
      "Feedback control and level management for the room",
      "Mix kept within the venue's noise limits",
      "Quick fixes for flat batteries, faulty cables or power dips",
      "Charged per hour for the time they run your event",
    ],
  },
  {
    id: "site-assessment",
    name: "Site Assessment Visit",
    description:
      "Before a large or unusual event, one of our technicians visits the venue to measure the space, find the power points and check generator or inverter capacity for load-shedding. We look at load-in routes, stairs, ceiling heights and any noise limits, then recommend the system, crew and timings in writing. It is a flat fee for the visit, and it takes the guesswork out of planning marquees, outdoor venues in the Cradle and the Magaliesberg, and venues we have not worked in before.",
    image: "personnel-site-assessment",
    costPrice: 3000,
    hourlyRate: false,
    keyFeatures: [
      "Visit to the venue by an experienced technician",
      "Measurements of the room, stage area and speaker positions",
      "Check of power points, generator and backup supply",
      "Review of load-in access, stairs and parking",
      "Notes on the venue's noise limits and curfew",
      "Written recommendation for equipment, crew and timings",
      "A single flat fee rather than an hourly rate",
    ],
  },
];

// ---------------------------------------------------------------------------
// Bundles, in the spec's order. popularity drives the 'Most Popular' sort.

export const bundles: Bundle[] = [
  {
    id: "small-corporate-event",
    name: "Small Corporate Event",
    description:
      "Everything a boardroom launch, strategy session or staff function of up to 50 people needs to be heard: two premium 12-inch speakers voiced for speech, a 16-channel mixer and three microphones. A wireless handheld roams for questions from the floor, while two gooseneck speech mics on desk bases cover the lectern and the panel table. The mixer takes a laptop for presentation audio and can record the proceedings over USB.",
    image: "bundle-small-corporate-event",
    costPrice: 10000,
    type: "corporate",
    capacity: 50,
    popularity: 80,
    items: [
      { productId: "powered-speaker-12-premium", quantity: 2 },
      { productId: "mixer-16-channel", quantity: 1 },
      { productId: "wireless-handheld-microphone", quantity: 1 },
      { productId: "wired-speech-microphone", quantity: 2 },
      { productId: "cable-ramp", quantity: 2 },
    ],
    keyFeatures: [
      "Two premium 12-inch powered speakers voiced for speech",
      "16-channel mixer with USB recording",
      "Wireless handheld microphone for audience questions",
      "Two gooseneck speech microphones for the lectern and panel table",
      "Laptop input for presentation and video sound",
      "Two cable ramps for walkways and doorways",
    ],
  },
  {
    id: "wedding-ceremony-sound",
    name: "Wedding Ceremony Sound",
    description:
      "Sound for a wedding ceremony of up to 80 guests, indoors or in a garden: two 12-inch powered speakers, a mixer for the processional music and microphones for the officiant, the readings and a soloist. The wireless handheld lets the officiant move freely, and cable ramps cover any lead that has to cross a path. Add a sound engineer so the bridal entrance music starts exactly on cue.",
    image: "bundle-wedding-ceremony-sound",
    costPrice: 8000,
    type: "wedding",
    capacity: 80,
    popularity: 95,
    items: [
      { productId: "powered-speaker-12-standard", quantity: 2 },
      { productId: "mixer-16-channel", quantity: 1 },
      { productId: "wireless-handheld-microphone", quantity: 1 },
      { productId: "wired-vocal-microphone", quantity: 2 },
      { productId: "microphone-stand", quantity: 2 },
      { productId: "cable-ramp", quantity: 2 },
    ],
    keyFeatures: [
      "Two standard 12-inch powered speakers for indoor or garden ceremonies",
      "16-channel mixer for music playback and microphones",
      "Wireless handheld microphone for the officiant",
      "Two wired vocal microphones on stands for the readings and a soloist",
      "Two cable ramps for garden paths and aisles",
    ],
  },
  {
    id: "dj-starter-kit",
    name: "DJ Starter Kit",
    description:
      "A full-range DJ system for up to 150 guests: two standard 12-inch powered speakers on poles above two 18-inch active subwoofers, plus a wireless microphone for the MC. Plug in your controller or decks and the subwoofers' built-in crossovers split the signal, so the tops stay clean while the bass fills the floor. It suits 21sts, matric after-parties and year-end functions, and you can add lighting or a sound engineer as the event grows.",
    image: "bundle-dj-starter-kit",
    costPrice: 11000,
    type: "dj",
    capacity: 150,
    popularity: 88,
    items: [
      { productId: "powered-speaker-12-standard", quantity: 2 },
      { productId: "subwoofer-18-active", quantity: 2 },
      { productId: "wireless-handheld-microphone", quantity: 1 },
      { productId: "cable-ramp", quantity: 2 },
    ],
    keyFeatures: [
      "Two standard 12-inch powered speakers",
      "Two 18-inch active subwoofers with built-in crossovers",
      "Wireless handheld microphone for the MC",
      "Connects to any DJ controller, mixer or laptop",
      "Two cable ramps to keep the dance floor trip-free",
      "Covers up to 150 guests",
    ],
  },
  {
    id: "small-party-lighting",
    name: "Small Party Lighting",
    description:
      "A ready-made light show for a house party, 21st or small club night: four LED moving heads, six RGBW pars and a fog machine to make the beams visible. Everything runs in sound-active or automatic modes, so the lights move with the music without a lighting operator. The pack suits a lounge, a garden marquee or a school hall, and it works alongside any of our sound bundles.",
    image: "bundle-small-party-lighting",
    costPrice: 6400,
    type: "party",
    popularity: 60,
    items: [
      { productId: "moving-head-light", quantity: 4 },
      { productId: "led-par-light", quantity: 6 },
      { productId: "fog-machine", quantity: 1 },
      { productId: "cable-ramp", quantity: 2 },
    ],
    keyFeatures: [
      "Four LED moving heads with colour and gobo effects",
      "Six RGBW LED pars for colour washes and uplighting",
      "Fog machine with water-based fluid (check your venue's smoke detectors)",
      "Sound-active and automatic modes: no operator needed",
      "Two cable ramps for power leads across the floor",
      "Low power draw, suitable for generator supply",
    ],
  },
  {
    id: "complete-event-solution",
    name: "Complete Event Solution",
    description:
      "Our most complete package for conferences, gala dinners and product launches of up to 200 guests, with sound for the formal programme and the party afterwards. Two standard 12-inch speakers form the main system, two premium 12-inch speakers fill the back of the room so speeches stay clear at every table, and a dual 18-inch subwoofer takes over once the dancing starts. Five microphones, a 16-channel mixer, stage and uplighting, and cable ramps for every walkway complete the rig.",
    image: "bundle-complete-event-solution",
    costPrice: 18000,
    type: "corporate",
    capacity: 200,
    popularity: 72,
    items: [
      { productId: "powered-speaker-12-standard", quantity: 2 },
      { productId: "powered-speaker-12-premium", quantity: 2 },
      { productId: "subwoofer-dual-18", quantity: 1 },
      { productId: "mixer-16-channel", quantity: 1 },
      { productId: "wireless-handheld-microphone", quantity: 2 },
      { productId: "wired-speech-microphone", quantity: 2 },
      { productId: "wired-vocal-microphone", quantity: 1 },
      { productId: "microphone-stand", quantity: 1 },
      { productId: "moving-head-light", quantity: 2 },
      { productId: "led-par-light", quantity: 4 },
      { productId: "cable-ramp", quantity: 4 },
    ],
    keyFeatures: [
      "Four 12-inch powered speakers: two main, two back-of-room fills",
      "Dual 18-inch subwoofer for the after-dinner dance floor",
      "16-channel mixer with aux sends for a livestream feed",
      "Two wireless handhelds, two gooseneck speech mics and a vocal mic on a stand",
      "Two moving heads and four LED pars for stage and uplighting",
      "Four cable ramps for walkways and doorways",
    ],
  },
];

// ---------------------------------------------------------------------------
// Add-ons: extras for any booking. Items may be products or personnel.

export const addOns: AddOn[] = [
  {
    id: "wireless-mic-upgrade",
    name: "Wireless Mic Upgrade",
    description:
      "Adds four UHF wireless handheld microphones to any booking, so speech-makers can walk to the front, MCs can work the dance floor and panellists can pass a mic without tripping over cable. Their receivers travel together in one rack case, and we fit fresh AA batteries and set frequencies to suit the venue. It is the simplest way to give a wedding, awards evening or panel discussion several roaming microphones.",
    image: "addon-wireless-mic-upgrade",
    costPrice: 4400,
    discountPercentage: 0.05,
    items: [{ id: "wireless-handheld-microphone", quantity: 4 }],
    keyFeatures: [
      "Four UHF wireless handheld microphones",
      "A true-diversity receiver for each, mounted in one rack case",
      "Fresh AA batteries plus spares for the event",
      "Frequencies coordinated on site",
      "Connects to the mixer in your booking or the venue's own",
    ],
  },
  {
    id: "atmospheric-lighting-pack",
    name: "Atmospheric Lighting Pack",
    description:
      "Turns a plain hall, marquee or function room into a space with mood: twelve RGBW LED pars uplight the walls in your colour scheme, and a fog machine run at a low, steady output adds a soft haze that catches the light. The pars hold static colours through dinner and switch to livelier sound-active modes when the dancing starts. Let your venue know in advance that you plan to use fog, because it can trigger smoke detectors.",
    image: "addon-atmospheric-lighting-pack",
    costPrice: 6200,
    discountPercentage: 0.08,
    items: [
      { id: "led-par-light", quantity: 12 },
      { id: "fog-machine", quantity: 1 },
    ],
    keyFeatures: [
      "Twelve RGBW LED pars for wall and décor uplighting",
      "Fog machine with water-based fluid for a light haze",
      "Colours matched to your wedding or corporate branding",
      "Static looks for dinner, sound-active modes for dancing",
      "Low power draw that suits generator-backed venues",
    ],
  },
  {
    id: "sound-engineer-add-on",
    name: "Sound Engineer",
    description:
      "Adds one of our on-site sound engineers to a bundle or equipment booking, so someone who knows the system is at the mixer from the sound check to the last song. They handle microphone cues, speech levels and feedback, leaving you free to host. The price is one hour at the engineer's hourly rate; the engineer's hours are agreed with you when we confirm the quote.",
    image: "addon-sound-engineer-add-on",
    costPrice: 2500,
    // One hour of the on-site sound engineer (personnel, R2,500 an hour), not
    // 5% of R2,500: an engineer does not hire out for R125 (decision 041).
    hirePriceOverrideCents: 250_000,
    items: [{ id: "sound-engineer", quantity: 1 }],
    keyFeatures: [
      "An experienced engineer at the mixing desk",
      "Sound check before guests or delegates arrive",
      "Microphone cues and speech levels handled for you",
      "Feedback and volume kept under control all event",
      "Hours agreed when we confirm your quote",
    ],
  },
  {
    id: "subwoofer-enhancement",
    name: "Subwoofer Enhancement",
    description:
      "Adds an 18-inch active subwoofer to any speaker booking for deeper, fuller bass down to about 40 Hz. It takes the low end off the 12-inch tops so they play louder and cleaner, which makes a clear difference for DJ sets, live bands and first dances. We set the crossover and position the sub on site so the bass is even across the floor.",
    image: "addon-subwoofer-enhancement",
    costPrice: 4000,
    items: [{ id: "subwoofer-18-active", quantity: 1 }],
    keyFeatures: [
      "One 18-inch active subwoofer",
      "Bass extension down to about 40 Hz",
      "Crossover set on site to suit your speakers",
      "Frees the 12-inch speakers to play cleaner at volume",
      "Placed and tuned on site for even bass",
    ],
  },
];

// ---------------------------------------------------------------------------
// Lookups. Each returns undefined for an unknown id.

export function getProduct(id: string): Product | undefined {
  return products.find((product) => product.id === id);
}

export function getProductCategory(id: string): ProductCategory | undefined {
  return productCategories.find((category) => category.id === id);
}

export function getBundle(id: string): Bundle | undefined {
  return bundles.find((bundle) => bundle.id === id);
}

export function getPersonnel(id: string): Personnel | undefined {
  return personnel.find((person) => person.id === id);
}

export function getAddOn(id: string): AddOn | undefined {
  return addOns.find((addOn) => addOn.id === id);
}

/** Categories without a parent, in catalogue order. */
export function topLevelCategories(): ProductCategory[] {
  return productCategories.filter((category) => category.parentId === undefined);
}

/** The sub-categories of a category, in catalogue order. */
export function subcategoriesOf(id: string): ProductCategory[] {
  return productCategories.filter((category) => category.parentId === id);
}

/** Products listed under a category (top-level or sub-category), in catalogue order. */
export function productsInCategory(categoryId: string): Product[] {
  return products.filter((product) => product.categories.some((category) => category === categoryId));
}
