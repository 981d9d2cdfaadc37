// @vitest-environment jsdom
// The consent notice over its server-rendered markup: shown until the visitor
// chooses, the choice kept in the consent cookie, the tag manager loaded only
// after "Allow analytics", and the notice reopened from Cookie settings.
import { fireEvent, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ConsentBanner, ConsentSettingsButton } from "#app/features/privacy/consent-banner.tsx";
import { NonceContext } from "#app/platform/http/nonce.ts";
import { CONSENT_STORAGE_KEY } from "#app/features/privacy/analytics-consent.ts";

const GTM_ID = "GTM-TEST123";

function clearCookies() {
  for (const cookie of document.cookie.split(";")) {
    const name = cookie.split("=")[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

function page() {
  const Stub = createRoutesStub([
    {
      path: "/about",
      Component: () => (
        <NonceContext value="abc123">
          <script nonce="abc123" />
          <ConsentSettingsButton />
          <ConsentBanner gtmId={GTM_ID} />
        </NonceContext>
      ),
    },
  ]);
  return renderToString(<Stub initialEntries={["/about"]} />);
}

/** A fresh copy of the module per test: it remembers that it loaded the tag manager. */
async function start(injected = "") {
  document.body.innerHTML = injected + page();
  vi.resetModules();
  const { setUpConsent } = await import("#app/features/privacy/consent-browser.ts");
  setUpConsent();
  return banner();
}

function banner() {
  const element = document.getElementById("consent-banner") as HTMLElement;
  expect(element.getAttribute("aria-label")).toBe("Analytics cookies");
  return element;
}

const tagManagerScripts = () =>
  [...document.querySelectorAll<HTMLScriptElement>("script[src]")].filter((script) =>
    script.src.startsWith("https://www.googletagmanager.com/"),
  );

beforeEach(() => {
  clearCookies();
  localStorage.clear();
  delete window.dataLayer;
});

afterEach(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
});

describe("consent notice", () => {
  it("is shown to a visitor who has not chosen, and nothing from Google loads", async () => {
    const notice = await start();
    expect(notice.hidden).toBe(false);
    // Not a dialog: it takes no focus.
    expect(notice.getAttribute("role")).toBeNull();
    expect(document.activeElement).toBe(document.body);
    expect(tagManagerScripts()).toEqual([]);
  });

  it("'No thanks' keeps the choice for a year and hides the notice; nothing loads", async () => {
    const notice = await start();
    fireEvent.click(screen.getByRole("button", { name: "No thanks" }));
    expect(notice.hidden).toBe(true);
    expect(document.cookie).toMatch(/(^|; )ssh-analytics-consent=denied-\d+/);
    expect(tagManagerScripts()).toEqual([]);
    // The next page does not ask again.
    expect((await start()).hidden).toBe(true);
  });

  it("'Allow analytics' keeps the choice and loads the tag manager with the page's nonce, once", async () => {
    const notice = await start();
    fireEvent.click(screen.getByRole("button", { name: "Allow analytics" }));
    expect(notice.hidden).toBe(true);
    expect(document.cookie).toMatch(/(^|; )ssh-analytics-consent=granted-\d+/);
    const [script, ...others] = tagManagerScripts();
    expect(others).toEqual([]);
    expect(script?.src).toBe(`https://www.googletagmanager.com/gtm.js?id=${GTM_ID}`);
    expect(script?.nonce).toBe("abc123");
    expect(window.dataLayer?.[0]).toMatchObject({ event: "gtm.js" });
  });

  // Issue 21: the CSP names no tag-manager host, so a container loads only
  // with the nonce, which only the server's own notice carries.
  it("loads no container from a notice injected into the page, which cannot carry the nonce", async () => {
    document.cookie = "ssh-analytics-consent=granted-1700000000000; Path=/";
    await start(
      '<section id="consent-banner" data-gtm-id="GTM-EVIL123" aria-label="Analytics cookies"><form></form></section>',
    );
    expect(tagManagerScripts()).toEqual([]);
  });

  it("loads the tag manager at once on later pages once allowed, without showing the notice", async () => {
    document.cookie = "ssh-analytics-consent=granted-1700000000000; Path=/";
    const notice = await start();
    expect(notice.hidden).toBe(true);
    expect(tagManagerScripts()).toHaveLength(1);
  });

  it("honours a choice an earlier version of the site kept in local storage", async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ choice: "denied", at: "2025-01-01T00:00:00.000Z" }));
    expect((await start()).hidden).toBe(true);
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ choice: "granted", at: "2025-01-01T00:00:00.000Z" }));
    expect((await start()).hidden).toBe(true);
    expect(tagManagerScripts()).toHaveLength(1);
  });

  it("Cookie settings reopens the notice with focus on its first choice, so a mind can be changed", async () => {
    document.cookie = "ssh-analytics-consent=denied-1700000000000; Path=/";
    const notice = await start();
    fireEvent.click(screen.getByRole("button", { name: "Cookie settings" }));
    expect(notice.hidden).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "No thanks" }));
    fireEvent.click(screen.getByRole("button", { name: "Allow analytics" }));
    expect(notice.hidden).toBe(true);
    expect(document.cookie).toMatch(/(^|; )ssh-analytics-consent=granted-\d+/);
    expect(tagManagerScripts()).toHaveLength(1);
  });

  it("does nothing without a valid container id", async () => {
    document.body.innerHTML = page().replace(GTM_ID, "UA-1234-1");
    vi.resetModules();
    const { setUpConsent } = await import("#app/features/privacy/consent-browser.ts");
    setUpConsent();
    expect(banner().hidden).toBe(true);
  });
});

describe("consent notice markup", () => {
  it("is a form posting the choice and the page to come back to, to /consent", () => {
    document.body.innerHTML = page();
    const form = document.querySelector("form");
    expect(form?.getAttribute("method")).toBe("post");
    expect(form?.getAttribute("action")).toBe("/consent");
    expect(form?.querySelector<HTMLInputElement>("input[name=returnTo]")?.value).toBe("/about");
    const choices = [...(form?.querySelectorAll("button") ?? [])].map((button) => [
      button.textContent,
      button.type,
      button.name,
      button.value,
    ]);
    expect(choices).toEqual([
      ["No thanks", "submit", "choice", "denied"],
      ["Allow analytics", "submit", "choice", "granted"],
    ]);
    expect(screen.getByRole("link", { name: "Privacy Notice", hidden: true }).getAttribute("href")).toBe("/privacy");
  });
});
