import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import * as z from "zod/mini";
import { pathToRestore, requireMountPoint, RESTORE_PATH_KEY } from "~/lib/restore-path";

// The site's CSP allows no eval; without this zod would probe for it with new Function().
z.config({ jitless: true });

function restoreSavedPath(): boolean {
  try {
    const saved = sessionStorage.getItem(RESTORE_PATH_KEY);
    sessionStorage.removeItem(RESTORE_PATH_KEY);
    const current = window.location.pathname + window.location.search + window.location.hash;
    const target = pathToRestore(saved, current);
    if (target) {
      // Replaces the current history entry, as a static host's 404 redirect expects.
      window.location.replace(target);
      return true;
    }
  } catch {
    // Session storage can be unavailable (private mode, blocked cookies).
  }
  return false;
}

if (!restoreSavedPath()) {
  const mountPoint = requireMountPoint(document.documentElement) && document;
  startTransition(() => {
    hydrateRoot(
      mountPoint,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}
