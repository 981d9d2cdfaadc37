import { useEffect, useState } from "react";
import { headerHasShadow } from "~/lib/scroll";

/** True once the window has scrolled past the header-shadow threshold. */
export function useScrolled(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(headerHasShadow(window.scrollY));
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  return scrolled;
}
