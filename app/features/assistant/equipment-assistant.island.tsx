// The equipment recommendation assistant on the catalogue landing: a chat
// that runs the conversation of ~/lib/assistant with the spec's thinking
// delays, adds what it recommends to the quote (the page's quote store) and,
// when nothing matches, sends the visitor's details as a lead. The server
// renders the opening messages with the input disabled; it opens once the
// island is hydrated. Without script the panel says so and offers the
// call-back and contact pages instead.
import {
  type AssistantCatalogue,
  acceptRecommendations,
  declineRecommendations,
  nextContactField,
} from "#app/features/assistant/assistant.ts";
import { ASSISTANT_DELAYS } from "#app/features/assistant/assistant-copy.ts";
import {
  AnswerForm,
  AssistantNoScript,
  AssistantPanel,
  ChatLog,
  RecommendationChoice,
  RestartButton,
  ThinkingStatus,
} from "#app/features/assistant/assistant-chat-view.tsx";
import { type AssistantDelays, useAssistantChat } from "#app/features/assistant/use-assistant-chat.ts";
import { DEFAULT_RETENTION, type RetentionPolicy } from "#app/features/privacy/index.ts";
import { island } from "#app/platform/islands/island.tsx";
import { useHydrated } from "#app/platform/islands/use-hydrated.ts";

export type EquipmentAssistantProps = {
  /** What the rules recommend from: assistantCatalogueData of the site's catalogue. */
  catalogue: AssistantCatalogue;
  /** Thinking delays; the spec's 1 s and 1.5 s by default (tests pass 0). */
  delays?: AssistantDelays;
  /** The retention periods the notice quotes while the assistant asks for contact details (the root loader's). */
  retention?: RetentionPolicy;
};

export default function EquipmentAssistant({
  catalogue,
  delays = ASSISTANT_DELAYS,
  retention = DEFAULT_RETENTION,
}: EquipmentAssistantProps) {
  const hydrated = useHydrated();
  const chat = useAssistantChat(catalogue, delays);
  const { conversation, thinking, complete, refs } = chat;
  const contactField = conversation.stage === "contact" ? nextContactField(conversation.contact) : null;

  return (
    <AssistantPanel>
      <ChatLog logRef={refs.logRef} messages={chat.messages} />
      <AssistantNoScript />
      <ThinkingStatus thinking={thinking} />
      {conversation.stage === "addToQuote" && !thinking ? (
        <RecommendationChoice
          acceptRef={refs.acceptRef}
          onAccept={() => chat.finish(acceptRecommendations(conversation))}
          onDecline={() => chat.finish(declineRecommendations(conversation))}
        />
      ) : null}
      {complete ? <RestartButton restartRef={refs.restartRef} onRestart={chat.restart} /> : null}
      <AnswerForm
        inputRef={refs.inputRef}
        answer={chat.answer}
        onAnswerChange={chat.setAnswer}
        onSubmit={chat.onSubmit}
        disabled={!hydrated || thinking || complete}
        complete={complete}
        contactField={contactField}
        retention={retention}
      />
    </AssistantPanel>
  );
}

/** Hydrated as it nears the viewport: it sits below the catalogue's sections. */
export const EquipmentAssistantIsland = island("equipment-assistant", EquipmentAssistant, { hydrate: "visible" });
