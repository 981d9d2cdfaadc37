// Reload Page on the server-error page: a toast, then the page reloads after
// the spec's 500 ms, so the visitor sees what is happening.
import { RotateCw } from "lucide-react";
import { Button } from "#app/ui/button.tsx";
import { ERROR_RELOAD_DELAY_MS, RELOADING_PAGE } from "#app/ui/error-page-copy.ts";
import { island } from "#app/platform/islands/island.tsx";
import { notify } from "#app/ui/toast/toast.ts";

export type ReloadButtonProps = Record<string, never>;

export default function ReloadButton(_props: ReloadButtonProps) {
  // The delay counts from the toast being on screen: the toaster loads with the first toast, and on a
  // slow phone that load alone can outlast the delay, which would reload before anything was seen.
  const reload = () => {
    void notify({ title: RELOADING_PAGE }).then(() =>
      window.setTimeout(() => window.location.reload(), ERROR_RELOAD_DELAY_MS),
    );
  };
  return (
    <Button type="button" onClick={reload}>
      <RotateCw aria-hidden="true" />
      Reload Page
    </Button>
  );
}

export const ReloadButtonIsland = island("reload-button", ReloadButton, { hydrate: "idle" });
