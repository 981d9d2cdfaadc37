// The privacy request page's form fields and messages, shared by its page
// (privacy-request-view.tsx) and the steps behind it (privacy-request-page.server.ts).
export const INTENT_FIELD = "intent";
export const ERASE_CONFIRM_FIELD = "confirmErase";
export const VERIFY_RECORD_FIELD = "record";
export const VERIFY_CONFIRM_FIELD = "confirmVerify";

export const PRIVACY_REQUEST_MESSAGES = {
  notFound: "There is no confirmed privacy request with this address.",
  unknownIntent: "Choose whether to verify records or to erase.",
  eraseUnconfirmed: "Tick the box to confirm the erasure first: it cannot be undone.",
  verifyNothingChosen: "Choose the records you have checked belong to the requester.",
  verifyUnconfirmed: "Tick the box to confirm you have checked that these records are the requester's.",
  verifyStale: "One of these records is no longer held back for this request. Reload the page and check again.",
} as const;

/** Which form a refusal belongs to (null: neither, such as a body that is not a form) and its message. */
export type PrivacyRequestAnswer = { form: "erase" | "verify" | null; message: string };
