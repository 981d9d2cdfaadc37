// The equipment assistant's pieces on screen: the conversation's bubbles,
// the thinking indicator, the no-script notice, the choice on a
// recommendation and the answer form. The island puts them together.
import type { FormEvent, ReactNode, Ref } from "react";
import { PrivacyNote } from "#app/ui/forms/form-extras.tsx";
import { Button } from "#app/ui/button.tsx";
import { callBackLink } from "#app/features/site/index.ts";
import type { BotMessage, Recommendation } from "#app/features/assistant/assistant.ts";
import { ASSISTANT_INPUT_MAX, ASSISTANT_PLACEHOLDERS } from "#app/features/assistant/assistant-copy.ts";
import { cn } from "#app/ui/cn.ts";
import { type CatalogueRecord, displayPrice, formatPrice, isHourly } from "#app/features/quotes/index.ts";
import { formPrivacyNotice, type RetentionPolicy } from "#app/features/privacy/index.ts";

export interface ChatMessage extends BotMessage {
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
type ContactField = keyof typeof CONTACT_INPUT;

// One assistant per page (the catalogue landing), so its ids are fixed: ids
// made with useId would differ between the page's render and the island's.
const HEADING_ID = "equipment-assistant-heading";
const INPUT_ID = "equipment-assistant-answer";
const PRIVACY_NOTE_ID = "assistant-privacy-note";

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

export function ChatLog({ logRef, messages }: { logRef: Ref<HTMLDivElement>; messages: readonly ChatMessage[] }) {
  return (
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
  );
}

export function AssistantNoScript() {
  return (
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

export function ThinkingStatus({ thinking }: { thinking: boolean }) {
  return (
    <div role="status" className="mt-2 min-h-6 text-sm text-muted">
      {thinking ? <ThinkingIndicator /> : null}
    </div>
  );
}

export function RecommendationChoice({
  acceptRef,
  onAccept,
  onDecline,
}: {
  acceptRef: Ref<HTMLButtonElement>;
  onAccept: () => void;
  onDecline: () => void;
}) {
  return (
    <div className="mt-3 flex flex-wrap gap-3">
      <Button ref={acceptRef} type="button" variant="brand" onClick={onAccept}>
        Add to Quote
      </Button>
      <Button type="button" variant="outline" onClick={onDecline}>
        No Thanks
      </Button>
    </div>
  );
}

export function RestartButton({
  restartRef,
  onRestart,
}: {
  restartRef: Ref<HTMLButtonElement>;
  onRestart: () => void;
}) {
  return (
    <div className="mt-3">
      <Button ref={restartRef} type="button" variant="outline" onClick={onRestart}>
        Start New Recommendation
      </Button>
    </div>
  );
}

export interface AnswerFormProps {
  inputRef: Ref<HTMLInputElement>;
  answer: string;
  onAnswerChange: (answer: string) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  disabled: boolean;
  complete: boolean;
  /** The contact detail being asked for, if any: it sets the input's hints and shows the privacy note. */
  contactField: ContactField | null;
  retention: RetentionPolicy;
}

export function AnswerForm({
  inputRef,
  answer,
  onAnswerChange,
  onSubmit,
  disabled,
  complete,
  contactField,
  retention,
}: AnswerFormProps) {
  const inputHints = contactField ? CONTACT_INPUT[contactField] : ANSWER_INPUT;
  return (
    <>
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
          onChange={(event) => onAnswerChange(event.target.value)}
          disabled={disabled}
          maxLength={ASSISTANT_INPUT_MAX}
          autoComplete={inputHints.autoComplete}
          inputMode={inputHints.inputMode}
          aria-describedby={contactField ? PRIVACY_NOTE_ID : undefined}
          placeholder={complete ? ASSISTANT_PLACEHOLDERS.complete : ASSISTANT_PLACEHOLDERS.open}
          className="h-11 min-w-0 flex-1 rounded-lg border border-line bg-white px-3 text-ink placeholder:text-muted disabled:cursor-not-allowed disabled:bg-lavender/60"
        />
        <Button type="submit" variant="brand" disabled={disabled}>
          Send
        </Button>
      </form>
      {contactField ? (
        <PrivacyNote
          id={PRIVACY_NOTE_ID}
          className="mt-2 text-sm text-muted"
          notice={formPrivacyNotice("assistant", retention)}
        />
      ) : null}
    </>
  );
}

/** The panel around the conversation: its heading and what it is for. */
export function AssistantPanel({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby={HEADING_ID} className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6">
      <h2 id={HEADING_ID} className="text-2xl font-bold text-navy">
        Equipment Assistant
      </h2>
      <p className="mt-1 text-muted">
        Not sure what to hire? Tell us about your event and we'll recommend equipment from our catalogue.
      </p>
      {children}
    </section>
  );
}
