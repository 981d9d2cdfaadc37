// One hostile-input suite's server and tally, started before its tests and
// stopped after them; the tally is saved under the file's own name so the
// global teardown can add up every file's figures.
import { afterAll, beforeAll, inject } from "vitest";
import { type Backend, type FuzzServer, startFuzzServer } from "./support.ts";
import { Tally } from "./tally.ts";

export interface FuzzSuite {
  readonly server: FuzzServer;
  readonly tally: Tally;
}

/** Registers the hooks of one describe block; read `server` and `tally` inside its tests. */
export function useFuzzSuite(label: string, backend: Backend, tallyName: string): FuzzSuite {
  const suite: { server?: FuzzServer; tally: Tally } = { tally: new Tally(backend) };
  beforeAll(async () => {
    suite.tally = new Tally(backend);
    suite.server = await startFuzzServer(label, backend);
  }, 120_000);
  afterAll(async () => {
    suite.tally.save(inject("fuzzTallyDir"), tallyName);
    await suite.server?.stop();
  });
  return {
    get server() {
      if (!suite.server) throw new Error(`The ${label} server has not started`);
      return suite.server;
    },
    get tally() {
      return suite.tally;
    },
  };
}
