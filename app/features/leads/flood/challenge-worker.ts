// Solves a flood challenge off the main thread (decision 053), so typing and
// scrolling never wait for it. Receives the challenge, answers the number
// (or null when none matches).
import { type ProofOfWorkChallenge, solveChallenge } from "#app/features/leads/flood/flood-defence.ts";

self.onmessage = (event: MessageEvent<ProofOfWorkChallenge>) => {
  void solveChallenge(event.data, self.crypto.subtle).then((number) => self.postMessage(number));
};
