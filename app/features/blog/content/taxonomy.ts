// Blog authors, categories and tags (spec section 3). Posts refer to them by id.

export interface BlogAuthor {
  id: string;
  name: string;
  role: string;
  bio: string;
  /** Illustration name. */
  avatar: string;
  /** The company writing as itself rather than a named person: an Organization in structured data. */
  isCompany?: boolean;
}

export interface BlogCategory {
  id: string;
  name: string;
  slug: string;
  description: string;
}

export interface BlogTag {
  id: string;
  name: string;
  slug: string;
}

export const blogAuthors: BlogAuthor[] = [
  {
    id: "johan-pretorius",
    name: "Johan Pretorius",
    role: "Founder and Technical Director",
    bio: "Johan started Sandton Sound Hire in 2015 after a decade mixing live sound for bands and conferences around Johannesburg. He still designs the systems for our largest events.",
    avatar: "avatar-4",
  },
  {
    id: "lerato-khumalo",
    name: "Lerato Khumalo",
    role: "Events Coordinator",
    bio: "Lerato plans the logistics behind our weddings and corporate bookings, from site visits in Pretoria to load-in times at Sandton hotels, and knows what organisers forget to ask.",
    avatar: "avatar-2",
  },
  {
    id: "sipho-ndlovu",
    name: "Sipho Ndlovu",
    role: "Senior Sound Engineer",
    bio: "Sipho has engineered everything from school prize-givings to 2,000-person festivals. He looks after our microphone stock and trains our technicians.",
    avatar: "avatar-1",
  },
];

/** Shown when a post names an author we have no profile for (decision 010). */
export const FALLBACK_AUTHOR: BlogAuthor = {
  id: "sandton-sound-hire-team",
  name: "Sandton Sound Hire Team",
  role: "Sound and AV specialists",
  bio: "Written by the engineers and event coordinators at Sandton Sound Hire, supplying sound and AV equipment across Gauteng since 2015.",
  avatar: "logo-mark",
  isCompany: true,
};

export const blogCategories: BlogCategory[] = [
  {
    id: "beginners-guide",
    name: "Beginner's Guide",
    slug: "beginners-guide",
    description: "Fundamentals of event sound explained in plain language for first-time organisers.",
  },
  {
    id: "event-planning",
    name: "Event Planning",
    slug: "event-planning",
    description: "Planning advice for booking, timing and running sound at weddings, conferences and parties.",
  },
  {
    id: "technical-tips",
    name: "Technical Tips",
    slug: "technical-tips",
    description: "Practical techniques from our engineers for clearer, louder and safer sound.",
  },
  {
    id: "case-studies",
    name: "Case Studies",
    slug: "case-studies",
    description: "Real events we supplied across Gauteng, what we used and what we learned.",
  },
];

export const blogTags: BlogTag[] = [
  { id: "pa-systems", name: "PA Systems", slug: "pa-systems" },
  { id: "microphones", name: "Microphones", slug: "microphones" },
  { id: "speakers", name: "Speakers", slug: "speakers" },
  { id: "corporate-events", name: "Corporate Events", slug: "corporate-events" },
  { id: "weddings", name: "Weddings", slug: "weddings" },
  { id: "dj-events", name: "DJ Events", slug: "dj-events" },
  { id: "acoustics", name: "Acoustics", slug: "acoustics" },
  { id: "equipment-rental", name: "Equipment Rental", slug: "equipment-rental" },
  { id: "sound-engineering", name: "Sound Engineering", slug: "sound-engineering" },
  { id: "troubleshooting", name: "Troubleshooting", slug: "troubleshooting" },
];
