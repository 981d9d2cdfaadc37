// The equipment recommendation assistant on the catalogue landing: a chat
// that runs the conversation of ~/lib/assistant with the spec's thinking
// delays, adds what it recommends to the quote (the page's quote store) and,
// when nothing matches, sends the visitor's details as a lead. The server
// renders the opening messages with the input disabled; it opens once the
// island is hydrated. Without script the panel says so and offers the
// call-back and contact pages instead.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { PrivacyNote } from "#app/ui/forms/form-extras.tsx";
import { Button } from "#app/ui/button.tsx";
import { callBackLink } from "#app/features/site/index.ts";
import {
  type AssistantCatalogue,
  type AssistantState,
  type AssistantStep,
  type BotMessage,
  type Recommendation,
  acceptRecommendations,
  assistantOpening,
  assistantReply,
  declineRecommendations,
  initialAssistantState,
  nextContactField,
} from "#app/features/assistant/assistant.ts";
import { assistantLeadPayload, assistantSubmissionStep } from "#app/features/assistant/assistant-lead.ts";
import { assistantQuoteNumber } from "#app/features/assistant/assistant-reading.ts";
import {
  ASSISTANT_DELAYS,
  ASSISTANT_ERROR_MESSAGE,
  ASSISTANT_INPUT_MAX,
  ASSISTANT_PLACEHOLDERS,
} from "#app/features/assistant/assistant-copy.ts";
import { cn } from "#app/ui/cn.ts";
import { storedVisitSource, submitLead, VISIT_SOURCE_FIELD } from "#app/features/leads/index.ts";
import { type CatalogueRecord, displayPrice, formatPrice, isHourly, quoteActions } from "#app/features/quotes/index.ts";
import { resolveReferrer } from "#app/platform/http/referrer.ts";
import { DEFAULT_RETENTION, formPrivacyNotice, type RetentionPolicy } from "#app/features/privacy/index.ts";
import { newSubmissionKey } from "#app/platform/forms/submission-key.ts";
import { island } from "#app/platform/islands/island.tsx";
import { notify } from "#app/ui/toast/toast.ts";
import { useHydrated } from "#app/platform/islands/use-hydrated.ts";

export type EquipmentAssistantProps = {
  /** What the rules recommend from: assistantCatalogueData of the site's catalogue. */
  catalogue: AssistantCatalogue;
  /** Thinking delays; the spec's 1 s and 1.5 s by default (tests pass 0). */
  delays?: { answerMs: number; recommendMs: number };
  /** The retention periods the notice quotes while the assistant asks for contact details (the root loader's). */
  retention?: RetentionPolicy;
};

type FocusTarget = "input" | "actions" | "restart";

interface ChatMessage extends BotMessage {
  key: number;
  from: "bot" | "user";
}

/** What the input is asking for in the contact step, for autofill and the on-screen keyboard. */
const CONTACT_INPUT = {
  name: { autoComplete: "name", inputMode: "text" },
  email: { autoComplete: "email", inputMode: "email" },
  phone: { autoComplete: "tel", inputMode: "tel" },
} as const;
const ANSWER_INPUT = { autoComplete: "off", inputMode: "text" } as const;

// One assistant per page (the catalogue landing), so its ids are fixed: ids
// made with useId would differ between the page's render and the island's.
const HEADING_ID = "equipment-assistant-heading";
const INPUT_ID = "equipment-assistant-answer";

function RecommendationList({ recommendations }: { recommendations: readonly Recommendation[] }) {
  return (
    <ul className="mt-2 space-y-1.5">
      {recommendations.map(({ kind, record }) => (
        <li
          key={`${kind}-${record.id}`}
          className="flex flex-wrap items-baseline justify-between gap-x-4 rounded-lg bg-white px-3 py-2"
        >
          <span className="font-semibold text-navy">{record.name}</span>
          <span className="whitespace-nowrap text-muted">
            {formatPrice(displayPrice(kind, record as CatalogueRecord), isHourly(kind, record as CatalogueRecord))}
          </span>
        </li>
      ))}
    </ul>
  );
}

function ChatBubble({ message }: { message: ChatMessage }) {
  const fromUser = message.from === "user";
  return (
    <div
      className={cn(
        "max-w-[85%] rounded-2xl px-4 py-2.5 text-sm leading-relaxed sm:text-base",
        fromUser ? "ml-auto rounded-br-sm bg-brand text-white" : "mr-auto rounded-bl-sm bg-lavender text-ink",
      )}
    >
      <span className="sr-only">{fromUser ? "You: " : "Assistant: "}</span>
      <span>{message.text}</span>
      {message.recommendations && message.recommendations.length > 0 ? (
        <RecommendationList recommendations={message.recommendations} />
      ) : null}
    </div>
  );
}

function ThinkingIndicator() {
  return (
    <span className="inline-flex items-center gap-2">
      <span aria-hidden="true" className="inline-flex gap-1">
        <span className="size-1.5 rounded-full bg-brand motion-safe:animate-bounce motion-safe:[animation-delay:-0.3s]" />
        <span className="size-1.5 rounded-full bg-brand motion-safe:animate-bounce motion-safe:[animation-delay:-0.15s]" />
        <span className="size-1.5 rounded-full bg-brand motion-safe:animate-bounce" />
      </span>
      Thinking...
    </span>
  );
}

function openingMessages(): ChatMessage[] {
  return assistantOpening().map((message, index) => ({ ...message, key: index, from: "bot" }));
}

export default function EquipmentAssistant({
  catalogue,
  delays = ASSISTANT_DELAYS,
  retention = DEFAULT_RETENTION,
}: EquipmentAssistantProps) {
  const hydrated = useHydrated();
  const [conversation, setConversation] = useState<AssistantState>(initialAssistantState);
  const [messages, setMessages] = useState<ChatMessage[]>(openingMessages);
  const [thinking, setThinking] = useState(false);
  const [answer, setAnswer] = useState("");
  /** Where focus goes once the next render is on screen (a new object each time, so a repeat still moves it). */
  const [focusRequest, setFocusRequest] = useState<{ target: FocusTarget } | null>(null);

  const logRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const acceptRef = useRef<HTMLButtonElement>(null);
  const restartRef = useRef<HTMLButtonElement>(null);
  const nextKey = useRef(messages.length);
  /** Bumped on restart and unmount, so late timers and responses are ignored. */
  const generation = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  /** The quote number and idempotency key of the lead being sent; kept for retries. */
  const submission = useRef<{ quoteNumber: string; key: string } | null>(null);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      generation.current += 1;
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  // Keep the newest message in view.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages]);

  useEffect(() => {
    if (!focusRequest || thinking) return;
    const target = { input: inputRef, actions: acceptRef, restart: restartRef }[focusRequest.target].current;
    target?.focus();
  }, [focusRequest, thinking]);

  const complete = conversation.stage === "complete";
  const inputDisabled = !hydrated || thinking || complete;
  const contactField = conversation.stage === "contact" ? nextContactField(conversation.contact) : null;
  const inputHints = contactField ? CONTACT_INPUT[contactField] : ANSWER_INPUT;

  function append(from: ChatMessage["from"], added: readonly BotMessage[]) {
    if (added.length === 0) return;
    const keyed = added.map((message) => ({ ...message, from, key: nextKey.current++ }));
    setMessages((current) => [...current, ...keyed]);
  }

  /** Shows a step's outcome: its state, its messages, and what it adds to the quote. */
  function finish(step: AssistantStep) {
    setConversation(step.state);
    setThinking(false);
    append("bot", step.messages);
    if (step.addToQuote) {
      // The quote keeps the record it is given as the line's source: here, the fields the page sent.
      quoteActions.addMany(step.addToQuote.map(({ kind, record }) => ({ kind, record: record as CatalogueRecord })));
    }
    const stage = step.state.stage;
    setFocusRequest({ target: stage === "addToQuote" ? "actions" : stage === "complete" ? "restart" : "input" });
  }

  async function submitContact(state: AssistantState) {
    const run = generation.current;
    setThinking(true);
    submission.current ??= {
      quoteNumber: assistantQuoteNumber(Date.now()),
      key: `assistant-${newSubmissionKey()}`,
    };
    const { quoteNumber, key } = submission.current;
    const referrer = resolveReferrer(null, document.referrer, window.location.href);
    const payload = assistantLeadPayload(state.answers, state.contact, quoteNumber, new Date(), referrer);
    // Where the visit came from travels beside the spec's payload, for sales' reporting (decision 036).
    const result = await submitLead(
      { ...payload, [VISIT_SOURCE_FIELD]: storedVisitSource() },
      { kind: "request", idempotencyKey: key },
    );
    if (run !== generation.current) return;
    finish(assistantSubmissionStep(state, result, quoteNumber));
    if (result.success) {
      submission.current = null;
      notify({ title: "Request Submitted", description: "We'll call you back shortly!", variant: "success" });
    } else {
      notify({ title: "Submission Error", description: ASSISTANT_ERROR_MESSAGE, variant: "destructive" });
    }
  }

  function run(step: AssistantStep) {
    if (step.submit) {
      setConversation(step.state);
      append("bot", step.messages);
      void submitContact(step.state);
      return;
    }
    if (step.delay === "none") {
      finish(step);
      return;
    }
    setThinking(true);
    const current = generation.current;
    const timer = setTimeout(
      () => {
        timers.current.delete(timer);
        if (current === generation.current) finish(step);
      },
      step.delay === "recommend" ? delays.recommendMs : delays.answerMs,
    );
    timers.current.add(timer);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (thinking || complete) return;
    const text = answer.trim();
    if (text === "") {
      inputRef.current?.focus();
      return;
    }
    append("user", [{ text }]);
    setAnswer("");
    run(assistantReply(conversation, text, catalogue));
  }

  function restart() {
    generation.current += 1;
    for (const timer of timers.current) clearTimeout(timer);
    timers.current.clear();
    submission.current = null;
    setConversation(initialAssistantState());
    setThinking(false);
    setMessages(assistantOpening().map((message) => ({ ...message, from: "bot", key: nextKey.current++ })));
    setAnswer("");
    setFocusRequest({ target: "input" });
  }

  return (
    <section aria-labelledby={HEADING_ID} className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6">
      <h2 id={HEADING_ID} className="text-2xl font-bold text-navy">
        Equipment Assistant
      </h2>
      <p className="mt-1 text-muted">
        Not sure what to hire? Tell us about your event and we'll recommend equipment from our catalogue.
      </p>

      <div
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-label="Equipment assistant conversation"
        // A scrolling region must take focus so keyboard users can scroll it.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="mt-4 flex max-h-[28rem] min-h-48 flex-col gap-3 overflow-y-auto rounded-xl border border-line p-3 sm:p-4"
      >
        {messages.map((message) => (
          <ChatBubble key={message.key} message={message} />
        ))}
      </div>

      <noscript>
        <p className="mt-3 rounded-xl bg-amber-light p-4 text-ink">
          The equipment assistant needs JavaScript in your browser. You can still{" "}
          <a href={callBackLink.to} className="font-semibold text-navy underline">
            request a call back
          </a>{" "}
          or{" "}
          <a href="/contact" className="font-semibold text-navy underline">
            contact us
          </a>{" "}
          and we'll recommend the right equipment for your event.
        </p>
      </noscript>

      <div role="status" className="mt-2 min-h-6 text-sm text-muted">
        {thinking ? <ThinkingIndicator /> : null}
      </div>

      {conversation.stage === "addToQuote" && !thinking ? (
        <div className="mt-3 flex flex-wrap gap-3">
          <Button
            ref={acceptRef}
            type="button"
            variant="brand"
            onClick={() => finish(acceptRecommendations(conversation))}
          >
            Add to Quote
          </Button>
          <Button type="button" variant="outline" onClick={() => finish(declineRecommendations(conversation))}>
            No Thanks
          </Button>
        </div>
      ) : null}

      {complete ? (
        <div className="mt-3">
          <Button ref={restartRef} type="button" variant="outline" onClick={restart}>
            Start New Recommendation
          </Button>
        </div>
      ) : null}

      <form className="mt-4 flex gap-2" onSubmit={onSubmit}>
        <label htmlFor={INPUT_ID} className="sr-only">
          Your answer
        </label>
        {/* Disabled until the island runs: without it there is no one to answer. */}
        <input
          ref={inputRef}
          id={INPUT_ID}
          type="text"
          name="answer"
          value={answer}
          onChange={(event) => setAnswer(event.target.value)}
          disabled={inputDisabled}
          maxLength={ASSISTANT_INPUT_MAX}
          autoComplete={inputHints.autoComplete}
          inputMode={inputHints.inputMode}
          aria-describedby={contactField ? "assistant-privacy-note" : undefined}
          placeholder={complete ? ASSISTANT_PLACEHOLDERS.complete : ASSISTANT_PLACEHOLDERS.open}
          className="h-11 min-w-0 flex-1 rounded-lg border border-line bg-white px-3 text-ink placeholder:text-muted disabled:cursor-not-allowed disabled:bg-lavender/60"
        />
        <Button type="submit" variant="brand" disabled={inputDisabled}>
          Send
        </Button>
      </form>
      {contactField ? (
        <PrivacyNote
          id="assistant-privacy-note"
          className="mt-2 text-sm text-muted"
          notice={formPrivacyNotice("assistant", retention)}
        />
      ) : null}
    </section>
  );
}

/** Hydrated as it nears the viewport: it sits below the catalogue's sections. */
export const EquipmentAssistantIsland = island("equipment-assistant", EquipmentAssistant, { hydrate: "visible" });
