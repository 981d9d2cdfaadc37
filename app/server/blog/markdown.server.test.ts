import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./markdown.server";

describe("renderMarkdown", () => {
  it("keeps http, https, mailto, tel, relative, anchor and query links", () => {
    const { html } = renderMarkdown(
      "[a](https://www.icasa.org.za) [b](http://example.com) [c](mailto:info@example.co.za) [d](tel:+27117842250) [e](/catalogue) [f](#tips) [g](?page=2) [h](../blog)",
    );
    for (const href of ["https://www.icasa.org.za", "http://example.com", "mailto:info@example.co.za", "tel:+27117842250", "/catalogue", "#tips", "?page=2", "../blog"]) {
      expect(html).toContain(`href="${href}"`);
    }
    expect(html).toContain('rel="noopener noreferrer"');
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
    const { html } = renderMarkdown('Hello <script>alert(1)</script> <img src=x onerror="alert(1)"> <b onclick="x()">bold</b>');
    expect(html).not.toContain("<script");
    expect(html).not.toContain("onerror");
    expect(html).not.toContain("onclick");
  });

  it("renders GFM tables and gives headings ids", () => {
    const { html } = renderMarkdown("## Sizing a system\n\n| Guests | System |\n|---|---|\n| 50 | Two 12-inch speakers |\n\n## Sizing a system");
    expect(html).toContain('<table tabindex="0">');
    expect(html).toContain('<h2 id="sizing-a-system">');
    expect(html).toContain('<h2 id="sizing-a-system-2">');
  });

  it("counts the words a reader sees", () => {
    expect(renderMarkdown("**Two** [words](/x)").wordCount).toBe(2);
    expect(renderMarkdown("").wordCount).toBe(0);
  });
});
