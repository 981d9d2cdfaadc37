// @vitest-environment jsdom
// A form island during a flood (decision 053), hydrated over its server HTML
// with a stand-in for /api/forms/callback: it solves the challenge the server
// asks for, saying "Checking you're not a robot..." meanwhile, and sends the
// same submission again with the solution; where it cannot solve it, it shows
// the server's question.
import { createHash, webcrypto } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import CallBackForm, { CallBackFormIsland } from "#app/features/leads/forms/call-back-form.island.tsx";
import {
  type Reply,
  cleanUpIslands,
  click,
  fill,
  heldReply,
  renderIsland,
  screen,
  standInEndpoint,
} from "#app/features/leads/forms/form-islands.test-support.tsx";
import {
  CHALLENGE_SOLUTION_FIELD,
  type FloodChallenge,
  challengeSalt,
  floodMessages,
  parseSolution,
  proofInput,
} from "#app/features/leads/flood/flood-defence.ts";
import { leadCallMessages } from "#app/features/leads/forms/lead-messages.ts";

afterEach(async () => {
  await cleanUpIslands();
  vi.unstubAllGlobals();
});

/** A challenge whose number is `number` (the stand-in does not check signatures). */
function challengeFor(number: number, maxNumber: number): FloodChallenge {
  const salt = challengeSalt("00112233445566778899aabb", new Date());
  return {
    proofOfWork: {
      algorithm: "SHA-256",
      challenge: createHash("sha256").update(proofInput(salt, number)).digest("hex"),
      salt,
      maxNumber,
      signature: "cd".repeat(32),
    },
    question: { prompt: "What is seven plus four?", token: `${salt}.${"ef".repeat(32)}` },
  };
}

function challengeReply(challenge: FloodChallenge): Reply {
  return {
    httpStatus: 403,
    result: { status: "error", message: floodMessages.questionIntro, values: {}, challenge },
  };
}

async function sendValidForm() {
  await renderIsland(CallBackFormIsland, CallBackForm, {}, "/call-me-back");
  fill("Full name", "Sipho Nkosi");
  fill("Phone number", "082 555 0101");
  await click("Request a Call Back");
}

describe("a form island during a flood", () => {
  it("solves the challenge, says it is checking meanwhile, and sends the same form again with the solution", async () => {
    // The browser's Web Crypto (jsdom has none of its own).
    vi.stubGlobal("crypto", webcrypto);
    const challenge = challengeFor(4000, 10_000);
    const success = heldReply({ status: "success", message: leadCallMessages.request.success });
    const posted = standInEndpoint((post) =>
      post.body.has(CHALLENGE_SOLUTION_FIELD) ? success.answer : challengeReply(challenge),
    );
    await sendValidForm();

    expect(await screen.findByRole("status", { name: "" })).toHaveProperty("textContent", floodMessages.checking);
    await vi.waitFor(() => expect(posted).toHaveLength(2), { timeout: 20_000 });
    expect(screen.getByRole("button", { name: "Submitting..." })).toHaveProperty("disabled", true);
    const solution = parseSolution(posted[1]?.body.get(CHALLENGE_SOLUTION_FIELD));
    expect(solution).toMatchObject({ number: 4000, salt: challenge.proofOfWork.salt });
    // The same submission: the same key and fields.
    expect(posted[1]?.body.get("name")).toBe("Sipho Nkosi");
    expect(posted[1]?.body.get("idempotencyKey") ?? null).toBe(posted[0]?.body.get("idempotencyKey") ?? null);

    await success.release();
    expect(await screen.findByRole("heading", { name: "Your call back request has been received" })).toBeTruthy();
    expect(screen.queryByText(floodMessages.checking)).toBeNull();
  }, 30_000);

  it("shows the server's question when the challenge cannot be solved here", async () => {
    vi.stubGlobal("crypto", webcrypto);
    // No number up to maxNumber matches: as if the browser could not solve it.
    const posted = standInEndpoint(() => challengeReply(challengeFor(50, 10)));
    await sendValidForm();

    const answer = await screen.findByLabelText(/Robot check: What is seven plus four\?/, {}, { timeout: 10_000 });
    // In the form (and its toast).
    expect(screen.getAllByText(floodMessages.questionIntro).length).toBeGreaterThan(0);
    expect(answer.getAttribute("name")).toBe("robotQuestionAnswer");
    // Sent once, then again with the (wrong) solution it could not find: never a third time.
    expect(posted.length).toBeLessThanOrEqual(2);
    expect(screen.getByRole("textbox", { name: "Full name" })).toHaveProperty("value", "Sipho Nkosi");
  }, 30_000);
});
