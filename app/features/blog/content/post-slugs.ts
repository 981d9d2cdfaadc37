// The posts' slugs, for the sitemap and prerendering. Listed by hand because
// the build configuration reads this module before any bundler runs; a content
// test checks the list against the files in ./posts.
const BLOG_POST_SLUGS = [
  "audio-terms-explained",
  "choosing-microphones",
  "corporate-event-sound-guide",
  "jbl-professional-speakers",
  "pa-system-basics",
  "wedding-sound-guide",
] as const;

export function blogPostSlugs(): string[] {
  return [...BLOG_POST_SLUGS];
}
