// A post's publication time. The page carries the date itself ("15 June
// 2025"), true however long ago it was prerendered; once React has the island
// the reader sees "about 2 hours ago", measured from now and kept current.
import { useSyncExternalStore } from "react";
import { publicationDate, relativeTime } from "~/lib/blog";
import { island } from "./island";

export type RelativeTimeProps = { iso: string; className?: string };

/** How often the relative text is brought up to date. */
export const RELATIVE_TIME_REFRESH_MS = 60_000;

function subscribeToClock(onTick: () => void) {
  const timer = window.setInterval(onTick, RELATIVE_TIME_REFRESH_MS);
  return () => window.clearInterval(timer);
}

export default function RelativeTime({ iso, className }: RelativeTimeProps) {
  const date = publicationDate(iso);
  const text = useSyncExternalStore(
    subscribeToClock,
    () => relativeTime(iso, new Date()) || date,
    () => date,
  );
  return (
    <time dateTime={iso} title={date} className={className}>
      {text}
    </time>
  );
}

/** Hydrated as it nears the viewport: a list of posts wakes only the times a reader can see. */
export const RelativeTimeIsland = island("relative-time", RelativeTime, { hydrate: "visible", inline: true });
