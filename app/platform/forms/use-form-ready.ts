// A form made ready before the visitor sends it (issue 35). Schemas are built
// on first use (builtOnFirstUse), and the first check of a post pays for
// zod's and Conform's own first use on top (their lazy set-up, the engine
// compiling their code, the text rules' patterns): tens of milliseconds on a
// slow phone. Without this, all of it falls inside the submit tap, before its
// messages or its busy button can paint.
import { useEffect } from "react";
import { whenIdle } from "#app/platform/islands/scheduling.ts";

/**
 * Once the browser is idle after the form's island has hydrated, checks the
 * form's post as it stands with the form's own check (what the submit will
 * run), and drops the result.
 */
export function useFormReadyWhenIdle(formId: string, check: (post: FormData) => unknown): void {
  useEffect(
    () =>
      whenIdle(() => {
        const form = document.getElementById(formId);
        check(form instanceof HTMLFormElement ? new FormData(form) : new FormData());
      }),
    [formId, check],
  );
}
