import { cn } from "#app/ui/cn.ts";

const urls = import.meta.glob<string>("/app/assets/illustrations/*.svg", {
  eager: true,
  query: "?url",
  import: "default",
});

export function illustrationUrl(name: string): string {
  const url = urls[`/app/assets/illustrations/${name}.svg`];
  if (!url) throw new Error(`Unknown illustration: ${name}`);
  return url;
}

interface IllustrationProps {
  name: string;
  /** Empty for decorative images. */
  alt: string;
  width: number;
  height: number;
  /**
   * Above-the-fold images load at once; everything else lazy-loads. Not high
   * priority even then: the illustrations are decoration, and the largest
   * paint on every page is its heading text, which they would compete with.
   */
  priority?: boolean;
  /**
   * The same drawing as a data: address (illustrationDataUri), for the
   * page's largest paint: it paints with the page's first frame.
   */
  inlined?: string;
  className?: string;
}

export function Illustration({ name, alt, width, height, priority = false, inlined, className }: IllustrationProps) {
  return (
    <img
      src={inlined ?? illustrationUrl(name)}
      alt={alt}
      width={width}
      height={height}
      loading={priority || inlined ? "eager" : "lazy"}
      decoding="async"
      className={cn("h-auto max-w-full", className)}
    />
  );
}

/** Every drawing's name, sorted: what the catalogue editor offers for an item's image. */
export function illustrationNames(): string[] {
  return Object.keys(urls)
    .map((path) => path.replace(/^.*\//, "").replace(/\.svg$/, ""))
    .sort();
}

// chunk-group: catalogue-browse (the islands build's chunk this module ships in: vite.islands.config.ts)
