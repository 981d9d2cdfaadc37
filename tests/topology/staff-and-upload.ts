// Checks 1 and 2: a staff session and a proof of payment work whichever
// process answers. Signed in through the proxy, the same cookie opens the
// staff area on each app process addressed directly (from the same visitor
// address, as the proxy would pass it on); a proof uploaded to one process is
// downloaded by staff from the other, byte for byte, and through the proxy.
import { addDays } from "#app/features/quotes/hire-period.ts";
import { johannesburgDate } from "#app/platform/format/johannesburg-clock.ts";
import { tinyPdf } from "#app/platform/uploads/upload-files.test-support.ts";
import { Checks } from "../reliability/support.ts";
import { type Outcome, cookiesOf, describe, json, multipart, postForm, postJson, send, visitor } from "./client.ts";
import { checkPhoto } from "./photo.ts";
import { type Summary, type Topology, query } from "./topology.ts";

const STAFF_VISITOR = visitor(9000);
const CUSTOMER_VISITOR = visitor(9001);

/** Signs in through the proxy; the Cookie header of the session. */
export async function signIn(topology: Topology, checks: Checks, from = STAFF_VISITOR): Promise<string> {
  const page = await send(`${topology.proxy.base}/admin/login`, { from });
  const token = /name="login_token" value="([^"]+)"/.exec(page.kind === "answer" ? page.body.toString() : "")?.[1];
  checks.expect(token !== undefined, `the sign-in page has no form token: ${describe(page)}`);
  const signedIn = await postForm(
    `${topology.proxy.base}/admin/login`,
    { login_token: token ?? "", email: topology.staff.email, password: topology.staff.password },
    { from, headers: { Cookie: cookiesOf(page).join("; ") } },
  );
  checks.expect(
    signedIn.kind === "answer" && signedIn.status === 302,
    `signing in answered ${describe(signedIn)}, not a redirect`,
  );
  return cookiesOf(signedIn).join("; ");
}

function seesStaffArea(outcome: Outcome, email: string): boolean {
  return outcome.kind === "answer" && outcome.status === 200 && outcome.body.toString().includes(email);
}

async function checkSession(topology: Topology, checks: Checks, cookie: string): Promise<number> {
  let seen = 0;
  const targets = [
    ...topology.apps.map((app) => ({ label: `app ${app.name} directly`, base: app.base })),
    ...Array.from({ length: 4 }, (_, index) => ({ label: `the proxy (${index + 1})`, base: topology.proxy.base })),
  ];
  for (const target of targets) {
    const inbox = await send(`${target.base}/admin`, { from: STAFF_VISITOR, headers: { Cookie: cookie } });
    checks.expect(
      seesStaffArea(inbox, topology.staff.email),
      `the staff area through ${target.label} did not show the signed-in owner: ${describe(inbox)}`,
    );
    if (seesStaffArea(inbox, topology.staff.email)) seen += 1;
  }
  return seen;
}

/** A quote made and accepted through the proxy, as the quote page and its live page make them. */
async function acceptedQuote(topology: Topology, checks: Checks): Promise<{ token: string; quoteNumber: string }> {
  const made = await postJson(
    `${topology.proxy.base}/api/quotes`,
    {
      contact: {
        name: "Sipho Dlamini",
        email: `topology.deposit.${topology.run}@example.co.za`,
        phone: "083 555 0123",
      },
      eventDate: addDays(johannesburgDate(new Date()), 30),
      marketingConsent: false,
      referrer: "",
      items: [{ type: "product", id: "powered-speaker-12-premium", quantity: 2 }],
    },
    { from: CUSTOMER_VISITOR },
  );
  const answer = json(made) as { liveUrl?: string; quoteNumber?: string } | null;
  checks.expect(made.kind === "answer" && made.status === 201, `making the quote answered ${describe(made)}`);
  const token = new URL(answer?.liveUrl ?? "http://x/q/none").pathname.split("/")[2] ?? "";
  const accepted = await postForm(
    `${topology.proxy.base}/q/${token}/decisions`,
    {
      intent: "accept",
      submissionKey: crypto.randomUUID(),
      quoteVersion: "1",
      signedName: "Sipho Dlamini",
      acceptTerms: "on",
    },
    { from: CUSTOMER_VISITOR, headers: { Accept: "application/json" } },
  );
  checks.expect(accepted.kind === "answer" && accepted.status === 200, `accepting answered ${describe(accepted)}`);
  return { token, quoteNumber: answer?.quoteNumber ?? "" };
}

async function uploadProof(base: string, token: string, bytes: Buffer, name: string): Promise<Outcome> {
  const { body, contentType } = multipart(
    { submissionKey: crypto.randomUUID() },
    { field: "proof", name, type: "application/pdf", bytes },
  );
  return send(`${base}/q/${token}/proof-of-payment`, {
    method: "POST",
    body,
    from: CUSTOMER_VISITOR,
    headers: { "Content-Type": contentType, Accept: "application/json" },
  });
}

async function checkUploads(topology: Topology, checks: Checks, cookie: string): Promise<number> {
  const { token, quoteNumber } = await acceptedQuote(topology, checks);
  const [first, second] = topology.apps;
  // Each proof is taken by one process and fetched from the other, then through the proxy.
  const plan = [
    { takenBy: first, servedBy: second, bytes: tinyPdf({ padTo: 1500 }), name: "slip-a.pdf" },
    { takenBy: second, servedBy: first, bytes: tinyPdf({ padTo: 1600 }), name: "slip-b.pdf" },
  ];
  let downloads = 0;
  for (const step of plan) {
    const uploaded = await uploadProof(step.takenBy.base, token, step.bytes, step.name);
    checks.expect(
      uploaded.kind === "answer" && uploaded.status < 300,
      `uploading ${step.name} to app ${step.takenBy.name} answered ${describe(uploaded)}`,
    );
    const [proof] = await query<{ id: string; lead_id: string }>(
      topology,
      `select p.id, q.lead_id from quote_payment_proofs p join quotes q on q.id = p.quote_id
        where q.quote_number = $1 and p.original_name = $2`,
      [quoteNumber, step.name],
    );
    checks.expect(proof !== undefined, `${step.name} is not in the database`);
    if (!proof) continue;
    const where = `/admin/leads/${proof.lead_id}/proofs/${proof.id}`;
    for (const [label, base] of [
      [`app ${step.servedBy.name}`, step.servedBy.base],
      ["the proxy", topology.proxy.base],
    ] as const) {
      const download = await send(`${base}${where}`, { from: STAFF_VISITOR, headers: { Cookie: cookie } });
      const same = download.kind === "answer" && download.status === 200 && download.body.equals(step.bytes);
      checks.expect(
        same,
        `${step.name}, taken by app ${step.takenBy.name}, downloaded from ${label}: ${describe(download)}`,
      );
      if (same) downloads += 1;
    }
  }
  return downloads;
}

export async function checkStaffAndUpload(topology: Topology): Promise<Summary[]> {
  const sessionChecks = new Checks("staff session");
  const cookie = await signIn(topology, sessionChecks);
  const seen = await checkSession(topology, sessionChecks, cookie);
  const uploadChecks = new Checks("upload across processes");
  const downloads = await checkUploads(topology, uploadChecks, cookie);
  const photos = await checkPhoto(topology, uploadChecks, STAFF_VISITOR, cookie);
  return [
    {
      check: "1. staff session",
      did: "signed in through nginx; /admin asked of app A, app B and 4× nginx with the cookie",
      figures: `${seen}/6 showed the staff area`,
      checks: sessionChecks,
    },
    {
      check: "2. upload",
      did:
        "2 proofs of payment, each uploaded to one app and downloaded by staff from the other and via nginx; " +
        "a catalogue photo uploaded to app A, its copies fetched from app B and via nginx",
      figures: `${downloads}/4 proof downloads identical; ${photos.served}/${photos.asked} photo copies served`,
      checks: uploadChecks,
    },
  ];
}
