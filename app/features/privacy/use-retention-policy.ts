// The retention periods every page quotes (the forms' notices, /privacy): the
// root loader reads them from the same configuration the clean-up applies.
import { useRouteLoaderData } from "react-router";
import { DEFAULT_RETENTION, type RetentionPolicy } from "#app/features/privacy/retention.ts";

export function useRetentionPolicy(): RetentionPolicy {
  return useRouteLoaderData<{ retention?: RetentionPolicy }>("root")?.retention ?? DEFAULT_RETENTION;
}
