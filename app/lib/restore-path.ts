// A static host's 404 page can save the requested path in session storage and
// redirect to the app; on start the app puts that path back.

export const RESTORE_PATH_KEY = "redirectPath";

/**
 * The path to restore, or null when there is none or it is where we already are.
 * Only same-origin paths are accepted, so the stored value can't send a visitor away.
 */
export function pathToRestore(saved: string | null, currentPath: string): string | null {
  if (!saved) return null;
  if (!saved.startsWith("/") || saved.startsWith("//") || saved.includes("\\")) return null;
  return saved === currentPath ? null : saved;
}

export const MOUNT_POINT_MISSING = "Root element not found";

/** The element React hydrates into; fails loudly if the document has none. */
export function requireMountPoint<T>(element: T | null | undefined): T {
  if (!element) throw new Error(MOUNT_POINT_MISSING);
  return element;
}
