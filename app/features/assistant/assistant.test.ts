import { describe, expect, it } from "vitest";
import type { PricedBundle, PricedPersonnel, PricedProduct } from "#app/features/quotes/index.ts";
import {
  ASSISTANT_DELAYS,
  ASSISTANT_ERROR_MESSAGE,
  ASSISTANT_QUESTIONS,
  ATTENDEE_HINT,
  type AssistantCatalogue,
  type AssistantState,
  CONTACT_HINTS,
  CONTACT_PROMPTS,
  RECOMMENDATION_CHOICE_HINT,
  acceptRecommendations,
  assistantCatalogueData,
  assistantComments,
  assistantLeadPayload,
  assistantQuoteNumber,
  assistantReply,
  assistantSubmissionStep,
  audioTypeFrom,
  declineRecommendations,
  firstNumber,
  initialAssistantState,
  isRecognisedEmail,
  isRecognisedPhone,
  nextContactField,
  recommend,
} from "#app/features/assistant/assistant.ts";
import { validateLeadPayload } from "#app/features/leads/forms/lead-payload.ts";
import { bundles, personnel, products } from "#app/features/catalogue/content/priced-catalogue.test-support.ts";

const features = ["Feature number one", "Feature number two", "Feature number three", "Feature number four"];

function bundle(id: string, name: string, capacity?: number): PricedBundle {
  return {
    id,
    name,
    description: `${name} fixture`,
    image: id,
    hirePrice: 500,
    type: "corporate",
    ...(capacity === undefined ? {} : { capacity }),
    popularity: 1,
    items: [{ productId: "powered-speaker-12-premium", quantity: 1 }],
    keyFeatures: features,
  };
}

function speaker(id: string, name: string, capacity: number): PricedProduct {
  return {
    id,
    name,
    description: `${name} fixture`,
    image: id,
    categories: ["speakers", "powered-speakers"],
    type: "Powered Speaker",
    capacity,
    hirePrice: 375,
    keyFeatures: features,
  };
}

const smallCorporate = bundle("small-corporate-event", "Small Corporate Event", 50);
const weddingCeremony = bundle("wedding-ceremony-sound", "Wedding Ceremony Sound", 80);
const djStarter = bundle("dj-starter-kit", "DJ Starter Kit", 150);
const partyLighting = bundle("small-party-lighting", "Small Party Lighting");
const completeEvent = bundle("complete-event-solution", "Complete Event Solution", 200);
const premiumSpeaker = speaker("powered-speaker-12-premium", "Premium 12-Inch Powered Speaker", 50);
const standardSpeaker = speaker("powered-speaker-12-standard", "Standard 12-Inch Powered Speaker", 75);
// A large product that is not a powered speaker never counts as one.
const subwoofer: PricedProduct = {
  ...speaker("subwoofer-18", "18-Inch Subwoofer", 500),
  categories: ["speakers", "subwoofers"],
};
const engineer: PricedPersonnel = {
  id: "sound-engineer",
  name: "On-Site Sound Engineer",
  description: "Sound engineer fixture",
  image: "personnel-sound-engineer",
  hirePrice: 2500,
  hourlyRate: true,
  keyFeatures: features,
};
const setupTechnician: PricedPersonnel = { ...engineer, id: "setup-technician", name: "Setup Technician" };

const catalogue: AssistantCatalogue = {
  bundles: [smallCorporate, weddingCeremony, djStarter, partyLighting, completeEvent],
  products: [premiumSpeaker, standardSpeaker, subwoofer],
  personnel: [setupTechnician, engineer],
};

const names = (list: ReturnType<typeof recommend>) => list.map((entry) => `${entry.kind}:${entry.record.id}`);

describe("firstNumber", () => {
  it("reads the first whole number in a reply", () => {
    expect(firstNumber("about 120 people")).toBe(120);
    expect(firstNumber("We expect 80-100")).toBe(80);
    expect(firstNumber("1,200 guests")).toBe(1200);
    expect(firstNumber("250")).toBe(250);
    expect(firstNumber("no idea yet")).toBeNull();
    expect(firstNumber("")).toBeNull();
  });
});

describe("audioTypeFrom", () => {
  it("recognises speech, music and DJ in free text", () => {
    expect(audioTypeFrom("mostly speeches")).toBe("speech");
    expect(audioTypeFrom("Speech")).toBe("speech");
    expect(audioTypeFrom("live band")).toBe("music");
    expect(audioTypeFrom("background music")).toBe("music");
    expect(audioTypeFrom("DJ set")).toBe("dj");
    expect(audioTypeFrom("a dj")).toBe("dj");
  });

  it("takes the first one mentioned", () => {
    expect(audioTypeFrom("speeches, then a DJ")).toBe("speech");
    expect(audioTypeFrom("DJ with some speeches")).toBe("dj");
  });

  it("keeps the reply lower-cased when it names none", () => {
    expect(audioTypeFrom("  Both  ")).toBe("both");
  });
});

describe("recommend (the spec's rules and data)", () => {
  it("30: all four capacity bundles and both powered speakers, no engineer", () => {
    expect(names(recommend(30, catalogue))).toEqual([
      "bundle:small-corporate-event",
      "bundle:wedding-ceremony-sound",
      "bundle:dj-starter-kit",
      "bundle:complete-event-solution",
      "product:powered-speaker-12-premium",
      "product:powered-speaker-12-standard",
    ]);
  });

  it("50: a capacity equal to the headcount matches", () => {
    expect(names(recommend(50, catalogue))).toEqual([
      "bundle:small-corporate-event",
      "bundle:wedding-ceremony-sound",
      "bundle:dj-starter-kit",
      "bundle:complete-event-solution",
      "product:powered-speaker-12-premium",
      "product:powered-speaker-12-standard",
    ]);
  });

  it("80 has no engineer; 81 is above 80 and has one", () => {
    expect(names(recommend(80, catalogue))).not.toContain("personnel:sound-engineer");
    expect(names(recommend(81, catalogue))).toEqual([
      "bundle:dj-starter-kit",
      "bundle:complete-event-solution",
      "personnel:sound-engineer",
      "product:powered-speaker-12-premium",
      "product:powered-speaker-12-standard",
    ]);
  });

  it("150: DJ starter (150 >= 150), complete solution, engineer and the standard speaker (75 >= 75)", () => {
    expect(names(recommend(150, catalogue))).toEqual([
      "bundle:dj-starter-kit",
      "bundle:complete-event-solution",
      "personnel:sound-engineer",
      "product:powered-speaker-12-standard",
    ]);
  });

  it("250: only the engineer (no bundle holds 250, no speaker reaches 125)", () => {
    expect(names(recommend(250, catalogue))).toEqual(["personnel:sound-engineer"]);
  });

  it("bundles without a capacity never match", () => {
    expect(names(recommend(1, catalogue))).not.toContain("bundle:small-party-lighting");
  });

  it("nothing matches a large headcount when there is no engineer", () => {
    expect(recommend(250, { ...catalogue, personnel: [setupTechnician] })).toEqual([]);
  });
});

describe("assistantCatalogueData (what the page sends the browser)", () => {
  const siteCatalogue: AssistantCatalogue = { bundles, products, personnel };

  it("recommends exactly what the whole catalogue does, for every headcount", () => {
    for (const data of [catalogue, siteCatalogue]) {
      const slim = assistantCatalogueData(data);
      for (let headcount = 1; headcount <= 2500; headcount++) {
        expect(names(recommend(headcount, slim))).toEqual(names(recommend(headcount, data)));
      }
    }
  });

  it("keeps only the records the rules can pick, with only the fields the assistant reads", () => {
    const slim = assistantCatalogueData(catalogue);
    expect(slim.bundles.map((bundle) => bundle.id)).not.toContain("small-party-lighting");
    expect(slim.products.map((product) => product.id)).toEqual([
      "powered-speaker-12-premium",
      "powered-speaker-12-standard",
    ]);
    expect(slim.personnel).toEqual([
      { id: "sound-engineer", name: "On-Site Sound Engineer", hirePrice: 2500, hourlyRate: true },
    ]);
    expect(Object.keys(slim.bundles[0] ?? {}).sort()).toEqual(["capacity", "hirePrice", "id", "name"]);
    // Hire prices only: what the company pays never reaches the page (issue 21).
    expect(JSON.stringify(assistantCatalogueData(siteCatalogue))).not.toContain("costPrice");
  });
});

describe("contact recognition", () => {
  it("recognises an email with @ and a dot", () => {
    expect(isRecognisedEmail("a@b.co")).toBe(true);
    expect(isRecognisedEmail(" thandi@example.co.za ")).toBe(true);
    expect(isRecognisedEmail("a@b")).toBe(false);
    expect(isRecognisedEmail("ab.co")).toBe(false);
  });

  it("recognises 10 digits, or + and 11 or 12 digits, ignoring spaces, dashes and brackets", () => {
    expect(isRecognisedPhone("0821234567")).toBe(true);
    expect(isRecognisedPhone("082 123 4567")).toBe(true);
    expect(isRecognisedPhone("(082) 123-4567")).toBe(true);
    expect(isRecognisedPhone("+27821234567")).toBe(true);
    expect(isRecognisedPhone("+27 82 123 4567")).toBe(true);
    expect(isRecognisedPhone("+278212345678")).toBe(true);
    expect(isRecognisedPhone("12345")).toBe(false);
    expect(isRecognisedPhone("08212345678")).toBe(false);
    expect(isRecognisedPhone("27821234567")).toBe(false);
    expect(isRecognisedPhone("+2782123456789")).toBe(false);
    expect(isRecognisedPhone("082.123.4567")).toBe(false);
  });
});

describe("assistantQuoteNumber", () => {
  it("is AI and the last 6 digits of the timestamp", () => {
    expect(assistantQuoteNumber(1763713812345)).toBe("AI812345");
    expect(assistantQuoteNumber(1763713000042)).toBe("AI000042");
  });
});

describe("thinking delays", () => {
  it("are 1 s per answer and 1.5 s before recommendations", () => {
    expect(ASSISTANT_DELAYS).toEqual({ answerMs: 1000, recommendMs: 1500 });
  });
});

/** Runs replies through the assistant, returning the last step. */
function converse(
  replies: string[],
  data: AssistantCatalogue = catalogue,
  from: AssistantState = initialAssistantState(),
) {
  let step = { state: from, messages: [], delay: "none" } as ReturnType<typeof assistantReply>;
  for (const reply of replies) step = assistantReply(step.state, reply, data);
  return step;
}

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
