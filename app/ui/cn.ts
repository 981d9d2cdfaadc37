import { type ClassValue, clsx } from "clsx";

/** Joins class names. */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
