// Copy for the home page, plus the About page's own "why choose us" points.
import { business } from "#app/platform/business.ts";

export type WhyChooseUsTitle = "Expertise" | "Reliability" | "Punctuality" | "Quality Equipment";

export interface WhyChooseUsPoint {
  title: WhyChooseUsTitle;
  description: string;
}

export interface HomeContent {
  heroEyebrow: string;
  heroTitle: string;
  heroSubtitle: string;
  whyChooseUs: WhyChooseUsPoint[];
  clientsHeading: string;
  clientsIntro: string;
  servicesHeading: string;
  servicesIntro: string;
  testimonialsHeading: string;
  promotionsHeading: string;
  promotionsIntro: string;
  ctaTitle: string;
  ctaText: string;
}

export interface AboutWhyChooseUsPoint {
  title: string;
  description: string;
}

export const homeContent: HomeContent = {
  heroEyebrow: "Sound and AV hire in Sandton and across Gauteng",
  heroTitle: "Event sound that works from the first word to the last song",
  heroSubtitle:
    "Speakers, subwoofers, microphones, mixers and lighting for corporate events, weddings, DJs and live bands, delivered, set up and, if you like, run by our own technicians.",
  whyChooseUs: [
    {
      title: "Expertise",
      description:
        "Our engineers understand gain structure, feedback and wireless frequency coordination, so speeches stay clear and the dance floor stays loud.",
    },
    {
      title: "Reliability",
      description:
        "Each speaker, mic and cable is tested before it leaves Kramerville, and we plan for load-shedding with UPS units and generator changeovers.",
    },
    {
      title: "Punctuality",
      description:
        "We agree load-in times with your venue in advance and arrive early enough to soundcheck before your first guest walks through the door.",
    },
    {
      title: "Quality Equipment",
      description:
        "Professional powered speakers, active subwoofers, UHF wireless microphones and digital mixers, cleaned and maintained after every hire.",
    },
  ],
  clientsHeading: "Who we work with",
  clientsIntro:
    "From school halls in Soweto to festival fields outside Pretoria, we supply sound for every kind of Gauteng event.",
  servicesHeading: "Our services",
  servicesIntro:
    "Choose the service that fits your event, and we'll tailor the equipment and crew to your venue, guest count and programme.",
  testimonialsHeading: "What our clients say",
  promotionsHeading: "Current specials",
  promotionsIntro:
    "Equipment and crew bundled at a lower price than hiring each item separately. Specials depend on availability, so book early for dates from October to December.",
  ctaTitle: "Planning an event in Gauteng?",
  ctaText: `Tell us your date, venue and guest numbers, and we'll quote for the equipment your event needs, not the most expensive option. Call ${business.phone.display} or send us a message.`,
};

export const aboutWhyChooseUs: AboutWhyChooseUsPoint[] = [
  {
    title: "Site visits for complex venues",
    description:
      "For large or unfamiliar venues we offer a site assessment beforehand, checking power points, access routes and acoustics before we specify the system.",
  },
  {
    title: "Backup power know-how",
    description:
      "Years of working around load-shedding mean we can advise on UPS units, generator sizing and safe changeovers for indoor and outdoor events.",
  },
  {
    title: "Systems sized to your event",
    description:
      "A 60-guest birthday and a 200-delegate conference need very different setups, and we quote for what yours actually calls for.",
  },
  {
    title: "Crew who stay, or a clear handover",
    description:
      "Keep a technician with you for the whole event, or take the gear on dry hire with a walkthrough of every control before we leave.",
  },
];
