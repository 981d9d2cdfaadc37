// A search box whose query lives in the URL (?q=), so results can be shared
// and the back button works. Without JavaScript it is a GET form.
import { Search } from "lucide-react";
import { Form, useSearchParams } from "react-router";

export function SearchBox({ label, placeholder, id = "catalogue-search" }: { label: string; placeholder: string; id?: string }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.get("q") ?? "";
  return (
    <Form method="get" role="search" className="relative" onSubmit={(event) => event.preventDefault()}>
      {/* Other filters in the URL survive a search. */}
      {[...searchParams.entries()]
        .filter(([key]) => key !== "q")
        .map(([key, value]) => (
          <input key={`${key}=${value}`} type="hidden" name={key} value={value} />
        ))}
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search className="pointer-events-none absolute left-3.5 top-1/2 size-5 -translate-y-1/2 text-muted" aria-hidden="true" />
      <input
        id={id}
        type="search"
        name="q"
        value={query}
        placeholder={placeholder}
        autoComplete="off"
        onChange={(event) =>
          setSearchParams(
            (current) => {
              const next = new URLSearchParams(current);
              if (event.target.value) next.set("q", event.target.value);
              else next.delete("q");
              return next;
            },
            { replace: true, preventScrollReset: true },
          )
        }
        className="block h-12 w-full rounded-xl border border-slate-400 bg-white pl-11 pr-4 text-base shadow-sm placeholder:text-slate-500 focus:border-brand focus:outline-3 focus:outline-brand/30"
      />
    </Form>
  );
}
