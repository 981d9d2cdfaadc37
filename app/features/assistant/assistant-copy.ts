// The equipment assistant's constants and copy: its timing, limits, questions,
// prompts and hints, in the spec's words.
import type { ContactField, QuestionIndex } from "#app/features/assistant/assistant.ts";

/** Thinking delays of the spec: 1 s per answer, 1.5 s before recommendations. */
export const ASSISTANT_DELAYS = { answerMs: 1000, recommendMs: 1500 } as const;

/** Longest reply the chat takes; four replies stay well inside the lead's comments limit. */
export const ASSISTANT_INPUT_MAX = 500;

/** The chat input's placeholder while the chat takes answers, and once it is complete. */
export const ASSISTANT_PLACEHOLDERS = {
  open: "Type your answer...",
  complete: "Start a new recommendation to ask again",
} as const;

export const SOUND_ENGINEER_ID = "sound-engineer";
/** A sound engineer is recommended when the headcount is above this. */
export const SOUND_ENGINEER_ABOVE = 80;
export const POWERED_SPEAKERS_CATEGORY = "powered-speakers";

export const ASSISTANT_QUESTIONS: Readonly<Record<QuestionIndex, string>> = {
  0: "What kind of event are you planning? A wedding, corporate function, party, DJ set...?",
  1: "Great. Roughly how many people will attend?",
  2: "Will the audio be mainly speech, music or DJ?",
  3: 'Any specific requirements? For example an outdoor venue, no power on site, wireless microphones or lighting. Say "none" if there are none.',
};

export const ASSISTANT_GREETING =
  "Hi! I'm the Sandton Sound Hire equipment assistant. Answer four quick questions and I'll recommend equipment from our catalogue.";

export const ATTENDEE_HINT =
  "I need a number to size the system. Roughly how many people will attend? For example: 120.";

export const ASSISTANT_ERROR_MESSAGE =
  "I'm sorry, there was an error submitting your information. Please try again or contact us directly.";

export const CONTACT_PROMPTS: Readonly<Record<ContactField, string>> = {
  name: "What's your name?",
  email: "What's your email address?",
  phone: "And your phone number? For example 082 123 4567, or +27 82 123 4567.",
};

export const CONTACT_HINTS: Readonly<Record<Exclude<ContactField, "name">, string>> = {
  email: "That doesn't look like an email address. Please enter one like name@example.co.za.",
  phone:
    "That doesn't look like a phone number. Please enter 10 digits, such as 082 123 4567, or + and the country code, such as +27 82 123 4567.",
};

export const RECOMMENDATION_CHOICE_HINT =
  'Please choose "Add to Quote" to add these items to your quote, or "No Thanks".';
