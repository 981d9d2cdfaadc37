// Notification receivers that can go down and come back on the same port, as
// a mail relay or a CRM does during an outage. Each de-duplicates by the
// delivery id the sender puts on every delivery (the e-mail's Message-ID, the
// webhook's Idempotency-Key) and counts what it dropped.
import { createHmac, timingSafeEqual } from "node:crypto";
import { type Server, createServer } from "node:http";
import { SMTPServer } from "smtp-server";

export interface Receipt {
  /** The delivery id the receiver de-duplicates by. */
  id: string;
  channel: "email" | "customer_email" | "webhook";
  /** The lead the delivery is about (X-Lead-Id, or the webhook body's leadId); quote copies name the quote. */
  leadId?: string;
  quoteNumber?: string;
  /** Problems with the delivery itself (a bad signature, ids that disagree). */
  problems: string[];
}

/** Everything received, and the first receipt of each delivery id. */
export class Inbox {
  readonly receipts: Receipt[] = [];
  readonly unique = new Map<string, Receipt>();
  /** Deliveries received but whose acknowledgement the receiver "lost", so the sender tries again. */
  lostAcknowledgements = 0;
  /** Connections a sender dropped mid-session (a killed process resets its sockets). */
  readonly connectionErrors: string[] = [];

  add(receipt: Receipt): void {
    this.receipts.push(receipt);
    if (!this.unique.has(receipt.id)) this.unique.set(receipt.id, receipt);
  }

  /** Receipts dropped as repeats of a delivery id already received. */
  get duplicates(): number {
    return this.receipts.length - this.unique.size;
  }
}

function headerBlock(raw: string): Map<string, string> {
  const end = raw.indexOf("\r\n\r\n");
  const headers = new Map<string, string>();
  for (const line of raw
    .slice(0, end < 0 ? raw.length : end)
    .replace(/\r\n[ \t]+/g, " ")
    .split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** An SMTP relay on a fixed port (plain SMTP with AUTH, like a local relay). */
export class SmtpReceiver {
  readonly credentials = { user: "mailer", pass: "relay-password" };
  #server: SMTPServer | undefined;
  #loseAcknowledgements = 0;

  readonly port: number;
  readonly inbox: Inbox;

  constructor(port: number, inbox: Inbox) {
    this.port = port;
    this.inbox = inbox;
  }

  get url(): string {
    return `smtp://${this.credentials.user}:${this.credentials.pass}@127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const server = new SMTPServer({
      disabledCommands: ["STARTTLS"],
      allowInsecureAuth: true,
      logger: false,
      // Going down closes open sessions after a second, as a relay's restart would.
      closeTimeout: 1000,
      onAuth: (auth, _session, callback) => {
        if (auth.username === this.credentials.user && auth.password === this.credentials.pass)
          callback(null, { user: auth.username });
        else callback(new Error("Invalid username or password"));
      },
      onData: (stream, _session, callback) => {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          const headers = headerBlock(Buffer.concat(chunks).toString("utf8"));
          const messageId = /^<([^@>]+)@/.exec(headers.get("message-id") ?? "")?.[1] ?? "";
          const deliveryId = headers.get("x-delivery-id") ?? "";
          const quoteNumber = headers.get("x-quote-number");
          const problems: string[] = [];
          if (!messageId) problems.push("e-mail without a Message-ID");
          if (messageId !== deliveryId) problems.push(`Message-ID ${messageId} and X-Delivery-Id ${deliveryId} differ`);
          this.inbox.add({
            id: messageId || deliveryId,
            channel: quoteNumber ? "customer_email" : "email",
            leadId: headers.get("x-lead-id"),
            quoteNumber,
            problems,
          });
          if (this.#loseAcknowledgements > 0) {
            // The message is kept, but the sender hears a failure, as when the
            // relay's "250 OK" is lost with the connection: it must send again.
            this.#loseAcknowledgements -= 1;
            this.inbox.lostAcknowledgements += 1;
            callback(Object.assign(new Error("Connection lost before the acknowledgement"), { responseCode: 451 }));
            return;
          }
          callback(null);
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(this.port, "127.0.0.1", () => {
        server.off("error", reject);
        resolve();
      });
    });
    // A sender killed mid-session resets its connection; that is the scenario
    // under test, not a fault of the relay, so it must not end the run.
    server.on("error", (error: NodeJS.ErrnoException) => {
      this.inbox.connectionErrors.push(error.code ?? error.message);
    });
    this.#server = server;
  }

  /** The next `count` messages are kept but their acknowledgement is lost. */
  loseAcknowledgements(count: number): void {
    this.#loseAcknowledgements = count;
  }

  async stop(): Promise<void> {
    const server = this.#server;
    this.#server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** A CRM webhook endpoint on a fixed port that checks the signature and de-duplicates by Idempotency-Key. */
export class WebhookReceiver {
  readonly secret = "reliability-webhook-secret";
  #server: Server | undefined;
  #loseAcknowledgements = 0;

  readonly port: number;
  readonly inbox: Inbox;

  constructor(port: number, inbox: Inbox) {
    this.port = port;
    this.inbox = inbox;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}/hooks/leads`;
  }

  async start(): Promise<void> {
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        const body = Buffer.concat(chunks).toString("utf8");
        const expected = Buffer.from(`sha256=${createHmac("sha256", this.secret).update(body).digest("hex")}`);
        const given = Buffer.from(String(request.headers["x-signature"] ?? ""));
        const problems: string[] = [];
        if (given.length !== expected.length || !timingSafeEqual(given, expected)) problems.push("bad signature");
        const key = String(request.headers["idempotency-key"] ?? "");
        const deliveryId = String(request.headers["x-delivery-id"] ?? "");
        if (!key) problems.push("webhook without an Idempotency-Key");
        if (key !== deliveryId) problems.push(`Idempotency-Key ${key} and X-Delivery-Id ${deliveryId} differ`);
        let leadId: string | undefined;
        try {
          leadId = (JSON.parse(body) as { leadId?: string }).leadId;
        } catch {
          problems.push("body is not JSON");
        }
        this.inbox.add({ id: key || deliveryId, channel: "webhook", leadId, problems });
        if (this.#loseAcknowledgements > 0) {
          // Received and kept, but the connection drops before the answer.
          this.#loseAcknowledgements -= 1;
          this.inbox.lostAcknowledgements += 1;
          request.socket.destroy();
          return;
        }
        response.writeHead(problems.length === 0 ? 200 : 400, { "Content-Type": "text/plain" }).end("ok");
      });
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(this.port, "127.0.0.1", () => resolve());
    });
    this.#server = server;
  }

  /** The next `count` deliveries are kept but their connection drops before the answer. */
  loseAcknowledgements(count: number): void {
    this.#loseAcknowledgements = count;
  }

  async stop(): Promise<void> {
    const server = this.#server;
    this.#server = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
