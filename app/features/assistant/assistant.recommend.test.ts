// The equipment assistant's reading of answers and its recommendations.
import { describe, expect, it } from "vitest";
import { type AssistantCatalogue, assistantCatalogueData, recommend } from "#app/features/assistant/assistant.ts";
import {
  assistantQuoteNumber,
  audioTypeFrom,
  firstNumber,
  isRecognisedEmail,
  isRecognisedPhone,
} from "#app/features/assistant/assistant-reading.ts";
import { ASSISTANT_DELAYS } from "#app/features/assistant/assistant-copy.ts";
import { bundles, personnel, products } from "#app/features/catalogue/content/priced-catalogue.test-support.ts";
import { setupTechnician, catalogue, names } from "#app/features/assistant/assistant.test-support.ts";

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
