// The response's CSP nonce for inline scripts the layout renders. The server
// entry provides it; in the browser it is absent, and nothing needs it there.
import { createContext, useContext } from "react";

export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
