// The equipment assistant's conversation: questions, Add to Quote, contact capture and the lead it sends.
import { describe, expect, it } from "vitest";
import {
  type AssistantCatalogue,
  acceptRecommendations,
  assistantReply,
  declineRecommendations,
  initialAssistantState,
  nextContactField,
} from "#app/features/assistant/assistant.ts";
import {
  assistantComments,
  assistantLeadPayload,
  assistantSubmissionStep,
} from "#app/features/assistant/assistant-lead.ts";
import {
  ASSISTANT_ERROR_MESSAGE,
  ASSISTANT_QUESTIONS,
  ATTENDEE_HINT,
  CONTACT_HINTS,
  CONTACT_PROMPTS,
  RECOMMENDATION_CHOICE_HINT,
} from "#app/features/assistant/assistant-copy.ts";
import { validateLeadPayload } from "#app/features/leads/forms/lead-payload.ts";
import { catalogue, names, converse } from "#app/features/assistant/assistant.test-support.ts";

describe("assistantReply: questioning", () => {
  it("asks the four questions in turn, storing each answer", () => {
    let step = assistantReply(initialAssistantState(), "Wedding", catalogue);
    expect(step.state.answers.type).toBe("Wedding");
    expect(step.messages).toEqual([{ text: ASSISTANT_QUESTIONS[1] }]);
    expect(step.delay).toBe("answer");

    step = assistantReply(step.state, "about 120 people", catalogue);
    expect(step.state.answers.size).toBe(120);
    expect(step.messages).toEqual([{ text: ASSISTANT_QUESTIONS[2] }]);

    step = assistantReply(step.state, "background music", catalogue);
    expect(step.state.answers.audioType).toBe("music");
    expect(step.messages).toEqual([{ text: ASSISTANT_QUESTIONS[3] }]);
    expect(step.state.stage).toBe("questioning");

    step = assistantReply(step.state, "outdoor, no power on site", catalogue);
    expect(step.state.answers.specificRequirements).toBe("outdoor, no power on site");
    expect(step.state.stage).toBe("addToQuote");
    expect(step.delay).toBe("recommend");
    expect(names(step.state.recommendations)).toEqual([
      "bundle:dj-starter-kit",
      "bundle:complete-event-solution",
      "personnel:sound-engineer",
      "product:powered-speaker-12-standard",
    ]);
    expect(step.messages[0]?.recommendations).toBe(step.state.recommendations);
  });

  it("re-asks the attendee question with a hint when the reply has no number", () => {
    const asked = converse(["Corporate function"]);
    const step = assistantReply(asked.state, "no idea yet", catalogue);
    expect(step.state).toEqual(asked.state);
    expect(step.messages).toEqual([{ text: ATTENDEE_HINT }]);
    expect(step.delay).toBe("answer");
    expect(assistantReply(step.state, "We expect 80-100", catalogue).state.answers.size).toBe(80);
  });

  it("ignores a blank reply", () => {
    const start = initialAssistantState();
    expect(assistantReply(start, "   ", catalogue)).toEqual({ state: start, messages: [], delay: "none" });
  });

  it("goes to contact when only the engineer would be recommended: no equipment fits 250 people", () => {
    const step = converse(["Festival", "250", "music", "none"]);
    expect(step.state.stage).toBe("contact");
    expect(step.messages.at(-1)).toEqual({ text: CONTACT_PROMPTS.name });
  });

  it("goes to contact, asking the name, when nothing matches", () => {
    const step = converse(["Festival", "250 people", "DJ", "none"], { ...catalogue, personnel: [] });
    expect(step.state.stage).toBe("contact");
    expect(step.state.recommendations).toEqual([]);
    expect(step.delay).toBe("recommend");
    expect(step.messages.at(-1)).toEqual({ text: CONTACT_PROMPTS.name });
  });
});

describe("Add to Quote and No Thanks", () => {
  const offered = converse(["Wedding", "30", "speech", "none"]).state;

  it("Add to Quote hands over every recommendation and completes", () => {
    const step = acceptRecommendations(offered);
    expect(step.state.stage).toBe("complete");
    expect(step.addToQuote).toBe(offered.recommendations);
    expect(step.addToQuote).toHaveLength(6);
  });

  it("No Thanks completes without adding", () => {
    const step = declineRecommendations(offered);
    expect(step.state.stage).toBe("complete");
    expect(step.addToQuote).toBeUndefined();
  });

  it("typed yes or no works like the buttons; anything else points at them", () => {
    expect(assistantReply(offered, "Yes please", catalogue).addToQuote).toHaveLength(6);
    expect(assistantReply(offered, "no thanks", catalogue).state.stage).toBe("complete");
    const other = assistantReply(offered, "what about lights?", catalogue);
    expect(other.state).toEqual(offered);
    expect(other.messages).toEqual([{ text: RECOMMENDATION_CHOICE_HINT }]);
  });

  it("only applies while recommendations are on offer", () => {
    const start = initialAssistantState();
    expect(acceptRecommendations(start).state).toBe(start);
    expect(declineRecommendations(start).state).toBe(start);
  });

  it("a complete chat takes no more replies", () => {
    const done = acceptRecommendations(offered).state;
    expect(assistantReply(done, "hello", catalogue)).toEqual({ state: done, messages: [], delay: "none" });
  });
});

describe("assistantReply: contact capture", () => {
  const empty: AssistantCatalogue = { bundles: [], products: [], personnel: [] };
  const asking = converse(["Wedding", "250", "music", "outdoor, no power on site"], empty).state;

  it("asks name, then email, then phone, re-asking with hints, then submits", () => {
    let step = assistantReply(asking, "Thandi van der Merwe", empty);
    expect(step.state.contact.name).toBe("Thandi van der Merwe");
    expect(step.messages).toEqual([{ text: `Thanks, Thandi! ${CONTACT_PROMPTS.email}` }]);
    expect(nextContactField(step.state.contact)).toBe("email");

    for (const wrong of ["a@b", "ab.co"]) {
      const again = assistantReply(step.state, wrong, empty);
      expect(again.state).toEqual(step.state);
      expect(again.messages).toEqual([{ text: CONTACT_HINTS.email }]);
    }
    step = assistantReply(step.state, "a@b.co", empty);
    expect(step.state.contact.email).toBe("a@b.co");
    expect(step.messages).toEqual([{ text: CONTACT_PROMPTS.phone }]);

    const again = assistantReply(step.state, "12345", empty);
    expect(again.messages).toEqual([{ text: CONTACT_HINTS.phone }]);
    expect(again.submit).toBeUndefined();

    step = assistantReply(step.state, "082 123 4567", empty);
    expect(step.state.contact.phone).toBe("0821234567");
    expect(step.submit).toBe(true);
    expect(step.messages).toEqual([]);
    expect(step.state.stage).toBe("contact");
  });

  it("success thanks the visitor with the AI quote number and completes", () => {
    const ready = converse(["Thandi", "a@b.co", "0821234567"], empty, asking).state;
    const step = assistantSubmissionStep(ready, { success: true }, "AI812345");
    expect(step.state.stage).toBe("complete");
    expect(step.messages[0]?.text).toContain("AI812345");
    expect(step.messages[0]?.text).toContain("in touch");
  });

  it("failure gives the spec's error and lets the phone step be retried", () => {
    const ready = converse(["Thandi", "a@b.co", "0821234567"], empty, asking).state;
    const step = assistantSubmissionStep(ready, { success: false }, "AI812345");
    expect(step.messages).toEqual([{ text: ASSISTANT_ERROR_MESSAGE }, { text: CONTACT_PROMPTS.phone }]);
    expect(step.state.stage).toBe("contact");
    expect(step.state.contact).toEqual({ name: "Thandi", email: "a@b.co", phone: "" });
    expect(assistantReply(step.state, "+27821234567", empty).submit).toBe(true);
  });

  it("a field the server rejected is asked for again, then the lead is resubmitted", () => {
    const ready = converse(["T", "a@b.co", "0821234567"], empty, asking).state;
    const step = assistantSubmissionStep(
      ready,
      { success: false, errors: [{ field: "contact.fullname" }] },
      "AI812345",
    );
    expect(step.state.contact).toEqual({ name: "", email: "a@b.co", phone: "0821234567" });
    expect(step.messages.at(-1)).toEqual({ text: CONTACT_PROMPTS.name });
    expect(assistantReply(step.state, "Thandi", empty).submit).toBe(true);
  });
});

describe("assistantLeadPayload (section 7.1)", () => {
  const answers = { type: "wedding", size: 250, audioType: "music", specificRequirements: "outdoor, no power on site" };
  const contact = { name: "Thandi van der Merwe", email: "thandi@example.co.za", phone: "0821234567" };
  const now = new Date("2026-11-21T08:30:00.000Z");

  it("summarises the answers and the AI quote number in the comments", () => {
    expect(assistantComments(answers, "AI812345")).toBe(
      "Equipment assistant AI812345 - Event type: wedding; Attendees: 250; Audio: music; Requirements: outdoor, no power on site",
    );
    expect(assistantComments({ ...answers, specificRequirements: " " }, "AI812345")).toContain("Requirements: none");
  });

  it("shapes a valid Equipment Assistant lead", () => {
    const payload = assistantLeadPayload(
      answers,
      contact,
      "AI812345",
      now,
      "https://www.sandtonsoundhire.co.za/catalogue",
    );
    expect(payload).toEqual({
      requestedAt: "2026-11-21T08:30:00.000Z",
      referrer: "https://www.sandtonsoundhire.co.za/catalogue",
      vdn: "SSH-WEB-SALES",
      preferredTime: "As soon as possible",
      comments:
        "Equipment assistant AI812345 - Event type: wedding; Attendees: 250; Audio: music; Requirements: outdoor, no power on site",
      source: "Equipment Assistant",
      contact: {
        name: "Thandi",
        surname: "van der Merwe",
        fullname: "Thandi van der Merwe",
        tel: "0821234567",
        email: "thandi@example.co.za",
      },
    });
    expect(validateLeadPayload(payload).success).toBe(true);
  });

  it("an international phone as the assistant stores it passes the API's check", () => {
    const payload = assistantLeadPayload(answers, { ...contact, phone: "+27821234567" }, "AI812345", now, "/catalogue");
    expect(validateLeadPayload(payload).success).toBe(true);
  });
});
