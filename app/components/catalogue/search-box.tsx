// A search box whose query lives in the URL (?q=), so results can be shared
// and the back button works. It is a GET form the server answers; the
// catalogue script (app/enhance/live-search.ts) searches as the visitor types.
import { Search } from "lucide-react";
import { useSearchParams } from "react-router";

export function SearchBox({
  label,
  placeholder,
  id = "catalogue-search",
}: {
  label: string;
  placeholder: string;
  id?: string;
}) {
  const [searchParams] = useSearchParams();
  const query = searchParams.get("q") ?? "";
  return (
    <form method="get" role="search" className="relative" data-live-search="">
      {/* Other filters in the URL survive a search. */}
      {[...searchParams.entries()]
        .filter(([key]) => key !== "q")
        .map(([key, value]) => (
          <input key={`${key}=${value}`} type="hidden" name={key} value={value} data-carried="" />
        ))}
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        className="pointer-events-none absolute left-3.5 top-1/2 size-5 -translate-y-1/2 text-muted"
        aria-hidden="true"
      />
      <input
        id={id}
        type="search"
        name="q"
        defaultValue={query}
        placeholder={placeholder}
        autoComplete="off"
        className="block h-12 w-full rounded-xl border border-slate-400 bg-white pl-11 pr-4 text-base shadow-sm placeholder:text-slate-500 focus:border-brand focus:outline-3 focus:outline-brand/30"
      />
    </form>
  );
}
