// Values the Node server hands to each request through React Router's context.
import { createContext } from "react-router";

/**
 * Prerendered pages are rendered at build time with this placeholder as their
 * CSP nonce; the server swaps in a fresh nonce on every response.
 */
export const NONCE_PLACEHOLDER = "__CSP_NONCE_PLACEHOLDER__";

export const nonceContext = createContext<string>(NONCE_PLACEHOLDER);

/** The client's address as the server saw it (behind a trusted proxy, the forwarded one). */
export const clientIpContext = createContext<string | null>(null);
