// A drawing's own SVG text, for the one image a page paints as its largest:
// written into the page as a data: address, it paints with the first frame
// instead of a round trip later. Server-only, so no drawing's text ships in a script.
const sources = import.meta.glob<string>("/app/assets/illustrations/*.svg", {
  eager: true,
  query: "?raw",
  import: "default",
});

export function illustrationDataUri(name: string): string {
  const source = sources[`/app/assets/illustrations/${name}.svg`];
  if (source === undefined) throw new Error(`Unknown illustration: ${name}`);
  // Only the characters a URL may not carry (spaces too, for a valid src)
  // are escaped: far shorter than encoding everything, or than base64.
  const compact = source.replace(/\s+/g, " ").trim();
  return `data:image/svg+xml,${compact.replace(/[^!-~]|["%#<>?[\\\]^`{|}]/g, encodeURIComponent)}`;
}
