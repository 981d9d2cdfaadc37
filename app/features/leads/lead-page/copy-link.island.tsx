// A link staff pass on themselves (a quote's live page when no e-mail went
// out): Copy puts it on the clipboard and says so. Where the clipboard is not
// available (no JavaScript yet, an insecure origin, a refusal) the link stays
// in a read-only field, selected on focus, to copy by hand.
import { useState } from "react";
import { island } from "#app/platform/islands/island.tsx";
import { useHydrated } from "#app/platform/islands/use-hydrated.ts";

export type CopyLinkProps = { url: string; label: string };

type CopyState = "idle" | "copied" | "failed";

export const COPY_LINK_MESSAGES = {
  copied: "Link copied.",
  failed: "Copying is not available here: select the link and copy it by hand.",
} as const;

export default function CopyLink({ url, label }: CopyLinkProps) {
  const [state, setState] = useState<CopyState>("idle");
  // Shown once the browser runs the island and has a clipboard: the server's HTML is the field alone.
  const hydrated = useHydrated();
  const canCopy = hydrated && typeof navigator.clipboard?.writeText === "function";

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setState("copied");
    } catch {
      setState("failed");
    }
  }

  return (
    <div className="grid gap-2">
      <label htmlFor="copy-link-field" className="text-sm font-semibold text-navy">
        {label}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id="copy-link-field"
          type="text"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-ink"
        />
        {canCopy ? (
          <button
            type="button"
            onClick={() => void copy()}
            className="rounded-lg bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark"
          >
            Copy link
          </button>
        ) : null}
      </div>
      <p role="status" className="text-sm text-muted">
        {state === "idle" ? "" : COPY_LINK_MESSAGES[state]}
      </p>
    </div>
  );
}

/** Hydrated on load: the button is the point of the panel, and the page is staff-only. */
export const CopyLinkIsland = island("copy-link", CopyLink, { hydrate: "load" });
