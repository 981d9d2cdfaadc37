// The message about a whole form (a failed submission, fields to fix).
import type { ReactNode } from "react";
import { FORM_ALERT_CLASS } from "#app/ui/forms/form-classes.ts";

/**
 * Announced when it appears. A form island gives each new message a new
 * `key`, so the same message after a second attempt is announced again.
 */
export function FormAlert({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div id={id} role="alert" className={FORM_ALERT_CLASS}>
      {children}
    </div>
  );
}

// chunk-group: lead-form-kit (the islands build's chunk this module ships in: vite.islands.config.ts)
