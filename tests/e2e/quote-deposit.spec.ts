// The EFT deposit on an accepted quote (issue 23, item 5; decision 040), on a
// production server with its own database, banking details and uploads
// folder: the customer accepts on the live page and sees the deposit and the
// banking details, uploads a PDF proof without JavaScript, staff see and
// download it and mark the deposit received, and the customer's page says so.
// Then the upload route over plain HTTP: real multipart posts of good and bad
// files, and the limits it keeps while the page-post limit lets it through.
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Browser, type Page, expect, test } from "@playwright/test";
import { HTML_PAGE, tinyJpeg, tinyPdf, tinyPng } from "#app/platform/uploads/upload-files.test-support.ts";
import { expectNoAxeViolations, waitForIslands } from "./helpers.ts";
import { uniqueEmail } from "./leads-db.ts";
import { daysAhead } from "./quote-helpers.ts";
import { type SiteWithSmtp, startSiteWithSmtp } from "./site-with-smtp.ts";

const STAFF_EMAIL = "lerato.sales@sandtonsoundhire.co.za";
const STAFF_PASSWORD = "a long staff password 42";
const MAX_BYTES = 5 * 1024 * 1024;

let site: SiteWithSmtp;
let uploads: string;

/** The proofs the site keeps, with the size of the bytes stored for each (decision 060). */
function storedProofs(): { name: string; bytes: number }[] {
  const db = new DatabaseSync(site.databaseFile, { readOnly: true, timeout: 5000 });
  try {
    const rows = db
      .prepare(
        `SELECT p.stored_name AS name, LENGTH(f.data) AS bytes FROM quote_payment_proofs p
         LEFT JOIN quote_payment_proof_files f ON f.proof_id = p.id ORDER BY p.uploaded_at`,
      )
      .all() as { name: string; bytes: number | null }[];
    return rows.map((row) => ({ name: row.name, bytes: Number(row.bytes ?? 0) }));
  } finally {
    db.close();
  }
}

test.beforeAll(async () => {
  uploads = mkdtempSync(path.join(tmpdir(), "ssh-e2e-proofs-"));
  site = await startSiteWithSmtp({
    STAFF_BOOTSTRAP_EMAIL: STAFF_EMAIL,
    STAFF_BOOTSTRAP_PASSWORD: STAFF_PASSWORD,
    DEPOSIT_PERCENT: "50",
    EFT_BANK_NAME: "First National Bank",
    EFT_ACCOUNT_HOLDER: "Sandton Sound Hire (Pty) Ltd",
    EFT_ACCOUNT_NUMBER: "6284 5190 032",
    EFT_BRANCH_CODE: "250655",
    UPLOAD_TEMP_DIR: uploads,
  });
});

test.afterAll(async () => {
  await site.close();
  rmSync(uploads, { recursive: true, force: true });
});

/** A quote made through the API, as the quote page makes it: its live page's address here, and its number. */
async function quoteByApi(email: string): Promise<{ liveUrl: string; quoteNumber: string }> {
  const response = await fetch(`${site.baseUrl}/api/quotes`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      contact: { name: "Sipho Dlamini", email, phone: "083 555 0123" },
      eventDate: daysAhead(30),
      marketingConsent: false,
      referrer: "",
      items: [{ type: "product", id: "powered-speaker-12-premium", quantity: 2 }],
    }),
  });
  expect(response.status).toBe(201);
  const body = (await response.json()) as { liveUrl: string; quoteNumber: string };
  return { liveUrl: `${site.baseUrl}${new URL(body.liveUrl).pathname}`, quoteNumber: body.quoteNumber };
}

/** Accepts the quote through the live page's own form post (as a browser without JavaScript sends it). */
async function acceptByForm(liveUrl: string): Promise<void> {
  const response = await fetch(liveUrl, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site.baseUrl },
    body: new URLSearchParams({
      intent: "accept",
      submissionKey: crypto.randomUUID(),
      quoteVersion: "1",
      signedName: "Sipho Dlamini",
      acceptTerms: "on",
    }),
  });
  expect(response.status).toBe(200);
}

function stored(sql: string, ...values: string[]): Record<string, unknown> | undefined {
  const db = new DatabaseSync(site.databaseFile, { readOnly: true });
  try {
    return db.prepare(sql).get(...values) as Record<string, unknown> | undefined;
  } finally {
    db.close();
  }
}

const depositStatus = (page: Page) => page.locator("#deposit [data-deposit-status]");

/** axe runs as a script: the page the script-less browser shows, opened in the other one. */
async function axeOnSamePage(page: Page, plain: Page): Promise<void> {
  await page.goto(plain.url());
  await expectNoAxeViolations(page);
}

async function withoutJavaScript(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  return { context, page: await context.newPage() };
}

test("accept, see the deposit and banking details, upload a PDF without JavaScript; staff download it and mark it received", async ({
  page,
  browser,
}) => {
  // A whole journey on two sides, with a staff sign-in (a deliberately slow password check) in the middle.
  test.setTimeout(90_000);
  const { liveUrl, quoteNumber } = await quoteByApi(uniqueEmail("deposit"));

  // Accepted on the live page with its island.
  await page.goto(liveUrl);
  await waitForIslands(page);
  await page.getByLabel("Your full name, as your signature").fill("Sipho Dlamini");
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole("button", { name: "Accept Quote" }).click();
  await expect(page.getByText("Quote Accepted").first()).toBeVisible();
  await page.getByRole("link", { name: "See the deposit due and how to pay it" }).click();

  // The deposit due (half the accepted total, to the rand), the banking details and the quote number as reference.
  const total = stored("select total_cents from quotes where quote_number = ?", quoteNumber)?.total_cents as number;
  const due = Math.floor((total * 50 + 5_000) / 10_000) * 100;
  const rands = (cents: number) =>
    `R${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  await expect(page.getByRole("heading", { name: "Your deposit" })).toBeVisible();
  await expect(depositStatus(page)).toHaveText("Awaiting payment");
  const panel = page.locator("section[aria-labelledby=eft-deposit-heading]");
  await expect(panel).toContainText(`please pay a deposit of ${rands(due)}`);
  await expect(panel.getByRole("definition")).toHaveText([
    "First National Bank",
    "Sandton Sound Hire (Pty) Ltd",
    "62845190032",
    "250655",
    quoteNumber,
    rands(due),
  ]);
  await expectNoAxeViolations(page);

  // Without JavaScript: the form posts the file and the page comes back with the outcome.
  const { context, page: plain } = await withoutJavaScript(browser);
  try {
    await plain.goto(liveUrl);
    // Nothing chosen: the browser's own check stops it; a renamed text file is refused by its bytes.
    await plain.getByLabel("Proof of payment").setInputFiles({
      name: "proof.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("This is not a PDF, only its name says so.\n"),
    });
    await plain.getByRole("button", { name: "Upload proof of payment" }).click();
    await expect(plain.getByRole("alert")).toHaveText(
      "Proof of payment: The file must be a PDF, JPEG or PNG, and this one is none of them, whatever its name says.",
    );
    await expect(plain.getByLabel("Proof of payment")).toHaveAttribute("aria-invalid", "true");
    await axeOnSamePage(page, plain);

    const pdf = tinyPdf();
    await plain.getByLabel("Proof of payment").setInputFiles({
      name: "FNB payment confirmation.pdf",
      mimeType: "application/pdf",
      buffer: pdf,
    });
    await plain.getByRole("button", { name: "Upload proof of payment" }).click();
    await expect(plain.getByText("Thank you, we have your proof of payment.")).toBeVisible();
    await expect(depositStatus(plain)).toHaveText("Proof received – being checked");
    await expect(plain.locator("#deposit [data-proofs]")).toContainText("FNB payment confirmation.pdf");
    await axeOnSamePage(page, plain);
    // Kept in the database (decision 060) under a random name, with its bytes; nothing of the refused file is left.
    expect(storedProofs()).toEqual([{ name: expect.stringMatching(/^[0-9a-f]{32}\.pdf$/), bytes: pdf.length }]);
    expect(readdirSync(uploads)).toEqual([]);

    // Staff see it on the lead, download it, and mark the deposit received.
    await page.goto(`${site.baseUrl}/admin/login`);
    await page.getByLabel("E-mail address").fill(STAFF_EMAIL);
    await page.getByLabel("Password").fill(STAFF_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText(`Signed in as ${STAFF_EMAIL}`)).toBeVisible();
    const leadId = stored("select lead_id from quotes where quote_number = ?", quoteNumber)?.lead_id as string;
    await page.goto(`${site.baseUrl}/admin/leads/${leadId}`);
    const section = page.locator("[data-deposit]");
    await expect(section.locator("[data-deposit-status]")).toHaveText("Proof received – being checked");
    await expect(section).toContainText(`${rands(due)} (50% of ${rands(total)})`);
    await expect(section.locator("[data-proofs]")).toContainText("FNB payment confirmation.pdf (PDF, 1 KB");
    await expectNoAxeViolations(page);

    const link = section.getByRole("link", { name: /Download/ });
    const download = await page.request.get(`${site.baseUrl}${await link.getAttribute("href")}`);
    expect(download.status()).toBe(200);
    expect(download.headers()).toMatchObject({
      "content-type": "application/pdf",
      "content-disposition": expect.stringMatching(/^attachment; filename="FNB payment confirmation\.pdf"/),
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; sandbox",
      "cache-control": expect.stringContaining("no-store"),
    });
    expect(Buffer.from(await download.body()).equals(pdf)).toBe(true);
    // Only for the signed-in staff area: the customer's browser (no session) is refused the download.
    const anonymous = await plain.request.get(`${site.baseUrl}${await link.getAttribute("href")}`, {
      maxRedirects: 0,
    });
    expect([302, 303]).toContain(anonymous.status());

    await section.getByRole("button", { name: "Mark deposit received" }).click();
    await expect(page.getByText("Deposit marked as received.")).toBeVisible();
    await expect(section.locator("[data-deposit-status]")).toHaveText(
      /^Deposit received on \w+day, \d{1,2} \w+ \d{4}$/,
    );
    await expect(section.locator("[data-deposit-received-by]")).toContainText(`by ${STAFF_EMAIL}`);
    await expect(section.getByRole("button", { name: "Mark deposit received" })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The customer's page says so, and takes no more uploads.
    await plain.goto(liveUrl);
    const received = (await section.locator("[data-deposit-status]").textContent()) ?? "";
    await expect(depositStatus(plain)).toHaveText(received);
    await expect(plain.getByLabel("Proof of payment")).toHaveCount(0);
    await axeOnSamePage(page, plain);
  } finally {
    await context.close();
  }
});

/** A multipart form post of one file to the upload route, as a script (JSON answer) or a browser (page) sends it. */
function upload(
  liveUrl: string,
  file: { bytes: Uint8Array; name: string; type?: string },
  { asPage = false, origin = site.baseUrl }: { asPage?: boolean; origin?: string } = {},
) {
  const form = new FormData();
  form.set("submissionKey", crypto.randomUUID());
  form.set(
    "proof",
    new Blob([new Uint8Array(file.bytes)], { type: file.type ?? "application/octet-stream" }),
    file.name,
  );
  return fetch(`${liveUrl}/proof-of-payment`, {
    method: "POST",
    body: form,
    redirect: "manual",
    headers: { Accept: asPage ? "text/html" : "application/json", Origin: origin },
  });
}

test("the upload route over HTTP: PDF, JPEG and PNG kept; renamed, oversized and empty files refused by name of field and rule", async () => {
  const { liveUrl } = await quoteByApi(uniqueEmail("deposit-http"));

  // Before the quote is accepted no deposit is due: nothing is taken.
  const early = await upload(liveUrl, { bytes: tinyPdf(), name: "slip.pdf" });
  expect(early.status).toBe(409);
  expect(await early.json()).toMatchObject({ outcome: "not-due" });

  await acceptByForm(liveUrl);
  for (const [bytes, name, type] of [
    [tinyPdf({ padTo: 200_000 }), "slip.pdf", "application/pdf"],
    [tinyJpeg(), "phone photo.jpg", "image/jpeg"],
    [tinyPng(), "screenshot.png", "image/png"],
  ] as const) {
    // 200 KB is over the 64 KB every other page post is held to: this route keeps its own limit.
    const response = await upload(liveUrl, { bytes, name, type });
    expect(response.status, name).toBe(201);
    expect(await response.json()).toEqual({
      success: true,
      outcome: "received",
      message: "Thank you, we have your proof of payment. We will check it against our bank statement and confirm.",
    });
  }

  const refusals = [
    { bytes: Buffer.from("Payment made, see attached.\n"), name: "proof.pdf", status: 415, outcome: "type" },
    { bytes: HTML_PAGE, name: "proof.pdf", status: 415, outcome: "type" },
    { bytes: tinyPdf({ padTo: MAX_BYTES + 1 }), name: "big.pdf", status: 413, outcome: "too-large" },
    { bytes: new Uint8Array(0), name: "empty.pdf", status: 400, outcome: "empty" },
  ];
  for (const refusal of refusals) {
    const response = await upload(liveUrl, { bytes: refusal.bytes, name: refusal.name, type: "application/pdf" });
    expect(response.status, refusal.outcome).toBe(refusal.status);
    const body = (await response.json()) as { outcome: string; message: string };
    expect(body.outcome).toBe(refusal.outcome);
    expect(body.message).toMatch(/^Proof of payment: /);
  }
  expect(
    (
      (await (await upload(liveUrl, { bytes: tinyPdf({ padTo: MAX_BYTES + 1 }), name: "big.pdf" })).json()) as {
        message: string;
      }
    ).message,
  ).toBe("Proof of payment: The file is larger than 5 MB. Please upload a smaller PDF, JPEG or PNG.");

  // A browser's form post comes back to the page, the outcome in its address, even for a file over 5 MB.
  const asPage = await upload(liveUrl, { bytes: tinyPdf({ padTo: MAX_BYTES + 1 }), name: "big.pdf" }, { asPage: true });
  expect(asPage.status).toBe(303);
  expect(asPage.headers.get("location")).toBe(`${new URL(liveUrl).pathname}?proof=too-large#deposit`);

  // Another site's page cannot post here.
  const crossSite = await upload(liveUrl, { bytes: tinyPdf(), name: "slip.pdf" }, { origin: "https://evil.example" });
  expect(crossSite.status).toBe(403);

  // The page's own forms keep the 64 KB limit.
  const pagePost = await fetch(liveUrl, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site.baseUrl },
    body: `intent=decline&note=${"x".repeat(70_000)}`,
  });
  expect(pagePost.status).toBe(413);

  // Three files kept (and the one from the other test), each with its bytes; nothing partial or refused left behind.
  expect(storedProofs().every(({ name, bytes }) => /^[0-9a-f]{32}\.(?:pdf|jpg|png)$/.test(name) && bytes > 0)).toBe(
    true,
  );
  expect(readdirSync(uploads)).toEqual([]);
});
