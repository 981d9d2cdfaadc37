import { cn } from "#app/ui/cn.ts";

export function SectionHeading({
  eyebrow,
  title,
  intro,
  align = "center",
  id,
  className,
}: {
  eyebrow?: string;
  title: string;
  intro?: string;
  align?: "center" | "left";
  id?: string;
  className?: string;
}) {
  return (
    <div className={cn("max-w-3xl", align === "center" && "mx-auto text-center", className)}>
      {eyebrow ? <p className="text-sm font-bold uppercase tracking-widest text-brand">{eyebrow}</p> : null}
      <h2 id={id} className="mt-2 text-3xl font-extrabold tracking-tight text-navy sm:text-4xl">
        {title}
      </h2>
      {intro ? <p className="mt-4 text-lg leading-relaxed text-muted">{intro}</p> : null}
    </div>
  );
}
