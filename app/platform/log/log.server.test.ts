import { afterEach, describe, expect, it, vi } from "vitest";
import { logError, logInfo, logWarn } from "#app/platform/log/log.server.ts";

describe("logs", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  function capture() {
    const lines: string[] = [];
    for (const method of ["log", "warn", "error"] as const) {
      vi.spyOn(console, method).mockImplementation((line: string) => void lines.push(line));
    }
    return lines;
  }

  it("writes one JSON line per event, with the error's message", () => {
    const lines = capture();
    logInfo("lead.stored", { id: "abc" });
    logError("lead.store_failed", new Error("disk full"), { kind: "contact" });
    expect(lines.map((line) => JSON.parse(line) as Record<string, unknown>)).toMatchObject([
      { level: "info", event: "lead.stored", id: "abc" },
      { level: "error", event: "lead.store_failed", kind: "contact", error: { message: "disk full" } },
    ]);
  });

  it("leaves out levels below LOG_LEVEL, and treats an unknown level as info", () => {
    vi.stubEnv("LOG_LEVEL", "warn");
    let lines = capture();
    logInfo("quiet");
    logWarn("loud");
    logError("louder", "x");
    expect(lines.map((line) => (JSON.parse(line) as { event: string }).event)).toEqual(["loud", "louder"]);

    vi.restoreAllMocks();
    vi.stubEnv("LOG_LEVEL", "error");
    lines = capture();
    logWarn("quiet");
    logError("loud", "x");
    expect(lines).toHaveLength(1);

    vi.restoreAllMocks();
    vi.stubEnv("LOG_LEVEL", "verbose");
    lines = capture();
    logInfo("shown");
    expect(lines).toHaveLength(1);
  });
});
