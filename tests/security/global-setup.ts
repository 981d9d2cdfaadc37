// The tests need a production build; make one if there is none (npm test
// builds for the end-to-end tests first, so this reuses that one).
import { ensureBuild } from "../../bench/support.ts";

export default function setup(): void {
  ensureBuild();
}
