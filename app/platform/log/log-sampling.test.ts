import { describe, expect, it } from "vitest";
import { createLogSampler } from "#app/platform/log/log-sampling.ts";

describe("sampled log lines", () => {
  it("writes the first of an interval, counts the rest, and writes the count when the interval ends", () => {
    const sampler = createLogSampler(10_000);
    const written = [];
    for (let i = 0; i < 1000; i++) written.push(...sampler.note("lead.held", "callback", { id: String(i) }, i));
    expect(written).toEqual([{ event: "lead.held", fields: { id: "0" } }]);
    // Another kind is its own group.
    expect(sampler.note("lead.held", "contact", { id: "c" }, 1000)).toHaveLength(1);
    expect(sampler.flush(5_000)).toEqual([]);
    expect(sampler.flush(10_000)).toEqual([
      { event: "lead.held.sampled", fields: { group: "callback", suppressed: 999, intervalSeconds: 10 } },
    ]);
  });

  it("writes the count of an ended interval before the next interval's first line", () => {
    const sampler = createLogSampler(10_000);
    sampler.note("lead.dropped", "callback", {}, 0);
    sampler.note("lead.dropped", "callback", {}, 1);
    expect(sampler.note("lead.dropped", "callback", { n: 3 }, 12_000)).toEqual([
      { event: "lead.dropped.sampled", fields: { group: "callback", suppressed: 1, intervalSeconds: 12 } },
      { event: "lead.dropped", fields: { n: 3 } },
    ]);
    expect(sampler.flush(12_001, true)).toEqual([]);
  });
});
