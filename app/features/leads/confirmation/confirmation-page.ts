// What the confirmation page (/confirm) says at each step of confirming a
// newsletter sign-up or a privacy request from its e-mail link.
import { PRIVACY_REQUEST_DUE_DAYS } from "#app/features/privacy/index.ts";

/** What a confirmation link confirms: a newsletter sign-up or a privacy request. */
export const CONFIRMATION_PURPOSES = ["subscribe", "privacy"] as const;
export type ConfirmationPurpose = (typeof CONFIRMATION_PURPOSES)[number];

/** 'ask': a valid link, not confirmed yet (a button confirms: mail scanners that open links confirm nothing). */
export type ConfirmationState = "ask" | "confirmed" | "expired" | "invalid" | "gone";

export interface ConfirmationView {
  state: ConfirmationState;
  title: string;
  text: string;
  /** The button of the 'ask' state. */
  button?: string;
  /** Where to go next. */
  link: { label: string; to: string };
}

const startAgain: Readonly<Record<ConfirmationPurpose, { label: string; to: string }>> = {
  subscribe: { label: "Subscribe again", to: "/blog/subscribe" },
  privacy: { label: "Send the request again", to: "/privacy#make-a-request" },
};

export function confirmationView(
  state: ConfirmationState,
  purpose: ConfirmationPurpose | null,
  dueDate?: string,
): ConfirmationView {
  if (state === "invalid" || purpose === null) {
    return {
      state: "invalid",
      title: "This link doesn't work",
      text: "The address may have been cut short or changed when it was copied. Open the link straight from the e-mail, or start again.",
      link: { label: "Back to Home", to: "/" },
    };
  }
  const subscribe = purpose === "subscribe";
  switch (state) {
    case "ask":
      return {
        state,
        title: subscribe ? "Confirm your subscription" : "Confirm your privacy request",
        text: subscribe
          ? "Press the button to start receiving the Sandton Sound Hire blog by e-mail, about once a month."
          : `Press the button to confirm that this request is yours. Our Information Officer then answers within ${PRIVACY_REQUEST_DUE_DAYS} days.`,
        button: subscribe ? "Confirm my subscription" : "Confirm my request",
        link: { label: "Back to Home", to: "/" },
      };
    case "confirmed":
      return {
        state,
        title: subscribe ? "Your subscription is confirmed" : "Your privacy request is confirmed",
        text: subscribe
          ? "Thank you! New articles will arrive in your inbox about once a month."
          : `Thank you! Our Information Officer will answer by ${dueDate ?? `${PRIVACY_REQUEST_DUE_DAYS} days from now`}, at the e-mail address you gave.`,
        link: subscribe ? { label: "Read the Blog", to: "/blog" } : { label: "Back to Home", to: "/" },
      };
    case "expired":
      return {
        state,
        title: "This link has expired",
        text: subscribe
          ? "Confirmation links work for 3 days, and nothing was confirmed. Subscribe again and we will send you a new link."
          : "Confirmation links work for 3 days, and the request was not confirmed. Send it again and we will e-mail you a new link.",
        link: startAgain[purpose],
      };
    case "gone":
      return {
        state,
        title: subscribe ? "This subscription no longer exists" : "This request no longer exists",
        text: subscribe
          ? "Sign-ups that aren't confirmed in time are deleted. Subscribe again to get a new link."
          : "Requests that aren't confirmed in time are deleted. Send it again to get a new link.",
        link: startAgain[purpose],
      };
  }
}
