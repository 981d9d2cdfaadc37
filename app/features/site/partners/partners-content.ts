// Copy and terms for the partner pages: /partners, /partners/business and
// /partners/client. The program numbers live in `partnerTerms` and
// `clientTiers`; the copy below is built from them so the two never disagree.
// Who may apply comes from the lead options the application forms use.
import type { ClientType, IndustryType } from "#app/features/leads/index.ts";
import { business } from "#app/platform/business.ts";

export const partnerPaths = {
  overview: "/partners",
  business: "/partners/business",
  client: "/partners/client",
  applyBusiness: "/partners/apply/business",
  applyClient: "/partners/apply/client",
} as const;

/** The program terms as the spec fixes them. */
export const partnerTerms = {
  business: {
    /** Discount on rentals for the clients a business partner brings, at most. */
    maxClientDiscountPercent: 20,
    /** Commission on referred projects once they are completed. */
    referralCommissionPercent: 10,
  },
  client: {
    /** Fewest events a year a client partner commits to. */
    minimumEventsPerYear: 4,
  },
  /** How soon we answer an application. */
  applicationReplyBusinessDays: "2-3",
} as const;

const { maxClientDiscountPercent, referralCommissionPercent } = partnerTerms.business;
const { minimumEventsPerYear } = partnerTerms.client;
const replyTime = `${partnerTerms.applicationReplyBusinessDays} business days`;

export interface PageCopy {
  /** Page title before ' | Sandton Sound Hire'. */
  title: string;
  /** Meta description, 120 to 160 characters. */
  description: string;
}

/** Names of the icons the routes map to lucide-react components. */
export type BenefitIcon =
  | "percent"
  | "coins"
  | "manager"
  | "megaphone"
  | "sparkles"
  | "training"
  | "map"
  | "layers"
  | "calendar"
  | "invoice"
  | "setup"
  | "assessment";

export interface PartnerBenefit {
  title: string;
  description: string;
  icon: BenefitIcon;
}

export interface PartnerTestimonial {
  id: string;
  name: string;
  role: string;
  /** Where they work; a description, never a real company's name. */
  organisation: string;
  content: string;
  rating: number;
}

export interface PartnerStep {
  title: string;
  description: string;
}

export interface ClientTier {
  id: "standard" | "premium";
  name: string;
  /** The committed events a year, as shown: '4-6' or '7+'. */
  eventsPerYear: string;
  minEvents: number;
  /** Null for the open-ended top tier. */
  maxEvents: number | null;
  discountPercent: number;
  /** How little notice a priority booking needs, in hours. */
  bookingNoticeHours: number;
  perks: string[];
}

// ---------------------------------------------------------------------------
// Business Partner Program
// ---------------------------------------------------------------------------

export const businessBenefits: PartnerBenefit[] = [
  {
    title: `Up to ${maxClientDiscountPercent}% off rentals for your clients`,
    description: `The clients you send us pay up to ${maxClientDiscountPercent}% less on equipment hire than our standard rates. The exact figure depends on the package and the time of year, and it is shown on every quote, so you can pass the saving on with confidence.`,
    icon: "percent",
  },
  {
    title: `${referralCommissionPercent}% commission on referred projects`,
    description: `You earn ${referralCommissionPercent}% commission on every project you refer to us once it has been completed. Commission is worked out on the final hire value, after any changes made on the day.`,
    icon: "coins",
  },
  {
    title: "A dedicated account manager",
    description:
      "One person handles your quotes, remembers your regular venues and usual setups, and gives your bookings priority in the October to December peak, when year-end functions and weddings fill the calendar.",
    icon: "manager",
  },
  {
    title: "Co-branded marketing",
    description:
      "We can present joint proposals under both our names, share your completed events on our social channels and feature your work in case studies, always with your approval first.",
    icon: "megaphone",
  },
  {
    title: "Early access to new equipment",
    description:
      "Partners hear about new speakers, wireless microphones, mixers and lighting before the rest of our client list, and can book the new stock for their events first.",
    icon: "sparkles",
  },
  {
    title: "Free sound consultation and basic AV training",
    description:
      "Before you quote a client, our engineers will help you size the system for the room. We also train your staff on the basics: handing over a wireless microphone, adjusting a simple mixer and the checks to run before guests arrive.",
    icon: "training",
  },
  {
    title: "Specialised support in Gauteng",
    description:
      "Our crew work in Sandton hotels, Midrand conference centres, Pretoria churches and country venues near the Magaliesberg every month, and know the load-in routes, power points and noise curfews that come with them.",
    icon: "map",
  },
];

/** A short note on each kind of business the program is for. */
export const industryNotes: Record<Exclude<IndustryType, "Other">, string> = {
  "Event Planner": "Weddings, year-end functions and private parties you coordinate from start to finish.",
  Venue: "Halls, hotels, garden and conference venues that recommend a sound supplier to their bookings.",
  "Photographer/Videographer": "Wedding and event crews who need clean audio for their films.",
  "Marketing Agency": "Brand activations, launches and roadshows that have to sound as good as they look.",
  "Conference Organizer": "Multi-session conferences and AGMs with panels, lecterns and breakaway rooms.",
  "Equipment Supplier": "Staging, décor and lighting suppliers who want to offer sound in the same quote.",
  "DJ/Entertainment": "DJs, MCs and entertainment agencies who need extra speakers, subs or monitors for bigger gigs.",
};

export const businessSteps: PartnerStep[] = [
  {
    title: "Apply",
    description: `Fill in the short application form with your company details, the kind of events you work on and how many you run a year. We reply within ${replyTime}.`,
  },
  {
    title: "Consultation",
    description: `Your account manager meets you, online or at our ${business.address.city} warehouse, to learn about your clients, your venues and the setups you usually need.`,
  },
  {
    title: "Agreement",
    description:
      "We put your client discount, commission and payment terms into a plain written partner agreement. Once it is signed, your account is set up on our system.",
  },
  {
    title: "Start Collaborating",
    description:
      "Send us your first enquiry. We quote at your partner rate, log every referral against your account and keep you updated until the last speaker is packed away.",
  },
];

export const businessTestimonials: PartnerTestimonial[] = [
  {
    id: "lerato-mokoena",
    name: "Lerato Mokoena",
    role: "Event Planner",
    organisation: "Independent wedding and events studio, Midrand",
    content:
      "I plan about thirty weddings and year-end functions a year. My couples now get a better rate than they would find on their own, the commission covers my site visits, and my account manager picks up on a Saturday morning when a venue changes the floor plan.",
    rating: 5,
  },
  {
    id: "pieter-joubert",
    name: "Pieter Joubert",
    role: "Venue Manager",
    organisation: "Garden function venue, Muldersdrift",
    content:
      "We recommend them to every couple and company that books our hall. Their crew know our power points, our 23:00 noise limit and where cables can safely run, so setup is quick. The basic AV training for our floor staff has rescued more than one speech.",
    rating: 5,
  },
  {
    id: "zanele-mthembu",
    name: "Zanele Mthembu",
    role: "Photographer and Videographer",
    organisation: "Wedding film studio, Boksburg",
    content:
      "Clean audio makes or breaks a wedding film. I refer my couples for the partner rate, and the technicians give me a feed from the desk for my recorder without being asked twice. The referral commission is a welcome bonus on top.",
    rating: 5,
  },
];

// ---------------------------------------------------------------------------
// Client Partnership Program
// ---------------------------------------------------------------------------

/** A tier's perks, worded from its numbers so copy and terms always agree. */
function clientTier(tier: Omit<ClientTier, "perks">, extraPerks: string[] = []): ClientTier {
  return {
    ...tier,
    perks: [
      `${tier.discountPercent}% off every hire`,
      `Priority booking with ${tier.bookingNoticeHours}-hour notice`,
      ...extraPerks,
    ],
  };
}

export const clientTiers: ClientTier[] = [
  clientTier({
    id: "standard",
    name: "Standard Tier",
    eventsPerYear: "4-6",
    minEvents: 4,
    maxEvents: 6,
    discountPercent: 5,
    bookingNoticeHours: 48,
  }),
  clientTier(
    {
      id: "premium",
      name: "Premium Tier",
      eventsPerYear: "7+",
      minEvents: 7,
      maxEvents: null,
      discountPercent: 10,
      bookingNoticeHours: 24,
    },
    ["A dedicated client success manager", "An annual sound assessment of your main venue"],
  ),
];

const [standardTier, premiumTier] = clientTiers as [ClientTier, ClientTier];

/** What every client partner gets, whichever tier they are on. */
export const allTiersInclude =
  "Both tiers include simplified quoting and invoicing, free basic setup help on standard packages and early access to new equipment.";

export const clientQualification = {
  title: "Who qualifies",
  text: `The program is for clients who commit to at least ${minimumEventsPerYear} events per year with us. Tell us how many events you expect when you apply, and we will place you on the tier that fits. We look at your tier again at each yearly review.`,
};

export const clientBenefits: PartnerBenefit[] = [
  {
    title: "Tiered discounts",
    description: `Save ${standardTier.discountPercent}% on every hire on the ${standardTier.name}, or ${premiumTier.discountPercent}% on the ${premiumTier.name}, for the whole year rather than one event at a time.`,
    icon: "layers",
  },
  {
    title: "Priority booking",
    description: `Your dates are held ahead of one-off bookings, and you can confirm equipment with ${standardTier.bookingNoticeHours} hours' notice on the ${standardTier.name} or ${premiumTier.bookingNoticeHours} hours' notice on the ${premiumTier.name}.`,
    icon: "calendar",
  },
  {
    title: "Simplified quoting and invoicing",
    description:
      "Repeat your usual setup without starting each quote from scratch and receive one clear invoice per event. Eligible clients can settle on pre-approved credit terms.",
    icon: "invoice",
  },
  {
    title: "A dedicated client success manager",
    description: `A named contact who knows your venue, your regular rig and your event calendar, and checks in before each booking. Part of the ${premiumTier.name}.`,
    icon: "manager",
  },
  {
    title: "Free basic setup help",
    description:
      "On standard packages our crew help you position, connect and test the system at no extra charge, so your band, DJ or volunteer sound team can start on time.",
    icon: "setup",
  },
  {
    title: "Annual sound assessment of your main venue",
    description: `Once a year a technician visits your main venue, listens for dead spots and feedback trouble, and recommends practical fixes. Part of the ${premiumTier.name}.`,
    icon: "assessment",
  },
  {
    title: "Early access to new equipment",
    description:
      "Try new gear before it goes on general hire and reserve it for your own events first, whether that is a fresh batch of in-ear monitors or a bigger subwoofer.",
    icon: "sparkles",
  },
];

/** A short note on each kind of client the program is for. */
export const clientTypeNotes: Record<Exclude<ClientType, "Other">, string> = {
  "Band/Musician": "Working bands and solo artists who gig often and outgrow their own PA at bigger shows.",
  DJ: "Mobile and resident DJs who regularly need extra tops, subs or booth monitors.",
  "Event Venue": "Venues that hire in sound for their own functions and events several times a year.",
  Corporate: "Companies with a steady calendar of town halls, launches, conferences and year-end parties.",
  "School/Educational Institution":
    "Schools, colleges and campuses with prize-givings, concerts, sports days and matric farewells.",
  "Religious Organization":
    "Churches, mosques, temples and faith groups with festivals, conferences and outreach events.",
  "Private Client": "Families and individuals who host several celebrations a year and want one trusted supplier.",
};

export const clientTestimonials: PartnerTestimonial[] = [
  {
    id: "sibusiso-khumalo",
    name: "Sibusiso Khumalo",
    role: "Mobile DJ",
    organisation: "Weddings and corporate functions, Soweto",
    content:
      "About fifteen of my gigs a year need more than my own speakers. On the Premium Tier I can book subs and monitors a day ahead, the 10% saving adds up over a season, and my manager already knows the rig I like before I call.",
    rating: 5,
  },
  {
    id: "grace-mahlangu",
    name: "Grace Mahlangu",
    role: "Media and Worship Coordinator",
    organisation: "Community church, Centurion",
    content:
      "We hire extra sound for Easter, Christmas, our youth conference and outreach concerts. The annual assessment showed us why the back rows of our sanctuary struggled, and the fix cost far less than we feared. Credit terms keep our treasurer happy too.",
    rating: 5,
  },
  {
    id: "ruan-botha",
    name: "Ruan Botha",
    role: "Guitarist and Band Manager",
    organisation: "Wedding and function band, East Rand",
    content:
      "We play four to six big shows a year where our own PA is not enough. The Standard Tier discount and 48-hour priority booking let us say yes to late bookings, and the crew help us set up, so we are line-checked before the guests arrive.",
    rating: 5,
  },
];

// ---------------------------------------------------------------------------
// Program summaries and page copy
// ---------------------------------------------------------------------------

export interface PartnerProgram {
  id: "business" | "client";
  name: string;
  /** Who the program is for. */
  audience: string;
  summary: string;
  path: string;
  applyPath: string;
  image: "partner-business" | "partner-client";
  imageAlt: string;
  benefits: PartnerBenefit[];
}

export const partnerPrograms: [PartnerProgram, PartnerProgram] = [
  {
    id: "business",
    name: "Business Partner Program",
    audience: "For event planners, venues, photographers, marketing agencies and similar businesses.",
    summary: `Recommend us to your clients and they save up to ${maxClientDiscountPercent}% on rentals, while you earn ${referralCommissionPercent}% commission on every completed project you refer.`,
    path: partnerPaths.business,
    applyPath: partnerPaths.applyBusiness,
    image: "partner-business",
    imageAlt: "An event planner's checklist, a camera and a speaker on a stand next to a discount tag",
    benefits: businessBenefits,
  },
  {
    id: "client",
    name: "Client Partnership Program",
    audience: "For high-volume clients such as bands, DJs, venues, corporates, schools and recurring private clients.",
    summary: `Hire from us at least ${minimumEventsPerYear} times a year and get tiered discounts, priority booking and simpler quotes and invoices for every event on your calendar.`,
    path: partnerPaths.client,
    applyPath: partnerPaths.applyClient,
    image: "partner-client",
    imageAlt: "A calendar with four event dates marked, a mixing desk, a microphone and a gold tier badge",
    benefits: clientBenefits,
  },
];

export const [businessProgram, clientProgram] = partnerPrograms;

export const partnersOverviewContent = {
  page: {
    title: "Partner Programs",
    description: `Partner with ${business.name}: referral rewards for event planners, venues and agencies, and tiered discounts for clients who hire sound all year.`,
  } satisfies PageCopy,
  heroEyebrow: "Partner programs",
  heroTitle: `Partner with ${business.name}`,
  heroIntro:
    "Two programs for the people who keep Gauteng's events running: businesses that recommend a sound supplier to their clients, and clients who hire sound many times a year.",
  programsTitle: "Choose your program",
  programsIntro:
    "Whether you send events our way or run them yourself, there is a partnership built around how you work.",
  benefitsTitle: "What partners get",
  benefitsIntro: "A first look at the benefits. Each program page has the full list and how to join.",
  ctaTitle: "Refer your clients and earn on every event",
  ctaText: `Planners, venues and agencies can apply for the ${businessProgram.name} in a few minutes. We reply within ${replyTime}.`,
};

export const businessPageContent = {
  page: {
    title: "Business Partner Program",
    description: `Event planners, venues and agencies: give your clients up to ${maxClientDiscountPercent}% off sound hire in Gauteng and earn ${referralCommissionPercent}% commission on completed referrals.`,
  } satisfies PageCopy,
  heroEyebrow: "For businesses",
  heroTitle: businessProgram.name,
  heroIntro: `Partner with ${business.name} and your clients get professional sound at a better rate, you earn on every completed project, and our crew make you look good on the day.`,
  whoTitle: "Who should apply",
  whoIntro:
    "The program suits businesses that plan, host or capture events and are often asked who to trust with the sound.",
  benefitsTitle: "Partner benefits",
  testimonialsTitle: "What our business partners say",
  stepsTitle: "How It Works",
  stepsIntro: "From application to your first shared event in four steps.",
  applyTitle: "Ready to become a business partner?",
  applyText: `Apply online in a few minutes. We reply within ${replyTime} to arrange your consultation.`,
};

export const clientPageContent = {
  page: {
    title: "Client Partnership Program",
    description: `Bands, DJs, venues, schools and companies that hire sound at least ${minimumEventsPerYear} times a year: save ${standardTier.discountPercent}% or ${premiumTier.discountPercent}% on every hire and book ahead of one-off clients.`,
  } satisfies PageCopy,
  heroEyebrow: "For regular clients",
  heroTitle: clientProgram.name,
  heroIntro:
    "For the bands, DJs, venues, companies, schools and families who hire sound again and again. Commit to a season of events and we reward you on every one of them.",
  whoTitle: "Who the program is for",
  whoIntro: "Clients who run events throughout the year and want one sound supplier who already knows their setup.",
  benefitsTitle: "Partnership benefits",
  tiersTitle: "Tiered benefits",
  tiersIntro: "Your tier follows the number of events you commit to each year.",
  testimonialsTitle: "What our client partners say",
  applyTitle: "Apply for the Client Partnership Program",
  applyText: `Tell us about your events and how many you expect this year. We reply within ${replyTime} with your tier and terms.`,
};
