// A form's schema made ready before the visitor sends the form (issue 35).
// Schemas are built on first use (builtOnFirstUse); without this, the first
// use is the submit tap, which then pays for building the schema before the
// messages or the busy button can paint.
import { useEffect } from "react";
import { whenIdle } from "#app/platform/islands/scheduling.ts";

/** Builds the form's schema once the browser is idle after the form's island has hydrated. */
export function useSchemaReadyWhenIdle(schema: () => unknown): void {
  useEffect(() => whenIdle(() => void schema()), [schema]);
}
