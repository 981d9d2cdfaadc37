// Lighthouse, from this folder's own install (bench/tools/package.json).
export { default } from "lighthouse";
export { MainThreadTasks } from "lighthouse/core/lib/tracehouse/main-thread-tasks.js";
export { TraceProcessor } from "lighthouse/core/lib/tracehouse/trace-processor.js";
export { screenEmulationMetrics, throttling, userAgents } from "lighthouse/core/config/constants.js";
