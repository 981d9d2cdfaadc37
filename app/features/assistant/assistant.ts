// The equipment recommendation assistant on the catalogue landing: a small
// state machine that asks four questions (event type, attendees, audio type,
// specific requirements), recommends catalogue items by capacity, and, when
// nothing matches, takes the visitor's name, email and phone for a lead.
// Pure: the island (~/islands/equipment-assistant) does the timing, the quote
// and the network call.
//
// Flow: questioning -> addToQuote (something recommended) or contact (the
// recommendation list is empty) -> complete. "Nothing matched" means an empty
// list: a headcount that only the sound engineer matches (e.g. 250 with the
// spec's data) still offers Add to Quote.
//
// Its copy is in assistant-copy.ts, the reading of replies in assistant-reading.ts
// and the lead it sends in assistant-lead.ts.
import type { PricedBundle, PricedPersonnel, PricedProduct } from "#app/features/quotes/index.ts";
import { splitFullName } from "#app/platform/forms/full-name.ts";
import {
  ASSISTANT_INPUT_MAX,
  SOUND_ENGINEER_ID,
  SOUND_ENGINEER_ABOVE,
  POWERED_SPEAKERS_CATEGORY,
  ASSISTANT_QUESTIONS,
  ASSISTANT_GREETING,
  ATTENDEE_HINT,
  CONTACT_PROMPTS,
  CONTACT_HINTS,
  RECOMMENDATION_CHOICE_HINT,
} from "#app/features/assistant/assistant-copy.ts";
import {
  firstNumber,
  audioTypeFrom,
  isRecognisedEmail,
  compactPhone,
  isRecognisedPhone,
} from "#app/features/assistant/assistant-reading.ts";

export type AssistantStage = "questioning" | "addToQuote" | "contact" | "complete";
export type AudioType = "speech" | "music" | "dj";

export interface AssistantAnswers {
  /** The event type as the visitor typed it. */
  type: string;
  /** The attendee count: the first number in the reply. */
  size: number | null;
  /** 'speech', 'music' or 'dj', or the reply itself lower-cased when it names none. */
  audioType: string;
  specificRequirements: string;
}

export interface AssistantContact {
  name: string;
  email: string;
  phone: string;
}

export type ContactField = keyof AssistantContact;

/**
 * The fields of a record the assistant reads: the rules (capacity, categories,
 * id), the recommendation list (name and price) and the quote line
 * (~/lib/quote toQuoteItem). The page sends the browser only these.
 */
export type AssistantBundle = Pick<PricedBundle, "id" | "name" | "hirePrice" | "capacity">;
export type AssistantProduct = Pick<PricedProduct, "id" | "name" | "hirePrice" | "capacity" | "categories">;
export type AssistantPersonnel = Pick<PricedPersonnel, "id" | "name" | "hirePrice" | "hourlyRate">;

export interface AssistantCatalogue {
  bundles: readonly AssistantBundle[];
  products: readonly AssistantProduct[];
  personnel: readonly AssistantPersonnel[];
}

export type Recommendation =
  | { kind: "bundle"; record: AssistantBundle }
  | { kind: "product"; record: AssistantProduct }
  | { kind: "personnel"; record: AssistantPersonnel };

/** The four questions, in the order they are asked. */
export type QuestionIndex = 0 | 1 | 2 | 3;

export interface AssistantState {
  stage: AssistantStage;
  /** The question being asked while questioning. */
  question: QuestionIndex;
  answers: AssistantAnswers;
  contact: AssistantContact;
  /** What the four answers led to (set when the questions are done). */
  recommendations: Recommendation[];
}

export interface BotMessage {
  text: string;
  /** Shown as a list under the text. */
  recommendations?: Recommendation[];
}

/** How long the assistant 'thinks' before its messages appear. */
export type ThinkingDelay = "answer" | "recommend" | "none";

export interface AssistantStep {
  state: AssistantState;
  messages: BotMessage[];
  delay: ThinkingDelay;
  /** The contact details are complete: submit the lead, then call assistantSubmissionStep. */
  submit?: boolean;
  /** Items to add to the quote (the visitor accepted the recommendations). */
  addToQuote?: Recommendation[];
}

// ---------------------------------------------------------------------------
// Recommendations.

/**
 * What suits a headcount, in this order: bundles with a capacity of at least
 * the headcount (bundles without a capacity never match), the sound engineer
 * when the headcount is above 80, and powered speakers with a capacity of at
 * least half the headcount.
 */
export function recommend(headcount: number, catalogue: AssistantCatalogue): Recommendation[] {
  const result: Recommendation[] = [];
  for (const bundle of catalogue.bundles) {
    if (bundle.capacity !== undefined && bundle.capacity >= headcount) result.push({ kind: "bundle", record: bundle });
  }
  if (headcount > SOUND_ENGINEER_ABOVE) {
    const engineer = catalogue.personnel.find((person) => person.id === SOUND_ENGINEER_ID);
    if (engineer) result.push({ kind: "personnel", record: engineer });
  }
  for (const product of catalogue.products) {
    if (
      product.categories.includes(POWERED_SPEAKERS_CATEGORY) &&
      product.capacity !== undefined &&
      product.capacity >= headcount / 2
    ) {
      result.push({ kind: "product", record: product });
    }
  }
  return result;
}

/**
 * What the browser needs of the catalogue to recommend from it: only the
 * records the rules can ever pick (bundles with a capacity, powered speakers
 * with a capacity, the sound engineer), each with only the fields the
 * assistant reads (the island's props). recommend() gives the same answer on
 * this as on the whole catalogue.
 */
export function assistantCatalogueData(catalogue: AssistantCatalogue): AssistantCatalogue {
  return {
    bundles: catalogue.bundles
      .filter((bundle) => bundle.capacity !== undefined)
      .map(({ id, name, hirePrice, capacity }) => ({ id, name, hirePrice, capacity })),
    products: catalogue.products
      .filter((product) => product.capacity !== undefined && product.categories.includes(POWERED_SPEAKERS_CATEGORY))
      .map(({ id, name, hirePrice, capacity, categories }) => ({ id, name, hirePrice, capacity, categories })),
    personnel: catalogue.personnel
      .filter((person) => person.id === SOUND_ENGINEER_ID)
      .map(({ id, name, hirePrice, hourlyRate }) => ({ id, name, hirePrice, hourlyRate })),
  };
}

// ---------------------------------------------------------------------------
// The conversation.

export function initialAssistantState(): AssistantState {
  return {
    stage: "questioning",
    question: 0,
    answers: { type: "", size: null, audioType: "", specificRequirements: "" },
    contact: { name: "", email: "", phone: "" },
    recommendations: [],
  };
}

/** The opening messages: the greeting and the first question. */
export function assistantOpening(): BotMessage[] {
  return [{ text: ASSISTANT_GREETING }, { text: ASSISTANT_QUESTIONS[0] }];
}

/** The contact detail asked for next (name, then email, then phone), or null when all are in. */
export function nextContactField(contact: AssistantContact): ContactField | null {
  if (!contact.name) return "name";
  if (!contact.email) return "email";
  if (!contact.phone) return "phone";
  return null;
}

function audioLabel(audioType: string): string {
  if (audioType === "dj") return "a DJ";
  if (audioType === "speech") return "speech";
  if (audioType === "music") return "music";
  return `"${audioType}"`;
}

function afterQuestions(state: AssistantState, catalogue: AssistantCatalogue): AssistantStep {
  const size = state.answers.size ?? 0;
  const recommendations = recommend(size, catalogue);
  // A sound engineer comes with equipment; on their own they are no match, and
  // an event too big for the catalogue goes to the team instead (decision 009).
  const equipmentFound = recommendations.some((recommendation) => recommendation.kind !== "personnel");
  if (equipmentFound) {
    const eventType = state.answers.type.toLowerCase();
    return {
      state: { ...state, stage: "addToQuote", recommendations },
      messages: [
        {
          text: `Thanks! For your ${eventType} with ${size} people and ${audioLabel(state.answers.audioType)}, I recommend:`,
          recommendations,
        },
        { text: "Would you like me to add all of these to your quote?" },
      ],
      delay: "recommend",
    };
  }
  return {
    state: { ...state, stage: "contact", recommendations },
    messages: [
      {
        text: `I couldn't find a ready-made match for ${size} people in our catalogue, but our team can put together a custom setup for you. Leave your details and we'll be in touch.`,
      },
      { text: CONTACT_PROMPTS.name },
    ],
    delay: "recommend",
  };
}

function answerQuestion(state: AssistantState, reply: string, catalogue: AssistantCatalogue): AssistantStep {
  const { answers } = state;
  switch (state.question) {
    case 0:
      return {
        state: { ...state, question: 1, answers: { ...answers, type: reply } },
        messages: [{ text: ASSISTANT_QUESTIONS[1] }],
        delay: "answer",
      };
    case 1: {
      const size = firstNumber(reply);
      // No number (or zero): ask again, with a hint, without moving on.
      if (size === null || size < 1) return { state, messages: [{ text: ATTENDEE_HINT }], delay: "answer" };
      return {
        state: { ...state, question: 2, answers: { ...answers, size } },
        messages: [{ text: ASSISTANT_QUESTIONS[2] }],
        delay: "answer",
      };
    }
    case 2:
      return {
        state: { ...state, question: 3, answers: { ...answers, audioType: audioTypeFrom(reply) } },
        messages: [{ text: ASSISTANT_QUESTIONS[3] }],
        delay: "answer",
      };
    case 3:
      return afterQuestions({ ...state, answers: { ...answers, specificRequirements: reply } }, catalogue);
  }
}

/** Asks for the next missing contact detail, or submits when all are in. */
function continueContact(state: AssistantState, prefix?: string): AssistantStep {
  const next = nextContactField(state.contact);
  if (next === null) return { state, messages: [], delay: "none", submit: true };
  const prompt = CONTACT_PROMPTS[next];
  return { state, messages: [{ text: prefix ? `${prefix} ${prompt}` : prompt }], delay: "answer" };
}

function answerContact(state: AssistantState, reply: string): AssistantStep {
  const field = nextContactField(state.contact);
  if (field === null) return continueContact(state);
  if (field === "name") {
    // A name is accepted when none is stored yet.
    const name = reply.replace(/\s+/g, " ");
    const first = splitFullName(name).name;
    return continueContact({ ...state, contact: { ...state.contact, name } }, `Thanks, ${first}!`);
  }
  if (field === "email") {
    if (!isRecognisedEmail(reply)) return { state, messages: [{ text: CONTACT_HINTS.email }], delay: "answer" };
    return continueContact({ ...state, contact: { ...state.contact, email: reply } });
  }
  if (!isRecognisedPhone(reply)) return { state, messages: [{ text: CONTACT_HINTS.phone }], delay: "answer" };
  return continueContact({ ...state, contact: { ...state.contact, phone: compactPhone(reply) } });
}

const YES = /^(?:y|yes|yeah|yep|sure|ok|okay|please|add(?: (?:them|all|it|to (?:my )?quote))?)\b/;
const NO = /^(?:n|no|nope|no thanks|not now)\b/;

/**
 * The assistant's answer to one reply of the visitor (already trimmed; a blank
 * reply changes nothing). While recommendations wait for a choice, 'yes' adds
 * them and 'no' declines, as the buttons do.
 */
export function assistantReply(state: AssistantState, input: string, catalogue: AssistantCatalogue): AssistantStep {
  const reply = input.trim().slice(0, ASSISTANT_INPUT_MAX);
  if (reply === "") return { state, messages: [], delay: "none" };
  switch (state.stage) {
    case "questioning":
      return answerQuestion(state, reply, catalogue);
    case "addToQuote": {
      const lower = reply.toLowerCase();
      if (YES.test(lower)) return { ...acceptRecommendations(state), delay: "answer" };
      if (NO.test(lower)) return { ...declineRecommendations(state), delay: "answer" };
      return { state, messages: [{ text: RECOMMENDATION_CHOICE_HINT }], delay: "answer" };
    }
    case "contact":
      return answerContact(state, reply);
    case "complete":
      return { state, messages: [], delay: "none" };
  }
}

/** Add to Quote: every recommended item goes on the quote and the chat is complete. */
export function acceptRecommendations(state: AssistantState): AssistantStep {
  if (state.stage !== "addToQuote") return { state, messages: [], delay: "none" };
  const count = state.recommendations.length;
  return {
    state: { ...state, stage: "complete" },
    messages: [
      {
        text: `Done! I've added ${count === 1 ? "the recommended item" : `all ${count} recommended items`} to your quote. Open your quote to adjust quantities and send it to us.`,
      },
    ],
    delay: "none",
    addToQuote: state.recommendations,
  };
}

/** No Thanks: the chat is complete without touching the quote. */
export function declineRecommendations(state: AssistantState): AssistantStep {
  if (state.stage !== "addToQuote") return { state, messages: [], delay: "none" };
  return {
    state: { ...state, stage: "complete" },
    messages: [{ text: "No problem. You can browse the catalogue below, or start a new recommendation at any time." }],
    delay: "none",
  };
}
