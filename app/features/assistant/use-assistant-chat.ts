// The equipment assistant's conversation as React state: the messages on
// screen, the thinking pauses (timers that a restart or unmount cancels),
// the lead sent when nothing matches, and where focus goes after each step.
import { useEffect, useRef, useState, type FormEvent } from "react";
import {
  type AssistantCatalogue,
  type AssistantState,
  type AssistantStep,
  type BotMessage,
  assistantOpening,
  assistantReply,
  initialAssistantState,
} from "#app/features/assistant/assistant.ts";
import { assistantLeadPayload, assistantSubmissionStep } from "#app/features/assistant/assistant-lead.ts";
import { assistantQuoteNumber } from "#app/features/assistant/assistant-reading.ts";
import { ASSISTANT_ERROR_MESSAGE } from "#app/features/assistant/assistant-copy.ts";
import type { ChatMessage } from "#app/features/assistant/assistant-chat-view.tsx";
import { storedVisitSource, submitLead, VISIT_SOURCE_FIELD } from "#app/features/leads/index.ts";
import { type CatalogueRecord, quoteActions } from "#app/features/quotes/index.ts";
import { resolveReferrer } from "#app/platform/http/referrer.ts";
import { newSubmissionKey } from "#app/platform/forms/submission-key.ts";
import { notify } from "#app/ui/toast/toast.ts";

type FocusTarget = "input" | "actions" | "restart";

export interface AssistantDelays {
  answerMs: number;
  recommendMs: number;
}

export function openingMessages(): ChatMessage[] {
  return assistantOpening().map((message, index) => ({ ...message, key: index, from: "bot" }));
}

/**
 * Timers for the thinking pauses, and a generation that a restart or unmount
 * bumps so late timers and responses are ignored.
 */
function useConversationRuns() {
  const generation = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  function cancelAll() {
    generation.current += 1;
    for (const timer of timers.current) clearTimeout(timer);
    timers.current.clear();
  }

  useEffect(() => {
    const pending = timers.current;
    return () => {
      generation.current += 1;
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  /** Runs `then` after `ms`, unless a restart or unmount comes first. */
  function after(ms: number, then: () => void) {
    const started = generation.current;
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      if (started === generation.current) then();
    }, ms);
    timers.current.add(timer);
  }

  /** The conversation's generation now: a response for an older one is ignored. */
  const current = () => generation.current;
  return { after, cancelAll, current };
}

/** Moves focus to the requested control once the next render is on screen and the assistant is not thinking. */
function useFocusRequests(thinking: boolean) {
  const inputRef = useRef<HTMLInputElement>(null);
  const acceptRef = useRef<HTMLButtonElement>(null);
  const restartRef = useRef<HTMLButtonElement>(null);
  /** A new object each time, so a repeat still moves focus. */
  const [focusRequest, setFocusRequest] = useState<{ target: FocusTarget } | null>(null);

  useEffect(() => {
    if (!focusRequest || thinking) return;
    const target = { input: inputRef, actions: acceptRef, restart: restartRef }[focusRequest.target].current;
    target?.focus();
  }, [focusRequest, thinking]);

  const focusNext = (target: FocusTarget) => setFocusRequest({ target });
  return { inputRef, acceptRef, restartRef, focusNext };
}

/** The conversation's log, kept scrolled to the newest message. */
function useChatLog() {
  const logRef = useRef<HTMLDivElement>(null);
  const [messages, setMessages] = useState<ChatMessage[]>(openingMessages);
  const nextKey = useRef(messages.length);

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages]);

  function append(from: ChatMessage["from"], added: readonly BotMessage[]) {
    if (added.length === 0) return;
    const keyed = added.map((message) => ({ ...message, from, key: nextKey.current++ }));
    setMessages((current) => [...current, ...keyed]);
  }

  function reopen() {
    setMessages(assistantOpening().map((message) => ({ ...message, from: "bot", key: nextKey.current++ })));
  }
  return { logRef, messages, append, reopen };
}

/** Sends the visitor's details as a lead; the quote number and idempotency key are kept for retries. */
function useLeadSubmission() {
  const submission = useRef<{ quoteNumber: string; key: string } | null>(null);

  async function send(state: AssistantState) {
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
    return { result, quoteNumber };
  }

  function sent(success: boolean) {
    if (success) {
      submission.current = null;
      notify({ title: "Request Submitted", description: "We'll call you back shortly!", variant: "success" });
    } else {
      notify({ title: "Submission Error", description: ASSISTANT_ERROR_MESSAGE, variant: "destructive" });
    }
  }

  function forget() {
    submission.current = null;
  }
  return { send, sent, forget };
}

export function useAssistantChat(catalogue: AssistantCatalogue, delays: AssistantDelays) {
  const [conversation, setConversation] = useState<AssistantState>(initialAssistantState);
  const [thinking, setThinking] = useState(false);
  const [answer, setAnswer] = useState("");
  const { logRef, messages, append, reopen } = useChatLog();
  const { inputRef, acceptRef, restartRef, focusNext } = useFocusRequests(thinking);
  const runs = useConversationRuns();
  const lead = useLeadSubmission();
  const complete = conversation.stage === "complete";

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
    focusNext(stage === "addToQuote" ? "actions" : stage === "complete" ? "restart" : "input");
  }

  async function submitContact(state: AssistantState) {
    const run = runs.current();
    setThinking(true);
    const { result, quoteNumber } = await lead.send(state);
    if (run !== runs.current()) return;
    finish(assistantSubmissionStep(state, result, quoteNumber));
    lead.sent(result.success);
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
    runs.after(step.delay === "recommend" ? delays.recommendMs : delays.answerMs, () => finish(step));
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
    runs.cancelAll();
    lead.forget();
    setConversation(initialAssistantState());
    setThinking(false);
    reopen();
    setAnswer("");
    focusNext("input");
  }

  return {
    conversation,
    messages,
    thinking,
    answer,
    setAnswer,
    complete,
    refs: { logRef, inputRef, acceptRef, restartRef },
    finish,
    onSubmit,
    restart,
  };
}
