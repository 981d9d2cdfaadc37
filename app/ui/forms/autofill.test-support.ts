// The check every public form's autofill test shares (issue 35): each field of
// the form's schema is on the form, and each one a visitor types in or picks
// from says what the browser may fill in (its autocomplete token, "off" where
// none fits), with the token, type and keyboard a contact field needs.
import { expect } from "vitest";

/** The tokens the contact fields must carry, by field name, with the input type their keyboard needs. */
const CONTACT_FIELDS: Record<string, { autocomplete: string; type?: string; inputmode?: string }> = {
  name: { autocomplete: "name" },
  contactName: { autocomplete: "name" },
  email: { autocomplete: "email", type: "email" },
  contactEmail: { autocomplete: "email", type: "email" },
  phone: { autocomplete: "tel", type: "tel" },
  contactPhone: { autocomplete: "tel", type: "tel" },
  companyName: { autocomplete: "organization" },
  companyWebsite: { autocomplete: "url", type: "url", inputmode: "url" },
};

const NOT_TYPED = new Set(["hidden", "checkbox", "radio", "submit", "button"]);

/** Every control a visitor fills in: text-like inputs, selects and text areas (not hidden, ticked or pressed). */
export function visibleControls(root: ParentNode): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>("input, select, textarea")].filter(
    (control) => !(control instanceof HTMLInputElement && NOT_TYPED.has(control.type)) && !control.closest(".hidden"),
  );
}

/**
 * Asserts that every field of the schema the form shows (a schema field with a
 * default may be left off the form) declares autocomplete, contact fields their
 * own token and type, and that no visible control goes without.
 */
export function expectAutofillOnEveryField(form: ParentNode, fieldNames: readonly string[], label: string) {
  const shown = fieldNames.filter((name) => form.querySelector(`[name="${name}"]`));
  expect(shown.length, `${label}: the schema's fields are on the form`).toBeGreaterThan(0);
  for (const name of shown) {
    const control = form.querySelector<HTMLElement>(`[name="${name}"]`)!;
    if (control instanceof HTMLInputElement && NOT_TYPED.has(control.type)) continue;
    expect(control.getAttribute("autocomplete"), `${label}: ${name} declares autocomplete`).toBeTruthy();
    const expected = CONTACT_FIELDS[name];
    if (!expected) continue;
    expect(control.getAttribute("autocomplete"), `${label}: ${name}`).toBe(expected.autocomplete);
    if (expected.type) expect(control.getAttribute("type"), `${label}: ${name} type`).toBe(expected.type);
    if (expected.inputmode) expect(control.getAttribute("inputmode"), `${label}: ${name}`).toBe(expected.inputmode);
  }
  const missing = visibleControls(form)
    .filter((control) => !control.getAttribute("autocomplete"))
    .map((control) => control.getAttribute("name"));
  expect(missing, `${label}: fields without autocomplete`).toEqual([]);
}
