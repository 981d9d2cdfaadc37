import { Link } from "react-router";
import { business } from "#app/platform/business.ts";
import logoMark from "#app/assets/illustrations/logo-mark.svg";
import { cn } from "#app/ui/cn.ts";

export function BrandLogo({ tone = "dark", className }: { tone?: "dark" | "light"; className?: string }) {
  return (
    <Link to="/" className={cn("inline-flex items-center gap-2.5", className)}>
      <img src={logoMark} alt="" width={40} height={40} className="size-10" />
      <span
        className={cn(
          // Between the phone menu and a wide screen the header is tight.
          "text-lg font-extrabold leading-tight tracking-tight md:max-lg:text-base",
          tone === "dark" ? "text-navy" : "text-white",
        )}
      >
        {business.name}
        <span className="sr-only">, home</span>
      </span>
    </Link>
  );
}
