// The kinds of clients we work for, in the order the home page shows them.
import type { ClientCategory } from "#app/features/site/seo/schemas.ts";

export const clientCategories: ClientCategory[] = [
  {
    id: "schools",
    title: "Schools",
    description:
      "Prize-givings, matric farewells, sports days and school concerts, with sound that cuts through echoey halls and open fields.",
    image: "client-schools",
  },
  {
    id: "corporate",
    title: "Corporate",
    description: "Conferences, product launches, AGMs and year-end functions in Sandton, Rosebank, Midrand and beyond.",
    image: "client-corporate",
  },
  {
    id: "weddings",
    title: "Weddings",
    description: "Ceremony and reception sound for venues from the Cradle of Humankind to Pretoria East.",
    image: "client-weddings",
  },
  {
    id: "djs",
    title: "DJs",
    description: "Powered speakers, subwoofers and booth monitors for working DJs who need a rig they can rely on.",
    image: "client-djs",
  },
  {
    id: "bands",
    title: "Bands & Artists",
    description:
      "Digital mixers, stage microphones, DI boxes and monitor wedges for bands, choirs and solo performers.",
    image: "client-bands",
  },
  {
    id: "festivals",
    title: "Festivals",
    description:
      "Outdoor stages and multi-act line-ups, with power planning and weather protection for Highveld summers.",
    image: "client-festivals",
  },
  {
    id: "celebrations",
    title: "Celebrations",
    description:
      "Birthdays, 21sts, anniversaries and family gatherings, from a garden in Centurion to a hall in Soweto.",
    image: "client-celebrations",
  },
  {
    id: "churches",
    title: "Churches",
    description:
      "Sunday services, conferences and revivals, with lapel mics for the preacher and clear monitoring for the praise team.",
    image: "client-churches",
  },
];
