// A search box whose query lives in the URL (?q=), so results can be shared
// and the back button works. It is a GET form the server answers on its own;
// inside a search island it is controlled, and results follow as the visitor
// types (app/features/catalogue/live-search.ts).
import { Search } from "lucide-react";
import type { ChangeEvent, FormEvent, Ref } from "react";

export function SearchBox({
  id,
  label,
  placeholder,
  action,
  value,
  onValueChange,
  onSubmit,
  carried = [],
  inputRef,
}: {
  id: string;
  label: string;
  placeholder: string;
  /** The page the form searches: its own path. */
  action: string;
  value: string;
  onValueChange: (value: string) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Other filters of the view, sent with the query when the form is submitted without script. */
  carried?: readonly (readonly [string, string])[];
  inputRef?: Ref<HTMLInputElement>;
}) {
  return (
    <form method="get" action={action} role="search" className="relative" onSubmit={onSubmit}>
      {carried.map(([name, carriedValue]) => (
        <input key={`${name}=${carriedValue}`} type="hidden" name={name} value={carriedValue} />
      ))}
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        className="pointer-events-none absolute left-3.5 top-1/2 size-5 -translate-y-1/2 text-muted"
        aria-hidden="true"
      />
      <input
        ref={inputRef}
        id={id}
        type="search"
        name="q"
        value={value}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onValueChange(event.target.value)}
        placeholder={placeholder}
        autoComplete="off"
        className="block h-12 w-full rounded-xl border border-slate-400 bg-white pl-11 pr-4 text-base shadow-sm placeholder:text-slate-500 focus:border-brand focus:outline-3 focus:outline-brand/30"
      />
    </form>
  );
}

// chunk-group: catalogue-browse (the islands build's chunk this module ships in: vite.islands.config.ts)
