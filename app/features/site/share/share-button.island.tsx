// The Share button of a blog post: the device's share sheet where there is
// one (title, excerpt and address; a failure is logged), else the address is
// copied and an alert says so (spec: Share).
import { Share2 } from "lucide-react";
import { COPY_MESSAGES } from "#app/features/site/share/share.ts";
import { island } from "#app/platform/islands/island.tsx";

export type ShareButtonProps = { title: string; text: string };

export async function sharePage({ title, text }: ShareButtonProps): Promise<void> {
  const url = window.location.href;
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ title, text, url });
    } catch (error) {
      console.error(error);
    }
    return;
  }
  try {
    await navigator.clipboard.writeText(url);
    window.alert(COPY_MESSAGES.fallbackAlert);
  } catch (error) {
    console.error(error);
  }
}

export default function ShareButton({ title, text }: ShareButtonProps) {
  return (
    <button
      type="button"
      onClick={() => void sharePage({ title, text })}
      className="inline-flex items-center gap-1 rounded-md px-2 py-1 font-semibold text-brand hover:bg-lavender"
    >
      <Share2 className="size-4" aria-hidden="true" />
      Share
    </button>
  );
}

/** Hydrated on the first touch (the press that started it is replayed): a post needs no React until then. */
export const ShareButtonIsland = island("share-button", ShareButton, { hydrate: "interaction", inline: true });
