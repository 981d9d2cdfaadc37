// The equipment recommendation assistant on the catalogue landing, without
// React: it takes over the panel the server rendered (EquipmentAssistantPanel),
// reads the catalogue data block, and runs the conversation of ~/lib/assistant:
// the thinking delays, focus, the quote and the leads call. Messages are cloned
// from the panel's templates and filled with textContent.
import {
  ASSISTANT_DELAYS,
  ASSISTANT_ERROR_MESSAGE,
  ASSISTANT_PLACEHOLDERS,
  type AssistantCatalogue,
  type AssistantState,
  type AssistantStep,
  type BotMessage,
  type Recommendation,
  acceptRecommendations,
  assistantLeadPayload,
  assistantOpening,
  assistantQuoteNumber,
  assistantReply,
  assistantSubmissionStep,
  declineRecommendations,
  initialAssistantState,
  nextContactField,
} from "~/lib/assistant";
import { submitLead } from "~/lib/leads-client";
import { type CatalogueRecord, displayPrice, formatPrice, isHourly } from "~/lib/quote";
import { resolveReferrer } from "~/lib/referrer";
import { newSubmissionKey } from "~/lib/submission-key";
import { quoteActions } from "./quote-store";
import { notify } from "./toasts";

export interface AssistantDelays {
  answerMs: number;
  recommendMs: number;
}

export interface AssistantOptions {
  /** Thinking delays; the spec's 1 s and 1.5 s by default (tests pass 0). */
  delays?: AssistantDelays;
}

type FocusTarget = "input" | "actions" | "restart";

/** What the input is asking for in the contact step, for autofill and the on-screen keyboard. */
const CONTACT_INPUT = {
  name: { autocomplete: "name", inputMode: "text" },
  email: { autocomplete: "email", inputMode: "email" },
  phone: { autocomplete: "tel", inputMode: "tel" },
} as const;
const ANSWER_INPUT = { autocomplete: "off", inputMode: "text" } as const;

function isRecordList(value: unknown): value is { id: string; name: string }[] {
  return (
    Array.isArray(value) &&
    value.every((entry) => typeof entry === "object" && entry !== null && typeof entry.id === "string")
  );
}

/** The catalogue the page sent in its data block, or null when it is missing or unreadable. */
function readAssistantCatalogue(root: ParentNode): AssistantCatalogue | null {
  const block = root.querySelector("script[data-assistant-catalogue]");
  try {
    const data = JSON.parse(block?.textContent ?? "") as Partial<Record<keyof AssistantCatalogue, unknown>>;
    if (isRecordList(data.bundles) && isRecordList(data.products) && isRecordList(data.personnel)) {
      return data as AssistantCatalogue;
    }
  } catch {
    // Unreadable: the caller reports it.
  }
  return null;
}

function cloneTemplate(root: ParentNode, name: string): HTMLElement | null {
  const template = root.querySelector<HTMLTemplateElement>(`template[data-assistant-template="${name}"]`);
  const element = template?.content.firstElementChild?.cloneNode(true);
  return element instanceof HTMLElement ? element : null;
}

/** The panel's parts the script works with, or null when the markup is not the panel's. */
function findParts(root: HTMLElement) {
  const form = root.querySelector<HTMLFormElement>("form[data-assistant-form]");
  const parts = {
    log: root.querySelector<HTMLElement>("[data-assistant-log]"),
    status: root.querySelector<HTMLElement>("[data-assistant-status]"),
    offer: root.querySelector<HTMLElement>("[data-assistant-offer]"),
    acceptButton: root.querySelector<HTMLButtonElement>("[data-assistant-accept]"),
    declineButton: root.querySelector<HTMLButtonElement>("[data-assistant-decline]"),
    completeArea: root.querySelector<HTMLElement>("[data-assistant-complete]"),
    restartButton: root.querySelector<HTMLButtonElement>("[data-assistant-restart]"),
    form,
    input: form?.querySelector<HTMLInputElement>("input") ?? null,
    sendButton: form?.querySelector<HTMLButtonElement>("button[type=submit]") ?? null,
  };
  for (const part of Object.values(parts)) if (!part) return null;
  return parts as { [Name in keyof typeof parts]: NonNullable<(typeof parts)[Name]> };
}

export function enhanceEquipmentAssistant(root: HTMLElement, options: AssistantOptions = {}) {
  const delays = options.delays ?? ASSISTANT_DELAYS;
  const parts = findParts(root);
  if (!parts) return;
  const catalogue = readAssistantCatalogue(root);
  if (!catalogue) {
    console.error("Equipment assistant: the catalogue data block is missing or unreadable");
    return;
  }
  const { log, status, offer, acceptButton, declineButton, completeArea, restartButton, form, input, sendButton } =
    parts;

  let conversation: AssistantState = initialAssistantState();
  let thinking = false;
  /** Bumped on restart so late timers and responses are ignored. */
  let generation = 0;
  const timers = new Set<ReturnType<typeof setTimeout>>();
  /** The quote number and idempotency key of the lead being sent; kept for retries. */
  let submission: { quoteNumber: string; key: string } | null = null;

  /** Puts the controls in step with the conversation, then moves focus if the visitor's action asks for it. */
  function update(focus: FocusTarget | null = null) {
    const complete = conversation.stage === "complete";
    const inputDisabled = thinking || complete;
    input.disabled = inputDisabled;
    sendButton.disabled = inputDisabled;
    input.placeholder = complete ? ASSISTANT_PLACEHOLDERS.complete : ASSISTANT_PLACEHOLDERS.open;
    const field = conversation.stage === "contact" ? nextContactField(conversation.contact) : null;
    const hints = field ? CONTACT_INPUT[field] : ANSWER_INPUT;
    input.autocomplete = hints.autocomplete;
    input.inputMode = hints.inputMode;
    offer.hidden = !(conversation.stage === "addToQuote" && !thinking);
    completeArea.hidden = !complete;

    const indicator = status.firstElementChild;
    if (thinking && !indicator) {
      const thinkingContent = cloneTemplate(root, "thinking");
      if (thinkingContent) status.replaceChildren(thinkingContent);
    } else if (!thinking && indicator) {
      status.replaceChildren();
    }

    if (focus === null || thinking) return;
    const target = focus === "actions" ? acceptButton : focus === "restart" ? restartButton : input;
    target.focus();
  }

  function recommendationList(recommendations: readonly Recommendation[]): HTMLElement | null {
    const list = cloneTemplate(root, "recommendations");
    const row = list?.firstElementChild;
    if (!list || !row) return null;
    row.remove();
    for (const { kind, record } of recommendations) {
      const item = row.cloneNode(true) as HTMLElement;
      const name = item.querySelector("[data-recommendation-name]");
      const price = item.querySelector("[data-recommendation-price]");
      if (name) name.textContent = record.name;
      if (price)
        price.textContent = formatPrice(
          displayPrice(kind, record as CatalogueRecord),
          isHourly(kind, record as CatalogueRecord),
        );
      list.append(item);
    }
    return list;
  }

  function append(from: "bot" | "user", messages: readonly BotMessage[]) {
    for (const message of messages) {
      const bubble = cloneTemplate(root, from);
      if (!bubble) continue;
      const text = bubble.querySelector("[data-message-text]");
      if (text) text.textContent = message.text;
      if (message.recommendations && message.recommendations.length > 0) {
        const list = recommendationList(message.recommendations);
        if (list) bubble.append(list);
      }
      log.append(bubble);
    }
    // Keep the newest message in view.
    log.scrollTop = log.scrollHeight;
  }

  /** Shows a step's outcome: its state, its messages, and what it adds to the quote. */
  function finish(step: AssistantStep) {
    conversation = step.state;
    thinking = false;
    append("bot", step.messages);
    if (step.addToQuote) {
      // The quote keeps the record it is given as the line's source: here, the fields the page sent.
      quoteActions.addMany(step.addToQuote.map(({ kind, record }) => ({ kind, record: record as CatalogueRecord })));
    }
    update(step.state.stage === "addToQuote" ? "actions" : step.state.stage === "complete" ? "restart" : "input");
  }

  async function submitContact(state: AssistantState) {
    const run = generation;
    thinking = true;
    update();
    submission ??= { quoteNumber: assistantQuoteNumber(Date.now()), key: `assistant-${newSubmissionKey()}` };
    const { quoteNumber, key } = submission;
    const referrer = resolveReferrer(null, document.referrer, window.location.href);
    const payload = assistantLeadPayload(state.answers, state.contact, quoteNumber, new Date(), referrer);
    const result = await submitLead(payload, { kind: "request", idempotencyKey: key });
    if (run !== generation) return;
    finish(assistantSubmissionStep(state, result, quoteNumber));
    if (result.success) {
      submission = null;
      notify({ title: "Request Submitted", description: "We'll call you back shortly!", variant: "success" });
    } else {
      notify({ title: "Submission Error", description: ASSISTANT_ERROR_MESSAGE, variant: "destructive" });
    }
  }

  function run(step: AssistantStep) {
    if (step.submit) {
      conversation = step.state;
      append("bot", step.messages);
      void submitContact(step.state);
      return;
    }
    if (step.delay === "none") {
      finish(step);
      return;
    }
    thinking = true;
    update();
    const current = generation;
    const timer = setTimeout(
      () => {
        timers.delete(timer);
        if (current === generation) finish(step);
      },
      step.delay === "recommend" ? delays.recommendMs : delays.answerMs,
    );
    timers.add(timer);
  }

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (thinking || conversation.stage === "complete") return;
    const text = input.value.trim();
    if (text === "") {
      input.focus();
      return;
    }
    append("user", [{ text }]);
    input.value = "";
    run(assistantReply(conversation, text, catalogue));
  });

  acceptButton.addEventListener("click", () => finish(acceptRecommendations(conversation)));
  declineButton.addEventListener("click", () => finish(declineRecommendations(conversation)));

  restartButton.addEventListener("click", () => {
    generation += 1;
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    submission = null;
    conversation = initialAssistantState();
    thinking = false;
    log.replaceChildren();
    append("bot", assistantOpening());
    input.value = "";
    update("input");
  });

  root.dataset.enhanced = "";
  update();
}

export function enhanceEquipmentAssistants(scope: ParentNode = document, options: AssistantOptions = {}) {
  for (const root of scope.querySelectorAll<HTMLElement>("[data-equipment-assistant]:not([data-enhanced])")) {
    enhanceEquipmentAssistant(root, options);
  }
}
