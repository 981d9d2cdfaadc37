// The bundles page's Sort menu and Filter panel: one GET form the server
// answers without script (Apply submits it); in the browser every change
// goes to `onChange` at once.
import { SlidersHorizontal } from "lucide-react";
import type { MouseEvent } from "react";
import { Button } from "#app/ui/button.tsx";
import {
  AUDIENCE_SIZE_OPTIONS,
  type BundleFilters,
  EVENT_TYPE_FILTER_OPTIONS,
  type FilterOption,
  SORT_OPTIONS,
  activeFilterCount,
  clearBundleFilters,
} from "#app/features/catalogue/bundle-filters.ts";

export interface BundleFilterFormProps {
  action: string;
  /** The filters applied now (what the grid shows). */
  filters: BundleFilters;
  /** The filters with what is in the search box now, typed or not yet applied. */
  current: BundleFilters;
  onChange: (next: BundleFilters) => void;
  /** A link to the page with the given filters (also works without JavaScript). */
  linkTo: (filters: BundleFilters) => string;
  onFollowLink: (event: MouseEvent<HTMLAnchorElement>, next: BundleFilters) => void;
  panelOpen: boolean;
  onPanelToggle: (open: boolean) => void;
}

function RadioFieldset<T extends string>(props: {
  legend: string;
  name: string;
  options: readonly FilterOption<T | null>[];
  checked: T | null;
  onPick: (value: T | null) => void;
}) {
  return (
    <fieldset>
      <legend className="font-bold text-navy">{props.legend}</legend>
      <div className="mt-2 grid gap-1.5">
        {props.options.map((option) => (
          <label key={option.label} className="flex items-center gap-2">
            <input
              type="radio"
              name={props.name}
              value={option.value ?? ""}
              checked={props.checked === option.value}
              onChange={() => props.onPick(option.value)}
              className="size-4 accent-brand"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function SortSelect({ filters, current, onChange }: Pick<BundleFilterFormProps, "filters" | "current" | "onChange">) {
  return (
    <div>
      <label htmlFor="bundle-sort" className="sr-only">
        Sort
      </label>
      <select
        id="bundle-sort"
        name="sort"
        value={filters.sort}
        onChange={(event) => onChange({ ...current, sort: event.target.value as BundleFilters["sort"] })}
        className="h-12 rounded-xl border border-slate-400 bg-white px-3 text-base"
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function FilterSummary({ activeCount }: { activeCount: number }) {
  return (
    <summary className="inline-flex h-12 cursor-pointer list-none items-center gap-2 rounded-xl border border-slate-400 bg-white px-4 font-semibold text-ink hover:bg-lavender [&::-webkit-details-marker]:hidden">
      <SlidersHorizontal className="size-4" aria-hidden="true" />
      Filter{" "}
      {activeCount > 0 ? (
        <span className="rounded-full bg-brand px-2 py-0.5 text-xs font-bold text-white">
          {activeCount}
          <span className="sr-only"> active</span>
        </span>
      ) : null}
    </summary>
  );
}

function FilterPanel({ filters, current, onChange, linkTo, onFollowLink }: BundleFilterFormProps) {
  return (
    <div className="mt-2 grid gap-5 rounded-xl border border-line bg-white p-5 shadow-lg sm:grid-cols-2 lg:absolute lg:right-0 lg:z-30 lg:w-[28rem]">
      <RadioFieldset
        legend="Event Type"
        name="type"
        options={EVENT_TYPE_FILTER_OPTIONS}
        checked={filters.eventType}
        onPick={(eventType) => onChange({ ...current, eventType })}
      />
      <RadioFieldset
        legend="Audience Size"
        name="size"
        options={AUDIENCE_SIZE_OPTIONS}
        checked={filters.capacity}
        onPick={(capacity) => onChange({ ...current, capacity })}
      />
      <div className="flex gap-2 sm:col-span-2">
        <Button asChild variant="outline" size="sm">
          <a
            href={linkTo(clearBundleFilters(filters))}
            onClick={(event) => onFollowLink(event, clearBundleFilters(current))}
          >
            Clear all
          </a>
        </Button>
        <noscript>
          <Button type="submit" size="sm" formNoValidate>
            Apply
          </Button>
        </noscript>
      </div>
    </div>
  );
}

export function BundleFilterForm(props: BundleFilterFormProps) {
  const { action, filters, current, onChange, panelOpen, onPanelToggle } = props;
  return (
    // One GET form: without JavaScript "Apply" submits it; with it every change applies at once.
    <form
      method="get"
      action={action}
      className="flex flex-wrap items-start gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        onChange(current);
      }}
    >
      {filters.query ? <input type="hidden" name="q" value={filters.query} /> : null}
      <SortSelect filters={filters} current={current} onChange={onChange} />
      <details
        className="group relative"
        open={panelOpen}
        onToggle={(event) => onPanelToggle(event.currentTarget.open)}
      >
        <FilterSummary activeCount={activeFilterCount(filters)} />
        <FilterPanel {...props} />
      </details>
    </form>
  );
}

// chunk-group: catalogue-browse (the islands build's chunk this module ships in: vite.islands.config.ts)
