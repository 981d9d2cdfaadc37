// Every staff page's <head>: its own title and a noindex, so a search engine
// that finds a staff URL never lists it (robots.txt also disallows /admin).
import type { MetaDescriptor } from "react-router";

export function staffPageMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} · Staff · Sandton Sound Hire` }, { name: "robots", content: "noindex, nofollow" }];
}
