// The browser's lead client of section 7.1 against POST /api/av/leads over
// real HTTP, and at the edges: a network failure, an OK answer not in JSON.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { submitLead } from "#app/features/leads/forms/leads-client.ts";
import {
  application,
  baseUrl,
  callBack,
  startApi,
  stopApi,
  storedLeads,
} from "#app/routes/api.av.leads.test-support.ts";

describe("the browser's lead client (section 7.1)", () => {
  beforeEach(() => startApi());
  afterEach(() => stopApi());

  it("posts to /api/av/leads?t={ms} and returns the answer with success and status", async () => {
    const result = await submitLead(callBack, {
      kind: "request",
      baseUrl,
      now: () => 1_763_713_800_000,
      idempotencyKey: "client-key-0001",
    });
    expect(result).toMatchObject({ success: true, status: 201, message: "Your request was submitted successfully" });
    expect(typeof result.id).toBe("string");
    const again = await submitLead(callBack, { kind: "request", baseUrl, idempotencyKey: "client-key-0001" });
    expect(again).toMatchObject({ success: true, status: 200, id: result.id });
    expect(await storedLeads()).toHaveLength(1);
  });

  it("turns a refusal into the catalogue's message with the status", async () => {
    const bad = { ...callBack, contact: { ...callBack.contact, tel: "1" } };
    expect(await submitLead(bad, { kind: "request", baseUrl })).toMatchObject({
      success: false,
      status: 400,
      message: "There was an error submitting your request. Please try again later.",
      errors: [{ field: "contact.tel", message: "Valid phone number is required" }],
    });
    expect(
      await submitLead({ ...application, source: "Client Partner Application" }, { kind: "application", baseUrl }),
    ).toMatchObject({
      success: false,
      status: 400,
      message: "There was an error submitting your application. Please try again later.",
    });
  });
});

describe("the browser's lead client at the edges", () => {
  it("reads a network failure as status 500", async () => {
    const closed = createServer();
    closed.listen(0, "127.0.0.1");
    await new Promise((resolve) => closed.once("listening", resolve));
    const url = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    expect(await submitLead(callBack, { kind: "request", baseUrl: url })).toEqual({
      success: false,
      status: 500,
      message: "There was an error submitting your request. Please try again later.",
    });
    expect(await submitLead(callBack, { kind: "application", baseUrl: url })).toMatchObject({
      status: 500,
      message: "There was an error submitting your application. Please try again later.",
    });
  });

  it("falls back to the success message when an OK answer is not JSON", async () => {
    let seen = "";
    const plain = createServer((req, res) => {
      seen = `${req.method} ${req.url} ${req.headers["content-type"]}`;
      res.writeHead(200, { "Content-Type": "text/plain" }).end("OK");
    });
    plain.listen(0, "127.0.0.1");
    await new Promise((resolve) => plain.once("listening", resolve));
    const url = `http://127.0.0.1:${(plain.address() as AddressInfo).port}`;
    try {
      expect(await submitLead(callBack, { kind: "request", baseUrl: url, now: () => 42 })).toEqual({
        success: true,
        status: 200,
        message: "Your request was submitted successfully",
      });
      expect(seen).toBe("POST /api/av/leads?t=42 application/json");
      expect(await submitLead(application, { kind: "application", baseUrl: url })).toMatchObject({
        message: "Your application was submitted successfully",
      });
    } finally {
      await new Promise((resolve) => plain.close(resolve));
    }
  });
});
