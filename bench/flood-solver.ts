// The flood benchmark's genuine visitors solve their challenges here, in a
// worker thread, as the form islands do in a Web Worker: the same
// solveChallenge, off the load generator's event loop, with node:crypto's
// SHA-256 (see node-digest.ts). The browser's solve time is reported beside
// the figures.
import { parentPort } from "node:worker_threads";
import { type ProofOfWorkChallenge, solveChallenge } from "#app/features/leads/flood/flood-defence.ts";
import { nodeSubtle } from "./node-digest.ts";

parentPort?.on("message", (challenge: ProofOfWorkChallenge) => {
  void solveChallenge(challenge, nodeSubtle).then((number) => parentPort?.postMessage(number));
});
