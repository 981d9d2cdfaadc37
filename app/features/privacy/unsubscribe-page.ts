// What the /unsubscribe page says (decision 035). Reminder e-mails (such as a
// quote's expiry reminder) carry its link; the page asks for one press of a
// button, so a mail scanner that opens links unsubscribes nobody, while a
// mail client's one-click unsubscribe (a POST) takes effect at once. Pure.

export type UnsubscribeState = "ask" | "done" | "invalid";

export interface UnsubscribeView {
  state: UnsubscribeState;
  title: string;
  text: string;
  /** The button that unsubscribes ('ask' only). */
  button?: string;
}

export const UNSUBSCRIBE_VIEWS: Readonly<Record<UnsubscribeState, UnsubscribeView>> = {
  ask: {
    state: "ask",
    title: "Stop reminder e-mails?",
    text: "We send the odd reminder about a quote we made you, for example two days before its prices expire. Press the button and we will send no more reminders to this address. You will still get the quotes and answers you ask us for.",
    button: "Stop reminder e-mails",
  },
  done: {
    state: "done",
    title: "You will get no more reminders",
    text: "We have noted that this address wants no reminder e-mails from us. To do that we keep a coded fingerprint of the address, not the address itself. Quotes and answers you ask us for still reach you.",
  },
  invalid: {
    state: "invalid",
    title: "This unsubscribe link does not work",
    text: "The link may have been cut short or changed on its way to you. Use the link from the e-mail itself, or contact us and we will stop the reminders for you.",
  },
};
