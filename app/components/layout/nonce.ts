// What the server entry hands the layout for each response: the CSP nonce for
// the inline script it renders, and the URLs of the page's browser modules.
// Both are server-side only; in the browser nothing needs them.
import { createContext, useContext } from "react";
import type { PageModules } from "~/lib/island-loader";

export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}

export const PageModulesContext = createContext<PageModules | undefined>(undefined);

export function usePageModules(): PageModules | undefined {
  return useContext(PageModulesContext);
}
