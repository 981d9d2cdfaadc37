import { CheckCircle2 } from "lucide-react";

/** A list of selling points, each with a tick. */
export function CheckList({ items, className = "mt-4 grid gap-3" }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
