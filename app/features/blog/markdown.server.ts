// Markdown to safe HTML, on the server or at build time only: no Markdown
// parser reaches the browser. Links keep only http, https, mailto and tel
// addresses plus relative, anchor and query links; any other link (javascript:,
// data:, vbscript:, …) loses its address and stays as inert text.
import rehypeSanitize, { defaultSchema } from "rehype-sanitize";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";

const schema = {
  ...defaultSchema,
  // GitHub's schema prefixes ids with "user-content-"; our headings get plain ids from us below.
  clobberPrefix: "",
  protocols: { ...defaultSchema.protocols, href: ["http", "https", "mailto", "tel"] },
};

interface HastNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

function textOf(node: HastNode): string {
  if (node.type === "text") return node.value ?? "";
  return (node.children ?? []).map(textOf).join("");
}

function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * A link's scheme in lower case ("HTTPS://…" to "https://…"): the sanitizer
 * compares schemes as written, and would otherwise drop a link an author
 * typed in capitals. Lower-casing cannot make a refused scheme allowed.
 */
function lowerCaseLinkSchemes() {
  return (tree: HastNode) => {
    const walk = (node: HastNode) => {
      const href = node.type === "element" && node.tagName === "a" ? node.properties?.href : undefined;
      if (typeof href === "string" && node.properties) {
        node.properties.href = href.replace(/^\s*([a-z][a-z0-9+.-]*):/i, (scheme: string) => scheme.toLowerCase());
      }
      for (const child of node.children ?? []) walk(child);
    };
    walk(tree);
  };
}

/** Ids on h2/h3 for in-page links; external links open safely. */
function decorate() {
  return (tree: HastNode) => {
    const used = new Set<string>();
    const walk = (node: HastNode) => {
      if (node.type === "element") {
        if ((node.tagName === "h2" || node.tagName === "h3") && node.properties) {
          const base = slugify(textOf(node)) || "section";
          let id = base;
          for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
          used.add(id);
          node.properties.id = id;
        }
        // Wide tables scroll sideways on phones; keyboard users must be able to scroll them too.
        if (node.tagName === "table" && node.properties) node.properties.tabIndex = 0;
        if (node.tagName === "a" && node.properties) {
          const href = typeof node.properties.href === "string" ? node.properties.href : undefined;
          if (href && /^https?:\/\//i.test(href)) node.properties.rel = ["noopener", "noreferrer"];
        }
      }
      for (const child of node.children ?? []) walk(child);
    };
    walk(tree);
  };
}

const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype)
  .use(lowerCaseLinkSchemes)
  .use(rehypeSanitize, schema)
  .use(decorate)
  .use(rehypeStringify);

export interface RenderedMarkdown {
  html: string;
  /** The text a reader sees, for search and reading time. */
  text: string;
  wordCount: number;
}

export function renderMarkdown(markdown: string): RenderedMarkdown {
  const html = String(processor.processSync(markdown));
  const text = html
    .replace(/<[^>]+>/g, " ")
    .replace(/&[a-z#0-9]+;/gi, " ")
    .replace(/\s+/g, " ")
    .trim();
  return { html, text, wordCount: text ? text.split(" ").length : 0 };
}
