import { describe, expect, it } from "vitest";
import {
  SUBMISSION_KINDS,
  clientKeyOf,
  isPastFloodThreshold,
  limitTable,
  parseTrustProxy,
} from "#app/platform/limits/abuse-limits.ts";

describe("clientKeyOf", () => {
  it("counts an IPv4 address as itself, however it is written", () => {
    expect(clientKeyOf("203.0.113.7")).toBe("203.0.113.7");
    expect(clientKeyOf(" 203.0.113.7 ")).toBe("203.0.113.7");
    expect(clientKeyOf("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientKeyOf("::FFFF:cb00:7107")).toBe("203.0.113.7");
  });

  it("counts every address of one IPv6 /64 as one client", () => {
    const key = clientKeyOf("2001:db8:1:2::1");
    expect(key).toBe("2001:db8:1:2::/64");
    for (const address of [
      "2001:db8:1:2::ffff",
      "2001:0DB8:0001:0002:abcd:ef01:2345:6789",
      "2001:db8:1:2:0:0:0:2",
      "2001:db8:1:2::1%eth0",
    ]) {
      expect(clientKeyOf(address)).toBe(key);
    }
    expect(clientKeyOf("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(clientKeyOf("::1")).toBe("0:0:0:0::/64");
    expect(clientKeyOf("64:ff9b::192.0.2.33")).toBe("64:ff9b:0:0::/64");
  });

  it("counts anything that is not an address under one name", () => {
    for (const value of [
      null,
      undefined,
      "",
      "localhost",
      "1.2.3",
      "256.1.1.1",
      "1::2::3",
      "2001:db8::g",
      "1:2:3:4:5:6:7:8:9",
    ]) {
      expect(clientKeyOf(value)).toBe("unknown");
    }
  });
});

describe("limitTable", () => {
  const table = limitTable({ perClient: 10, floodThreshold: 30 });

  it("gives every kind of submission its own entry", () => {
    expect(Object.keys(table).sort()).toEqual([...SUBMISSION_KINDS].sort());
  });

  it("holds leads to the configured numbers (10 per client in 10 minutes, 30 a minute before flood marking)", () => {
    for (const kind of [
      "callback",
      "contact",
      "partner_business",
      "partner_client",
      "assistant",
      "quote",
      "subscriber",
    ] as const) {
      expect(table[kind]).toEqual({ perClient: 10, floodThreshold: 30 });
    }
  });

  it("allows more decisions and quote lookups per client, and marks none of them as spam", () => {
    expect(table.quote_decision).toEqual({ perClient: 30, floodThreshold: null });
    expect(table.quote_lookup).toEqual({ perClient: 60, floodThreshold: null });
    expect(table.availability_check).toEqual({ perClient: 60, floodThreshold: null });
  });
});

describe("isPastFloodThreshold", () => {
  it("holds a submission once more than the threshold arrived in the window", () => {
    expect(isPastFloodThreshold(30, 30)).toBe(false);
    expect(isPastFloodThreshold(31, 30)).toBe(true);
    expect(isPastFloodThreshold(1_000_000, null)).toBe(false);
  });
});

describe("parseTrustProxy", () => {
  it("trusts nobody by default", () => {
    expect(parseTrustProxy(undefined)).toEqual({ ok: true, proxies: [] });
    expect(parseTrustProxy(" ")).toEqual({ ok: true, proxies: [] });
    expect(parseTrustProxy("none")).toEqual({ ok: true, proxies: [] });
  });

  it("takes addresses, subnets and Express's range names", () => {
    expect(parseTrustProxy("loopback, 10.0.0.5,10.0.0.0/8, 10.0.0.0/255.0.0.0,fd00::/8,::1")).toEqual({
      ok: true,
      proxies: ["loopback", "10.0.0.5", "10.0.0.0/8", "10.0.0.0/255.0.0.0", "fd00::/8", "::1"],
    });
  });

  it("refuses a hop count, 'true' and malformed entries: each would trust peers nobody named", () => {
    for (const value of ["true", "1", "*", "10.0.0.0/33", "fd00::/129", "10.0.0.0/8/8", "proxy.example.com"]) {
      expect(parseTrustProxy(value).ok).toBe(false);
    }
  });
});
