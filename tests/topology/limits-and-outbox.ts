// Checks 3 and 4: what the processes share through the database. The leads'
// per-address limit counts submissions whichever process takes them (and the
// proxy passes the visitor's address on, so one visitor's limit is not
// everyone's); and with both processes running the outbox worker on one
// table, every notification reaches the SMTP sink exactly once.
import { snapshot } from "../reliability/stores.ts";
import { type Submission, answeredId, makeSubmission } from "../reliability/submissions.ts";
import { Checks, sleep } from "../reliability/support.ts";
import { verify } from "../reliability/verify.ts";
import { type Outcome, describe, json, postJson, visitor } from "./client.ts";
import { type Summary, type Topology, progress } from "./topology.ts";

/** The leads' per-address limit the apps run with (LEADS_RATE_LIMIT_PER_IP, at its default). */
export const LEADS_LIMIT = 10;
const OUTBOX_LEADS = 24;
/** After the last notification is sent, how long to listen for a second copy (several poll rounds). */
const LISTEN_FOR_REPEATS_MS = 4000;

export function submitLead(base: string, sent: Submission, from: string, timeoutMs?: number): Promise<Outcome> {
  return postJson(`${base}${sent.path}`, sent.body, { from, headers: { "Idempotency-Key": sent.key }, timeoutMs });
}

async function checkRateLimit(topology: Topology): Promise<Summary> {
  const checks = new Checks("rate limit across processes");
  const [first, second] = topology.apps;
  const from = visitor(9100);
  // Call-backs only (every 8th submission of the mix), so one limit is counted.
  const lead = (index: number) => makeSubmission(`${topology.run}-limit`, index * 8);
  const ways = [
    { label: `app ${first.name}`, base: first.base },
    { label: `app ${second.name}`, base: second.base },
    { label: "nginx", base: topology.proxy.base },
  ];
  const accepted: string[] = [];
  for (let index = 0; index < LEADS_LIMIT; index++) {
    const way = ways[index % ways.length] as (typeof ways)[number];
    const outcome = await submitLead(way.base, lead(index), from);
    if (outcome.kind === "answer" && outcome.status === 201) accepted.push(way.label);
    else checks.expect(false, `submission ${index + 1} of ${LEADS_LIMIT} via ${way.label}: ${describe(outcome)}`);
  }
  const refusedBy: string[] = [];
  for (const [offset, way] of [ways[2], ways[0], ways[1]].entries()) {
    if (!way) continue;
    const outcome = await submitLead(way.base, lead(LEADS_LIMIT + offset), from);
    if (outcome.kind === "answer" && outcome.status === 429) refusedBy.push(way.label);
    else checks.expect(false, `submission past the limit via ${way.label} answered ${describe(outcome)}, not 429`);
  }
  const other = await submitLead(topology.proxy.base, lead(LEADS_LIMIT + 3), visitor(9101));
  checks.expect(
    other.kind === "answer" && other.status === 201,
    `another visitor through nginx was refused (${describe(other)}): the limit must be per visitor`,
  );
  return {
    check: "3. rate limit",
    did: `${LEADS_LIMIT} call-backs from one visitor via A, B and nginx in turn, then one more via each`,
    figures: `${accepted.length} accepted, ${refusedBy.length}/3 refused 429 past the limit; another visitor accepted`,
    checks,
  };
}

async function checkOutbox(topology: Topology): Promise<Summary> {
  const checks = new Checks("outbox once");
  const run = `${topology.run}-outbox`;
  const submissions = Array.from({ length: OUTBOX_LEADS }, (_, index) => makeSubmission(run, index));
  const answered = new Map<number, string>();
  const receivedBefore = topology.inbox.receipts.length;
  await Promise.all(
    submissions.map(async (sent) => {
      const outcome = await submitLead(topology.proxy.base, sent, visitor(9200 + sent.index));
      const body = json(outcome);
      if (outcome.kind === "answer" && outcome.status === 201 && body)
        answered.set(sent.index, answeredId(sent, body) ?? "");
      else checks.expect(false, `outbox submission ${sent.index}: ${describe(outcome)}`);
    }),
  );
  const ofRun = async () => {
    const stored = await snapshot({ label: "postgres", url: topology.databaseUrl });
    const leads = stored.leads.filter((lead) => lead.email?.startsWith(`rel.${run}.`));
    const ids = new Set(leads.map((lead) => lead.id));
    return { ...stored, leads, outbox: stored.outbox.filter((row) => ids.has(row.lead_id)) };
  };
  const deadline = Date.now() + 60_000;
  let stored = await ofRun();
  while (stored.outbox.some((row) => row.status !== "sent") && Date.now() < deadline) {
    await sleep(500);
    stored = await ofRun();
  }
  checks.expect(
    stored.outbox.every((row) => row.status === "sent"),
    "notifications still unsent after 60 s",
  );
  await sleep(LISTEN_FOR_REPEATS_MS);
  // Without a webhook: the sales e-mail for every lead, and a quote's copy to the visitor as well.
  const verdict = verify(submissions, answered, stored, { channelsPerLead: (sent) => (sent.kind === "quote" ? 2 : 1) });
  for (const problem of verdict.problems) checks.expect(false, problem);
  const rowIds = new Set(stored.outbox.map((row) => row.id));
  const receipts = topology.inbox.receipts.slice(receivedBefore).filter((receipt) => rowIds.has(receipt.id));
  const distinct = new Set(receipts.map((receipt) => receipt.id));
  checks.equal(distinct.size, rowIds.size, "notifications received (distinct ids) against notifications queued");
  checks.equal(receipts.length - distinct.size, 0, "notifications received twice");
  progress(`outbox: ${rowIds.size} queued, ${receipts.length} received`);
  return {
    check: "4. outbox once",
    did: `${OUTBOX_LEADS} leads and quotes via nginx; both apps run the outbox worker (polled every second)`,
    figures: `${rowIds.size} messages queued, ${receipts.length} received, ${receipts.length - distinct.size} duplicates`,
    checks,
  };
}

export async function checkLimitsAndOutbox(topology: Topology): Promise<Summary[]> {
  return [await checkRateLimit(topology), await checkOutbox(topology)];
}
