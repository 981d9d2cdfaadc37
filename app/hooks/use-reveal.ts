import { useEffect } from "react";

/**
 * Fades in `[data-reveal]` sections the first time they scroll into view.
 * Only sections that start below the fold are hidden, and only by script, so
 * content is visible without JavaScript and nothing above the fold flickers.
 * Reduced motion is handled in CSS: the hidden state has no effect there.
 */
export function useRevealOnScroll(key: string) {
  useEffect(() => {
    if (typeof IntersectionObserver === "undefined") return;
    const sections = Array.from(document.querySelectorAll<HTMLElement>("[data-reveal]"));
    const belowFold = sections.filter(
      (section) => !section.dataset.reveal && section.getBoundingClientRect().top > window.innerHeight,
    );
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          (entry.target as HTMLElement).dataset.reveal = "shown";
          observer.unobserve(entry.target);
        }
      },
      { rootMargin: "0px 0px -10% 0px" },
    );
    for (const section of belowFold) {
      section.dataset.reveal = "pending";
      observer.observe(section);
    }
    return () => observer.disconnect();
  }, [key]);
}
