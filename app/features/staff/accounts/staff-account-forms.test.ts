import { describe, expect, it } from "vitest";
import {
  STAFF_FORM_MESSAGES,
  changePasswordSchema,
  inviteSchema,
  newPasswordSchema,
  readStaffForm,
  removeSchema,
} from "#app/features/staff/accounts/staff-account-forms.ts";

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  return data;
};

describe("the invitation form", () => {
  it("reads the address as staff addresses are kept, lower-cased and trimmed, with its role", () => {
    expect(readStaffForm(form({ email: "  Lerato@SandtonSoundHire.co.za ", role: "sales" }), inviteSchema())).toEqual({
      ok: true,
      value: { email: "lerato@sandtonsoundhire.co.za", role: "sales" },
    });
  });

  it("names the field and the rule for a bad address and an unknown role", () => {
    expect(readStaffForm(form({ email: "lerato", role: "manager" }), inviteSchema())).toEqual({
      ok: false,
      fieldErrors: { email: STAFF_FORM_MESSAGES.email, role: STAFF_FORM_MESSAGES.role },
    });
  });
});

describe("removing an account", () => {
  it("needs the confirmation ticked", () => {
    expect(readStaffForm(form({ staffId: "s1" }), removeSchema())).toEqual({
      ok: false,
      fieldErrors: { confirm: STAFF_FORM_MESSAGES.confirmRemove },
    });
    expect(readStaffForm(form({ staffId: "s1", confirm: "on" }), removeSchema()).ok).toBe(true);
  });
});

describe("a new password", () => {
  const email = "lerato@sandtonsoundhire.co.za";

  it("follows the staff password policy, naming the field", () => {
    expect(readStaffForm(form({ password: "short", confirmPassword: "short" }), newPasswordSchema(email))).toEqual({
      ok: false,
      fieldErrors: { password: "New password: The password must be at least 12 characters long." },
    });
    expect(readStaffForm(form({ password: email, confirmPassword: email }), newPasswordSchema(email))).toEqual({
      ok: false,
      fieldErrors: { password: "New password: The password must not be the e-mail address." },
    });
  });

  it("must be typed the same twice, and is kept exactly as typed", () => {
    expect(
      readStaffForm(
        form({ password: "Kramerville 2026!", confirmPassword: "Kramerville 2025!" }),
        newPasswordSchema(email),
      ),
    ).toEqual({ ok: false, fieldErrors: { confirmPassword: STAFF_FORM_MESSAGES.confirmPassword } });
    expect(
      readStaffForm(
        form({ password: "Kramerville  2026!", confirmPassword: "Kramerville  2026!" }),
        newPasswordSchema(email),
      ),
    ).toEqual({ ok: true, value: { password: "Kramerville  2026!", confirmPassword: "Kramerville  2026!" } });
  });

  it("when changing it, asks for the current one too", () => {
    expect(
      readStaffForm(
        form({ password: "Kramerville 2026!", confirmPassword: "Kramerville 2026!" }),
        changePasswordSchema(email),
      ),
    ).toEqual({ ok: false, fieldErrors: { currentPassword: STAFF_FORM_MESSAGES.currentPassword } });
  });
});
