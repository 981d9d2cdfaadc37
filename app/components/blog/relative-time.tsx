/**
 * A publication time. The HTML carries the date itself (true forever, even on
 * a page prerendered months ago); the shell script swaps in "about 2 hours ago"
 * in the browser, from the datetime attribute.
 */
export function RelativeTime({ iso, className }: { iso: string; className?: string }) {
  const date = new Date(iso);
  const absolute = new Intl.DateTimeFormat("en-ZA", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Africa/Johannesburg",
  }).format(date);
  return (
    <time dateTime={iso} data-relative-time="" title={absolute} className={className}>
      {absolute}
    </time>
  );
}
