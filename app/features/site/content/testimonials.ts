// Reviews quoted from our review-site profile, one per kind of event.
import type { Testimonial } from "#app/features/site/seo/schemas.ts";

export const testimonials: Testimonial[] = [
  {
    id: "nomvula-dlamini",
    name: "Nomvula Dlamini",
    role: "Events Manager",
    company: "Kwezi Ledger Advisory, Sandton",
    content:
      "Our client conference had 180 delegates and four panel sessions. Every lapel mic worked, the livestream audio was clean, and when the hotel's generator kicked in during load-shedding the system didn't miss a beat.",
    image: "avatar-1",
    rating: 5,
  },
  {
    id: "megan-ndlovu",
    name: "Megan Ndlovu",
    role: "Bride",
    company: "Wedding at a Magaliesberg venue",
    content:
      "A thunderstorm rolled in an hour before our ceremony. The crew moved everything onto the covered stoep without any fuss, and our guests still heard every word of the vows. The dance floor stayed full right up to the venue's midnight curfew.",
    image: "avatar-2",
    rating: 5,
  },
  {
    id: "anitha-naidoo",
    name: "Anitha Naidoo",
    role: "Head of Culture",
    company: "Independent school in Fourways",
    content:
      "Our school hall echoes badly, and in past years the back rows couldn't follow prize-giving. This time every name was clear from front to back, and the technician sorted out the choir microphones in minutes.",
    image: "avatar-3",
    rating: 5,
  },
  {
    id: "jaco-steyn",
    name: "Jaco Steyn",
    role: "Bandleader",
    company: "Kestrel Road, Pretoria East",
    content:
      "The engineer actually read our stage plot and gave all five of us proper monitor mixes, which is rare. One star off because the cable ramps came on a second trip, but the show itself sounded superb.",
    image: "avatar-4",
    rating: 4,
  },
];
