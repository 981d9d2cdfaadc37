// Counting server errors for the staff dashboard: nothing without a recorder,
// "Name: message" and the page's path with one, and never an error of its own.
import { afterEach, describe, expect, it, vi } from "vitest";
import { countServerError, setServerErrorRecorder } from "#app/platform/log/site-errors.server.ts";

function recorder() {
  return vi.fn<(message: string, page: string | null) => Promise<void>>().mockResolvedValue(undefined);
}

afterEach(() => {
  setServerErrorRecorder(undefined);
});

describe("countServerError", () => {
  it("does nothing without a recorder", () => {
    expect(() => countServerError(new Error("boom"), "https://www.sandtonsoundhire.co.za/quote")).not.toThrow();
    expect(() => countServerError("boom")).not.toThrow();
  });

  it("does nothing once the recorder is taken away", () => {
    const record = recorder();
    setServerErrorRecorder(record);
    setServerErrorRecorder(undefined);
    countServerError(new Error("boom"), "https://www.sandtonsoundhire.co.za/");
    expect(record).not.toHaveBeenCalled();
  });

  it("passes the error as 'Name: message' and the URL's path, without its query", () => {
    const record = recorder();
    setServerErrorRecorder(record);
    countServerError(
      new TypeError("Cannot read properties of undefined"),
      "https://www.sandtonsoundhire.co.za/hire/speakers?utm_source=x#top",
    );
    expect(record).toHaveBeenCalledExactlyOnceWith(
      "TypeError: Cannot read properties of undefined",
      "/hire/speakers",
      null,
    );
  });

  it("names custom errors by their name", () => {
    const record = recorder();
    setServerErrorRecorder(record);
    class DeliveryError extends Error {
      override name = "DeliveryError";
    }
    countServerError(new DeliveryError("SMTP timed out"), "http://localhost/api/av/leads");
    expect(record).toHaveBeenCalledWith("DeliveryError: SMTP timed out", "/api/av/leads", null);
  });

  it("passes the client's address, for the recorder's per-address row limit", () => {
    const record = recorder();
    setServerErrorRecorder(record);
    countServerError(new Error("boom"), "http://localhost/contact", "203.0.113.9");
    expect(record).toHaveBeenCalledExactlyOnceWith("Error: boom", "/contact", "203.0.113.9");
  });

  it("passes what was thrown as text when it is not an Error", () => {
    const record = recorder();
    setServerErrorRecorder(record);
    countServerError("plain string", "http://localhost/");
    countServerError(42, "http://localhost/a");
    countServerError(undefined, "http://localhost/b");
    expect(record.mock.calls).toEqual([
      ["plain string", "/", null],
      ["42", "/a", null],
      ["undefined", "/b", null],
    ]);
  });
});

describe("countServerError: pages, timing and failures of the recorder", () => {
  it("passes no page without a URL, or for one it cannot read, and does not throw", () => {
    const record = recorder();
    setServerErrorRecorder(record);
    expect(() => countServerError(new Error("a"))).not.toThrow();
    expect(() => countServerError(new Error("b"), "")).not.toThrow();
    expect(() => countServerError(new Error("c"), "not a url")).not.toThrow();
    expect(() => countServerError(new Error("d"), "/relative/path")).not.toThrow();
    expect(() => countServerError(new Error("e"), "http://[::1")).not.toThrow();
    expect(record.mock.calls).toEqual([
      ["Error: a", null, null],
      ["Error: b", null, null],
      ["Error: c", null, null],
      ["Error: d", null, null],
      ["Error: e", null, null],
    ]);
  });

  it("does not wait for the recorder", () => {
    let finish: (() => void) | undefined;
    const record = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    setServerErrorRecorder(record);
    expect(countServerError(new Error("slow"), "http://localhost/")).toBeUndefined();
    expect(record).toHaveBeenCalledTimes(1);
    finish?.();
  });

  it("never throws, nor leaves a rejection unhandled, when the recorder fails", async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on("unhandledRejection", onUnhandled);
    try {
      setServerErrorRecorder(() => Promise.reject(new Error("database is closed")));
      expect(() => countServerError(new Error("first"), "http://localhost/")).not.toThrow();
      setServerErrorRecorder(() => {
        throw new Error("recorder broke");
      });
      expect(() => countServerError(new Error("second"), "http://localhost/")).not.toThrow();
      // Give an unhandled rejection time to be reported.
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(unhandled).toEqual([]);
    } finally {
      process.off("unhandledRejection", onUnhandled);
    }
  });

  it("never throws for a thrown value that cannot be turned into text", () => {
    const record = recorder();
    setServerErrorRecorder(record);
    expect(() => countServerError(Object.create(null), "http://localhost/")).not.toThrow();
  });
});
