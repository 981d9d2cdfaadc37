// The outbox across an outage: the mail relay and the CRM webhook go down for
// a minute while leads and quotes keep arriving, the server is restarted in
// the middle of it, and after recovery every notification queued with a lead
// reaches its receiver exactly once (counted by delivery id), none is missing.
// The retry schedule is shortened through its documented settings
// (OUTBOX_RETRY_BASE_SECONDS, OUTBOX_RETRY_MAX_SECONDS, OUTBOX_POLL_SECONDS).
import { Inbox, SmtpReceiver, WebhookReceiver } from "./receivers.ts";
import { snapshot } from "./stores.ts";
import { type Submission, answeredId, makeSubmission } from "./submissions.ts";
import { Checks, type Database, ServerProcess, postJson, progress, sleep } from "./support.ts";
import { verify } from "./verify.ts";

export interface OutboxResult {
  outageSeconds: number;
  lines: string[];
  checks: Checks;
}

const PER_PHASE = 24;
/** Deliveries per receiver whose acknowledgement is lost after the outage. */
const LOST_ACKNOWLEDGEMENTS = 3;
/** After everything is delivered, how long to keep listening for late repeats. */
const LISTEN_FOR_REPEATS_MS = 5000;

export async function runOutboxTest(options: {
  file: string;
  ports: { server: number; smtp: number; webhook: number };
  outageSeconds: number;
}): Promise<OutboxResult> {
  const checks = new Checks("outbox");
  const database: Database = { label: "sqlite", file: options.file };
  const inbox = new Inbox();
  const smtp = new SmtpReceiver(options.ports.smtp, inbox);
  const webhook = new WebhookReceiver(options.ports.webhook, inbox);
  await smtp.start();
  await webhook.start();
  const env = {
    SMTP_URL: smtp.url,
    LEADS_WEBHOOK_URL: webhook.url,
    LEADS_WEBHOOK_SECRET: webhook.secret,
    OUTBOX_RETRY_BASE_SECONDS: "5",
    OUTBOX_RETRY_MAX_SECONDS: "15",
    OUTBOX_POLL_SECONDS: "1",
  };
  let server = await ServerProcess.start({ port: options.ports.server, database, env });
  const run = `outbox-${Date.now().toString(36)}`;
  const submissions: Submission[] = [];
  const answered = new Map<number, string>();

  const submitBatch = async (label: string) => {
    const batch = Array.from({ length: PER_PHASE }, () => {
      const made = makeSubmission(run, submissions.length);
      submissions.push(made);
      return made;
    });
    await Promise.all(
      batch.map(async (sent) => {
        const outcome = await postJson(`${server.base}${sent.path}`, sent.body, { "Idempotency-Key": sent.key });
        if (outcome.kind === "answer" && outcome.status === 201 && outcome.json)
          answered.set(sent.index, answeredId(sent, outcome.json) ?? "");
        else
          checks.expect(
            false,
            `${label}: submission ${sent.index} answered ${outcome.kind === "answer" ? `${outcome.status} ${outcome.text.slice(0, 200)}` : outcome.code}`,
          );
      }),
    );
  };

  const pendingRows = async () => (await snapshot(database)).outbox.filter((row) => row.status !== "sent").length;
  const waitUntilSent = async (timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if ((await pendingRows()) === 0) return true;
      await sleep(500);
    }
    return false;
  };

  progress("outbox: receivers up, first submissions");
  await submitBatch("receivers up");
  checks.expect(await waitUntilSent(60_000), "notifications sent while the receivers were up did not all go out");
  const deliveredBeforeOutage = inbox.unique.size;

  progress(`outbox: receivers down for ${options.outageSeconds} s; submissions keep arriving; restart halfway`);
  await smtp.stop();
  await webhook.stop();
  const downAt = Date.now();
  await submitBatch("receivers down");
  await sleep(Math.max(0, downAt + (options.outageSeconds * 1000) / 2 - Date.now()));
  const firstExit = await server.stop();
  checks.equal(firstExit.code, 0, "exit code of the restart during the outage");
  const retriesBeforeRestart = server.events("outbox.retry").length;
  server = await ServerProcess.start({ port: options.ports.server, database, env });
  await submitBatch("receivers down, after the restart");
  const pendingDuringOutage = await pendingRows();
  await sleep(Math.max(0, downAt + options.outageSeconds * 1000 - Date.now()));
  await smtp.start();
  await webhook.start();
  // The first deliveries after the outage arrive but their acknowledgement is
  // lost: the sender retries them and the receivers must drop the repeats by id.
  smtp.loseAcknowledgements(LOST_ACKNOWLEDGEMENTS);
  webhook.loseAcknowledgements(LOST_ACKNOWLEDGEMENTS);
  const upAt = Date.now();
  progress(
    `outbox: receivers back after ${Math.round((upAt - downAt) / 1000)} s with ${pendingDuringOutage} notifications waiting`,
  );
  const recovered = await waitUntilSent(180_000);
  const recoverySeconds = (Date.now() - upAt) / 1000;
  checks.expect(recovered, "notifications still waiting 180 s after the receivers came back");
  await sleep(LISTEN_FOR_REPEATS_MS);
  const retriesAfterRestart = server.events("outbox.retry").length;
  checks.equal((await server.stop()).code, 0, "exit code at the end");
  await smtp.stop();
  await webhook.stop();

  const stored = await snapshot(database);
  const runLeads = new Set(stored.leads.map((lead) => lead.id));
  // Every lead queued the sales e-mail and the webhook; quotes also the visitor's copy.
  const verdict = verify(submissions, answered, stored, { channelsPerLead: (sent) => (sent.kind === "quote" ? 3 : 2) });
  for (const problem of verdict.problems) checks.expect(false, problem);

  const rows = stored.outbox.filter((row) => runLeads.has(row.lead_id));
  const lines = [
    "| channel | notifications queued | delivered (distinct ids) | duplicates received (same id, dropped) | missing | not marked sent |",
    "|---|---|---|---|---|---|",
  ];
  for (const channel of ["email", "customer_email", "webhook"] as const) {
    const queued = rows.filter((row) => row.channel === channel);
    const receipts = inbox.receipts.filter((receipt) => receipt.channel === channel);
    const distinct = new Set(receipts.map((receipt) => receipt.id));
    const missing = queued.filter((row) => !distinct.has(row.id));
    const unknown = [...distinct].filter((id) => !queued.some((row) => row.id === id));
    const notSent = queued.filter((row) => row.status !== "sent").length;
    for (const row of queued) {
      const receipt = inbox.unique.get(row.id);
      if (receipt?.leadId !== undefined && receipt.leadId !== row.lead_id)
        checks.expect(false, `${channel} delivery ${row.id} names lead ${receipt.leadId}, queued for ${row.lead_id}`);
    }
    checks.equal(missing.length, 0, `${channel} notifications missing`);
    checks.equal(unknown.length, 0, `${channel} deliveries with an id no outbox row has`);
    checks.equal(notSent, 0, `${channel} outbox rows not marked sent`);
    lines.push(
      `| ${channel} | ${queued.length} | ${distinct.size} | ${receipts.length - distinct.size} | ${missing.length} | ${notSent} |`,
    );
  }
  const deliveryProblems = inbox.receipts.flatMap((receipt) => receipt.problems);
  for (const problem of deliveryProblems.slice(0, 10)) checks.expect(false, `delivery: ${problem}`);
  checks.equal(verdict.figures.losses, 0, "submissions lost");
  checks.equal(inbox.lostAcknowledgements, 2 * LOST_ACKNOWLEDGEMENTS, "deliveries whose acknowledgement was lost");
  checks.expect(
    inbox.duplicates >= inbox.lostAcknowledgements,
    `only ${inbox.duplicates} repeats arrived for ${inbox.lostAcknowledgements} lost acknowledgements`,
  );
  checks.expect(retriesBeforeRestart + retriesAfterRestart > 0, "no delivery was retried: the outage did not happen");
  if (checks.failures.length > 0) progress(`outbox server output:\n${server.tail()}`);

  lines.push(
    "",
    `Submissions: ${submissions.length} (${submissions.filter((sent) => sent.kind === "quote").length} quotes), all stored once: ` +
      `${verdict.figures.rowsFound === submissions.length && verdict.figures.duplicates === 0 ? "yes" : "NO"}. ` +
      `Delivered before the outage: ${deliveredBeforeOutage}. Waiting during the outage: ${pendingDuringOutage}. ` +
      `Failed attempts retried: ${retriesBeforeRestart} before the restart, ${retriesAfterRestart} after. ` +
      `All delivered ${recoverySeconds.toFixed(1)} s after the receivers came back (retry schedule 5 s doubling to 15 s, polled every 1 s). ` +
      `Acknowledgements lost on purpose after the outage (so the sender repeats those deliveries): ${inbox.lostAcknowledgements}. ` +
      `Delivery problems (signature, ids): ${deliveryProblems.length}.`,
  );
  return { outageSeconds: options.outageSeconds, lines, checks };
}
