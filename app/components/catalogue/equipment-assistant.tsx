// The equipment recommendation assistant on the catalogue landing: a chat that
// asks four questions, recommends catalogue items (Add to Quote / No Thanks)
// or, when nothing matches, takes the visitor's details as a lead. The rules
// live in ~/lib/assistant; this component does the timing, focus, the quote
// and the leads call.
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useQuote } from "~/components/quote/quote-provider";
import { Button } from "~/components/ui/button";
import { notify } from "~/enhance/toasts";
import { bundles, personnel, products } from "~/content/catalogue";
import {
  ASSISTANT_DELAYS,
  ASSISTANT_ERROR_MESSAGE,
  ASSISTANT_INPUT_MAX,
  type AssistantCatalogue,
  type AssistantState,
  type AssistantStep,
  type BotMessage,
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
import { cn } from "~/lib/cn";
import { resolveReferrer } from "~/lib/referrer";
import { submitLead } from "~/lib/leads-client";
import { displayPrice, formatPrice, isHourly } from "~/lib/quote";
import { newSubmissionKey } from "~/lib/submission-key";

const DEFAULT_CATALOGUE: AssistantCatalogue = { bundles, products, personnel };

interface ChatMessage extends BotMessage {
  id: number;
  from: "bot" | "user";
}

export interface AssistantDelays {
  answerMs: number;
  recommendMs: number;
}

export interface EquipmentAssistantProps {
  /** Thinking delays; the spec's 1 s and 1.5 s by default (tests pass 0). */
  delays?: AssistantDelays;
  /** The catalogue to recommend from; the site's catalogue by default. */
  catalogue?: AssistantCatalogue;
  className?: string;
}

type FocusTarget = "input" | "actions" | "restart";

function openingMessages(): ChatMessage[] {
  return assistantOpening().map((message, index) => ({ ...message, id: index, from: "bot" }));
}

function newAssistantKey(): string {
  return `assistant-${newSubmissionKey()}`;
}

/** What the input is asking for in the contact step, for autofill and the on-screen keyboard. */
const CONTACT_INPUT = {
  name: { autoComplete: "name", inputMode: "text" },
  email: { autoComplete: "email", inputMode: "email" },
  phone: { autoComplete: "tel", inputMode: "tel" },
} as const;

export function EquipmentAssistant({ delays = ASSISTANT_DELAYS, catalogue = DEFAULT_CATALOGUE, className }: EquipmentAssistantProps) {
  const quote = useQuote();
  const [conversation, setConversation] = useState<AssistantState>(initialAssistantState);
  const [messages, setMessages] = useState<ChatMessage[]>(openingMessages);
  const [thinking, setThinking] = useState(false);
  const [draft, setDraft] = useState("");

  const headingId = useId();
  const inputId = useId();
  const logRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const actionRef = useRef<HTMLButtonElement>(null);
  const restartRef = useRef<HTMLButtonElement>(null);

  const nextMessageId = useRef(messages.length);
  /** Bumped on reset and unmount so late timers and responses are ignored. */
  const generation = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  /** The quote number and idempotency key of the lead being sent; kept for retries. */
  const submission = useRef<{ quoteNumber: string; key: string } | null>(null);
  /** Where focus goes after the next render; only set by the visitor's actions. */
  const pendingFocus = useRef<FocusTarget | null>(null);

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

  // Move focus once the controls it belongs to are enabled and rendered.
  useEffect(() => {
    const target = pendingFocus.current;
    if (target === null || thinking) return;
    pendingFocus.current = null;
    const element = target === "actions" ? actionRef.current : target === "restart" ? restartRef.current : inputRef.current;
    element?.focus();
  });

  function append(from: ChatMessage["from"], list: readonly BotMessage[]) {
    if (list.length === 0) return;
    const added = list.map((message) => ({ ...message, from, id: nextMessageId.current++ }));
    setMessages((current) => [...current, ...added]);
  }

  /** Shows a step's outcome: its state, its messages, and what it adds to the quote. */
  function finish(step: AssistantStep) {
    setConversation(step.state);
    append("bot", step.messages);
    if (step.addToQuote) quote.addMany(step.addToQuote);
    pendingFocus.current =
      step.state.stage === "addToQuote" ? "actions" : step.state.stage === "complete" ? "restart" : "input";
  }

  async function submitContact(state: AssistantState) {
    const run = generation.current;
    setThinking(true);
    submission.current ??= { quoteNumber: assistantQuoteNumber(Date.now()), key: newAssistantKey() };
    const { quoteNumber, key } = submission.current;
    const referrer = resolveReferrer(null, document.referrer, window.location.href);
    const payload = assistantLeadPayload(state.answers, state.contact, quoteNumber, new Date(), referrer);
    const result = await submitLead(payload, { kind: "request", idempotencyKey: key });
    if (run !== generation.current) return;
    finish(assistantSubmissionStep(state, result, quoteNumber));
    setThinking(false);
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
        if (current !== generation.current) return;
        finish(step);
        setThinking(false);
      },
      step.delay === "recommend" ? delays.recommendMs : delays.answerMs,
    );
    timers.current.add(timer);
  }

  const complete = conversation.stage === "complete";
  const inputDisabled = thinking || complete;

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inputDisabled) return;
    const text = draft.trim();
    if (text === "") {
      inputRef.current?.focus();
      return;
    }
    append("user", [{ text }]);
    setDraft("");
    pendingFocus.current = "input";
    run(assistantReply(conversation, text, catalogue));
  }

  function restart() {
    generation.current += 1;
    for (const timer of timers.current) clearTimeout(timer);
    timers.current.clear();
    submission.current = null;
    const opening = assistantOpening().map((message) => ({ ...message, from: "bot" as const, id: nextMessageId.current++ }));
    setConversation(initialAssistantState());
    setMessages(opening);
    setThinking(false);
    setDraft("");
    pendingFocus.current = "input";
  }

  const contactField = conversation.stage === "contact" ? nextContactField(conversation.contact) : null;
  const inputHints = contactField ? CONTACT_INPUT[contactField] : { autoComplete: "off", inputMode: "text" as const };
  const offering = conversation.stage === "addToQuote" && !thinking;

  return (
    <section aria-labelledby={headingId} className={cn("rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6", className)}>
      <h2 id={headingId} className="text-2xl font-bold text-navy">
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
        tabIndex={0}
        className="mt-4 flex max-h-[28rem] min-h-48 flex-col gap-3 overflow-y-auto rounded-xl border border-line p-3 sm:p-4"
      >
        {messages.map((message) => (
          <div
            key={message.id}
            className={cn(
              "max-w-[85%] rounded-2xl px-4 py-2.5 text-sm leading-relaxed sm:text-base",
              message.from === "user" ? "ml-auto rounded-br-sm bg-brand text-white" : "mr-auto rounded-bl-sm bg-lavender text-ink",
            )}
          >
            <span className="sr-only">{message.from === "user" ? "You: " : "Assistant: "}</span>
            {message.text}
            {message.recommendations && message.recommendations.length > 0 ? (
              <ul className="mt-2 space-y-1.5">
                {message.recommendations.map(({ kind, record }) => (
                  <li
                    key={`${kind}-${record.id}`}
                    className="flex flex-wrap items-baseline justify-between gap-x-4 rounded-lg bg-white px-3 py-2"
                  >
                    <span className="font-semibold text-navy">{record.name}</span>
                    <span className="whitespace-nowrap text-muted">
                      {formatPrice(displayPrice(kind, record), isHourly(kind, record))}
                    </span>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ))}
      </div>

      <div role="status" className="mt-2 min-h-6 text-sm text-muted">
        {thinking ? (
          <span className="inline-flex items-center gap-2">
            <span aria-hidden="true" className="inline-flex gap-1">
              <span className="size-1.5 rounded-full bg-brand motion-safe:animate-bounce motion-safe:[animation-delay:-0.3s]" />
              <span className="size-1.5 rounded-full bg-brand motion-safe:animate-bounce motion-safe:[animation-delay:-0.15s]" />
              <span className="size-1.5 rounded-full bg-brand motion-safe:animate-bounce" />
            </span>
            Thinking...
          </span>
        ) : null}
      </div>

      {offering ? (
        <div className="mt-3 flex flex-wrap gap-3">
          <Button ref={actionRef} type="button" variant="brand" onClick={() => finish(acceptRecommendations(conversation))}>
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

      <form onSubmit={send} className="mt-4 flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          Your answer
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          disabled={inputDisabled}
          maxLength={ASSISTANT_INPUT_MAX}
          autoComplete={inputHints.autoComplete}
          inputMode={inputHints.inputMode}
          placeholder={complete ? "Start a new recommendation to ask again" : "Type your answer..."}
          className="h-11 min-w-0 flex-1 rounded-lg border border-line bg-white px-3 text-ink placeholder:text-muted disabled:cursor-not-allowed disabled:bg-lavender/60"
        />
        <Button type="submit" variant="brand" disabled={inputDisabled}>
          Send
        </Button>
      </form>
    </section>
  );
}
