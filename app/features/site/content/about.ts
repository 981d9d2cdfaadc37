// Copy for the About page.
import { business } from "#app/platform/business.ts";

export interface AboutValue {
  title: string;
  description: string;
}

export interface AboutStat {
  value: string;
  label: string;
}

export interface AboutContent {
  heroTitle: string;
  heroIntro: string;
  /** "Our Story" paragraphs, in order. */
  story: string[];
  values: AboutValue[];
  stats: AboutStat[];
}

export const aboutContent: AboutContent = {
  heroTitle: `Gauteng's event sound crew since ${business.foundingYear}`,
  heroIntro: `${business.name} began in Sandton in ${business.foundingYear} with a simple idea: event sound should just work. Today we supply, set up and run sound for conferences, weddings, parties and live music across Gauteng.`,
  story: [
    `We started ${business.name} in ${business.foundingYear} after too many events where the sound let everyone down: budget speakers pushed past their limits, microphones cutting out mid-speech, and suppliers who dropped off the gear and vanished. Our first jobs were small ones close to home, such as a product launch in Bryanston, birthday parties in Fourways and a school prize-giving, and we treated each of them as if our name depended on it, because it did.`,
    "Word spread through event planners, wedding coordinators and DJs. We added active subwoofers, digital mixers and a proper stock of UHF wireless microphones, then stage lighting, and began travelling further afield: to conference venues in Midrand, churches in Pretoria and wedding venues out towards the Cradle of Humankind and the Magaliesberg. Today we cover Gauteng within about 100 km of central Johannesburg.",
    "Everything we hire lives in our warehouse on Kramer Road in Kramerville, where it is cleaned, tested and packed after every job. The technicians and sound engineers who deliver your system are the same people who maintain it, so they know exactly how each speaker, mixer and receiver behaves. Gear that comes back dusty from a summer festival or damp from a Highveld storm is checked before it goes out again.",
    `How we work is straightforward. Before quoting, we ask about your venue, guest numbers and running order, recommend only what the event needs, and arrive on time with every item tested. Then we either stay to run it or hand over with a clear walkthrough. It's why our clients have rated us ${business.rating.value} out of 5 across ${business.rating.count} reviews.`,
  ],
  values: [
    {
      title: "Straight advice",
      description:
        "We'll tell you when two speakers will do and when you genuinely need a subwoofer or an engineer. Our recommendations follow your room and guest list, not the size of the invoice.",
    },
    {
      title: "Thorough preparation",
      description:
        "Cables, batteries and microphones are checked before loading, and we plan power, access and load-in times with your venue well ahead of the day.",
    },
    {
      title: "Respect for the venue",
      description:
        "We work within noise limits, curfews and access rules, tape down our cables, and leave every room the way we found it.",
    },
    {
      title: "Calm on the day",
      description:
        "Events rarely run exactly to plan. Our crew handle late starts, storms and power cuts quietly, so you can stay focused on your guests.",
    },
  ],
  stats: [
    { value: String(business.foundingYear), label: "Founded in Sandton" },
    { value: `${business.rating.value}/5`, label: `from ${business.rating.count} reviews` },
    { value: `${business.serviceRadiusKm} km`, label: "service radius around Johannesburg" },
    { value: "1-3 hours", label: "typical delivery and setup times" },
  ],
};
