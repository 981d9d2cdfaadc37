// The equipment recommendation assistant on the catalogue landing, as the
// server renders it: the frame, the opening messages, the controls (disabled
// until the page script takes over), templates for what the script adds, and
// the catalogue data the rules need. The conversation itself runs in
// ~/enhance/equipment-assistant; without script the panel says so and offers
// the call-back and contact pages instead.
import { useId } from "react";
import { Button } from "~/components/ui/button";
import { bundles, personnel, products } from "~/content/catalogue";
import { callBackLink } from "~/content/navigation";
import {
  ASSISTANT_INPUT_MAX,
  ASSISTANT_PLACEHOLDERS,
  type AssistantCatalogue,
  assistantCatalogueData,
  assistantOpening,
} from "~/lib/assistant";
import { cn } from "~/lib/cn";
import { jsonForHtml } from "~/lib/json-in-html";

const SITE_CATALOGUE: AssistantCatalogue = { bundles, products, personnel };

function ChatBubble({ from, text }: { from: "bot" | "user"; text?: string }) {
  return (
    <div
      className={cn(
        "max-w-[85%] rounded-2xl px-4 py-2.5 text-sm leading-relaxed sm:text-base",
        from === "user" ? "ml-auto rounded-br-sm bg-brand text-white" : "mr-auto rounded-bl-sm bg-lavender text-ink",
      )}
    >
      <span className="sr-only">{from === "user" ? "You: " : "Assistant: "}</span>
      <span data-message-text="">{text}</span>
    </div>
  );
}

export interface EquipmentAssistantPanelProps {
  /** The catalogue to recommend from; the site's catalogue by default. */
  catalogue?: AssistantCatalogue;
  className?: string;
}

export function EquipmentAssistantPanel({ catalogue = SITE_CATALOGUE, className }: EquipmentAssistantPanelProps) {
  const headingId = useId();
  const inputId = useId();

  return (
    <section
      aria-labelledby={headingId}
      data-equipment-assistant=""
      className={cn("rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6", className)}
    >
      <h2 id={headingId} className="text-2xl font-bold text-navy">
        Equipment Assistant
      </h2>
      <p className="mt-1 text-muted">
        Not sure what to hire? Tell us about your event and we'll recommend equipment from our catalogue.
      </p>

      <div
        role="log"
        aria-live="polite"
        aria-label="Equipment assistant conversation"
        // A scrolling region must take focus so keyboard users can scroll it.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        data-assistant-log=""
        className="mt-4 flex max-h-[28rem] min-h-48 flex-col gap-3 overflow-y-auto rounded-xl border border-line p-3 sm:p-4"
      >
        {assistantOpening().map((message) => (
          <ChatBubble key={message.text} from="bot" text={message.text} />
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

      <div role="status" data-assistant-status="" className="mt-2 min-h-6 text-sm text-muted" />

      <div data-assistant-offer="" hidden className="mt-3 flex flex-wrap gap-3">
        <Button type="button" variant="brand" data-assistant-accept="">
          Add to Quote
        </Button>
        <Button type="button" variant="outline" data-assistant-decline="">
          No Thanks
        </Button>
      </div>

      <div data-assistant-complete="" hidden className="mt-3">
        <Button type="button" variant="outline" data-assistant-restart="">
          Start New Recommendation
        </Button>
      </div>

      <form data-assistant-form="" className="mt-4 flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          Your answer
        </label>
        {/* Disabled until the script takes over: without it there is no one to answer. */}
        <input
          id={inputId}
          type="text"
          name="answer"
          disabled
          maxLength={ASSISTANT_INPUT_MAX}
          autoComplete="off"
          inputMode="text"
          placeholder={ASSISTANT_PLACEHOLDERS.open}
          className="h-11 min-w-0 flex-1 rounded-lg border border-line bg-white px-3 text-ink placeholder:text-muted disabled:cursor-not-allowed disabled:bg-lavender/60"
        />
        <Button type="submit" variant="brand" disabled>
          Send
        </Button>
      </form>

      <template data-assistant-template="bot">
        <ChatBubble from="bot" />
      </template>
      <template data-assistant-template="user">
        <ChatBubble from="user" />
      </template>
      <template data-assistant-template="recommendations">
        <ul className="mt-2 space-y-1.5">
          <li className="flex flex-wrap items-baseline justify-between gap-x-4 rounded-lg bg-white px-3 py-2">
            <span data-recommendation-name="" className="font-semibold text-navy" />
            <span data-recommendation-price="" className="whitespace-nowrap text-muted" />
          </li>
        </ul>
      </template>
      <template data-assistant-template="thinking">
        <span className="inline-flex items-center gap-2">
          <span aria-hidden="true" className="inline-flex gap-1">
            <span className="size-1.5 rounded-full bg-brand motion-safe:animate-bounce motion-safe:[animation-delay:-0.3s]" />
            <span className="size-1.5 rounded-full bg-brand motion-safe:animate-bounce motion-safe:[animation-delay:-0.15s]" />
            <span className="size-1.5 rounded-full bg-brand motion-safe:animate-bounce" />
          </span>
          Thinking...
        </span>
      </template>
      <script
        type="application/json"
        data-assistant-catalogue=""
        // The data block is escaped for HTML by jsonForHtml; React would escape it as text and break the JSON.
        dangerouslySetInnerHTML={{ __html: jsonForHtml(assistantCatalogueData(catalogue)) }}
      />
    </section>
  );
}
