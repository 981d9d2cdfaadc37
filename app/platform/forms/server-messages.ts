// The server's answers that are not about a field, shared by the lead forms and
// the quote form (a module of its own, so the quote page does not carry the
// lead forms' wording).
import { business } from "#app/platform/business.ts";

/** Server answers that are not about a field. They name the way to reach us that always works. */
export const serverMessages = {
  rateLimited: `You have sent several requests in a short time. Please wait a few minutes and try again, or call us on ${business.phone.display}.`,
  unavailable: `We could not save your request just now. Please try again in a minute or call us on ${business.phone.display}.`,
  invalid: "Please check the highlighted fields and try again.",
  /** A JSON client replayed an Idempotency-Key with another body (409). */
  reusedKey:
    "This Idempotency-Key was already used with a different request body. Send a new key with a new submission.",
  /** A form post repeated the key of an earlier, different submission (409). */
  reusedFormKey: `This form was already sent with different details. Please reload the page and send it again, or call us on ${business.phone.display}.`,
} as const;

// chunk-group: form-kit (the islands build's chunk this module ships in: vite.islands.config.ts)
