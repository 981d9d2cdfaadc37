import { HEADER_SHADOW_OFFSET } from "~/content/navigation";

/** Whether the page has scrolled far enough for the header to cast a shadow. */
export function headerHasShadow(scrollY: number, threshold: number = HEADER_SHADOW_OFFSET): boolean {
  return scrollY > threshold;
}
