// The browser side of a flood challenge (decision 053): solved in a Web
// Worker; where there is none, on the main thread between tasks (each digest
// is its own promise, so input is still handled). Null when it cannot be
// solved here: the form then shows the server's question instead.
import { type ProofOfWorkChallenge, encodeSolution, solveChallenge } from "#app/features/leads/flood/flood-defence.ts";

export async function solveInBrowser(challenge: ProofOfWorkChallenge): Promise<string | null> {
  if (typeof crypto === "undefined" || !crypto.subtle) return null;
  const number = typeof Worker === "function" ? await solveInWorker(challenge) : await solveChallenge(challenge);
  return number === null ? null : encodeSolution(challenge, number);
}

function solveInWorker(challenge: ProofOfWorkChallenge): Promise<number | null> {
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL("./challenge-worker.ts", import.meta.url), { type: "module" });
    } catch {
      // Refused (a strict policy): the main thread does it.
      void solveChallenge(challenge).then(resolve);
      return;
    }
    worker.onmessage = (event: MessageEvent<number | null>) => {
      worker.terminate();
      resolve(event.data);
    };
    worker.onerror = () => {
      worker.terminate();
      void solveChallenge(challenge).then(resolve);
    };
    worker.postMessage(challenge);
  });
}
