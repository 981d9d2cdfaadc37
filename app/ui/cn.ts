import { type ClassValue, clsx } from "clsx";

/** Joins class names. */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}

// chunk-group: island-kit (the islands build's chunk this module ships in: vite.islands.config.ts)
