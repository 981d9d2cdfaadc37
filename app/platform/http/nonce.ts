// What the server entry hands the layout for each response: the CSP nonce for
// the inline script it renders, the URLs of the page's browser modules, and
// the stylesheet's text when it is written into the page. All are server-side
// only; in the browser nothing needs them.
import { createContext, useContext } from "react";
import type { PageModules } from "#app/platform/islands/inline/script-loader.ts";

export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}

export const PageModulesContext = createContext<PageModules | undefined>(undefined);

export function usePageModules(): PageModules | undefined {
  return useContext(PageModulesContext);
}

/** The stylesheet's text to write into the page, or undefined to link the file (development). */
export const InlineStylesheetContext = createContext<string | undefined>(undefined);

export function useInlineStylesheet(): string | undefined {
  return useContext(InlineStylesheetContext);
}
