// @vitest-environment jsdom
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { renderMarkdown } from "#app/features/blog/markdown.server.ts";

describe("renderMarkdown", () => {
  it("keeps http, https, mailto, tel, relative, anchor and query links", () => {
    const { html } = renderMarkdown(
      "[a](https://www.icasa.org.za) [b](http://example.com) [c](mailto:info@example.co.za) [d](tel:+27117842250) [e](/catalogue) [f](#tips) [g](?page=2) [h](../blog)",
    );
    for (const href of [
      "https://www.icasa.org.za",
      "http://example.com",
      "mailto:info@example.co.za",
      "tel:+27117842250",
      "/catalogue",
      "#tips",
      "?page=2",
      "../blog",
    ]) {
      expect(html).toContain(`href="${href}"`);
    }
    expect(html).toContain('rel="noopener noreferrer"');
  });

  it("keeps a link whose scheme is written in capitals, in lower case", () => {
    const { html } = renderMarkdown(
      "[a](HTTPS://www.icasa.org.za/Spectrum) [b](Mailto:Info@example.co.za) [c](TEL:+27117842250)",
    );
    expect(html).toContain('<a href="https://www.icasa.org.za/Spectrum" rel="noopener noreferrer">a</a>');
    expect(html).toContain('<a href="mailto:Info@example.co.za">b</a>');
    expect(html).toContain('<a href="tel:+27117842250">c</a>');
  });

  it("makes javascript:, data: and vbscript: links inert", () => {
    const { html } = renderMarkdown(
      "[x](javascript:alert(1)) [y](data:text/html;base64,PHNjcmlwdD4=) [z](vbscript:msgbox) [w](JaVaScRiPt:alert(1)) [f](ftp://files.example.com)",
    );
    expect(html).not.toMatch(/href=/);
    expect(html).toContain("<a>x</a>");
    expect(html).not.toMatch(/javascript|vbscript|data:/i);
  });

  it("drops raw HTML, scripts and event handlers", () => {
    const { html } = renderMarkdown(
      'Hello <script>alert(1)</script> <img src=x onerror="alert(1)"> <b onclick="x()">bold</b>',
    );
    expect(html).not.toContain("<script");
    expect(html).not.toContain("onerror");
    expect(html).not.toContain("onclick");
  });

  it("renders GFM tables and gives headings ids", () => {
    const { html } = renderMarkdown(
      "## Sizing a system\n\n| Guests | System |\n|---|---|\n| 50 | Two 12-inch speakers |\n\n## Sizing a system",
    );
    expect(html).toContain('<table tabindex="0">');
    expect(html).toContain('<h2 id="sizing-a-system">');
    expect(html).toContain('<h2 id="sizing-a-system-2">');
  });

  it("counts the words a reader sees", () => {
    expect(renderMarkdown("**Two** [words](/x)").wordCount).toBe(2);
    expect(renderMarkdown("").wordCount).toBe(0);
  });
});

// Property: however a dangerous address is dressed up (mixed case, spaces,
// tabs and control characters a browser's URL parser would drop, character
// references, backslash escapes) and whatever Markdown or HTML carries it, no
// element of the output links or loads anything but http, https, mailto and tel.
describe("renderMarkdown under hostile links", () => {
  const SITE_PAGE = "https://www.sandtonsoundhire.co.za/blog/a-post";
  const LIVE = new Set(["http:", "https:", "mailto:", "tel:"]);
  const URL_ATTRIBUTES = new Set([
    "href",
    "src",
    "srcset",
    "action",
    "formaction",
    "poster",
    "background",
    "cite",
    "longdesc",
    "xlink:href",
    "data",
  ]);

  /** Characters a URL parser strips at the ends (C0 controls, space) or anywhere (tab, line feed, carriage return). */
  const stripped = fc.constantFrom("", " ", "\t", "\n", "\r", "\u0001", "\u000b", "\u000c", "\u001f", "\u0000");
  const scheme = fc.constantFrom("javascript", "vbscript", "data", "livescript", "file", "blob", "jar", "view-source");
  const disguisedScheme = fc
    .tuple(fc.mixedCase(scheme), fc.array(stripped, { maxLength: 3 }), fc.nat(), fc.array(stripped, { maxLength: 2 }))
    .map(([name, inside, at, before]) => {
      const cut = at % (name.length + 1);
      return `${before.join("")}${name.slice(0, cut)}${inside.join("")}${name.slice(cut)}`;
    });
  const colon = fc.constantFrom(":", "&colon;", "&#58;", "&#x3A;", "&#0000058;", "\\:", "%3A");
  const payload = fc.constantFrom(
    "alert(1)",
    "alert(document.cookie)//",
    "text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
    "msgbox(1)",
    "//evil.example/%0aalert(1)",
  );
  /** The first letter written as a character reference now and then: `&#106;avascript:`. */
  const dangerousUrl = fc
    .tuple(disguisedScheme, colon, payload, fc.boolean())
    .map(([name, separator, rest, encodeFirst]) => {
      const first = name.search(/[a-z]/i);
      const dressed =
        encodeFirst && first >= 0
          ? `${name.slice(0, first)}&#${name.charCodeAt(first)};${name.slice(first + 1)}`
          : name;
      return `${dressed}${separator}${rest}`;
    });
  const carrier = fc.constantFrom(
    (url: string) => `[click](${url})`,
    (url: string) => `[click](<${url}>)`,
    (url: string) => `[click](${url} "title")`,
    (url: string) => `![image](${url})`,
    (url: string) => `[click][ref]\n\n[ref]: ${url}`,
    (url: string) => `<${url}>`,
    (url: string) => `<a href="${url}">click</a>`,
    (url: string) => `<img src="${url}" onerror="alert(1)">`,
    (url: string) => `<iframe src="${url}"></iframe>`,
    (url: string) => `<form action="${url}"><button formaction="${url}">go</button></form>`,
    (url: string) => `| a |\n|---|\n| [x](${url}) |`,
    (url: string) => `> quoted [x](${url})`,
  );

  /** Everything in the rendered HTML that could run or load something it should not. */
  function liveDangers(html: string): string[] {
    document.body.innerHTML = html;
    const found: string[] = [];
    for (const element of document.body.querySelectorAll("*")) {
      if (
        ["script", "iframe", "form", "object", "embed", "button", "style", "base", "meta"].includes(
          element.tagName.toLowerCase(),
        )
      ) {
        found.push(`a <${element.tagName.toLowerCase()}> element`);
      }
      for (const attribute of element.attributes) {
        if (/^on/i.test(attribute.name) || attribute.name === "style")
          found.push(`${attribute.name} on <${element.tagName.toLowerCase()}>`);
        if (!URL_ATTRIBUTES.has(attribute.name.toLowerCase())) continue;
        let url: URL;
        try {
          url = new URL(attribute.value, SITE_PAGE);
        } catch {
          continue; // Not a URL a browser could follow.
        }
        if (!LIVE.has(url.protocol))
          found.push(`${element.tagName.toLowerCase()} ${attribute.name}="${attribute.value}"`);
      }
    }
    return found;
  }

  it("never turns javascript:, data:, vbscript: or any other scheme into a live link", () => {
    fc.assert(
      fc.property(dangerousUrl, carrier, (url, wrap) => {
        const { html } = renderMarkdown(wrap(url));
        expect(liveDangers(html), html).toEqual([]);
      }),
      { numRuns: 1000 },
    );
  }, 30_000);
});
