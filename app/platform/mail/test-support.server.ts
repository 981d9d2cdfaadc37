// Real local receivers for the notification tests: an SMTP sink (smtp-server)
// and an HTTP webhook receiver, both on loopback with random ports.
// Test-only: nothing in the app imports it.
import { createHmac, timingSafeEqual } from "node:crypto";
import { type IncomingHttpHeaders, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { SMTPServer, type SMTPServerError } from "smtp-server";

export interface ReceivedMail {
  raw: string;
  from: string | null;
  to: string[];
}

export interface SmtpSink {
  /** smtp://user:pass@127.0.0.1:port */
  url: string;
  messages: ReceivedMail[];
  /** Makes the next n messages fail with a temporary 451 reply. */
  failNext(n: number): void;
  close(): Promise<void>;
}

export async function startSmtpSink(credentials = { user: "mailer", pass: "s3cret-pass" }): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  let failures = 0;
  const server = new SMTPServer({
    // Plain SMTP with AUTH: what a local relay looks like; no test certificate needed.
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    authOptional: false,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === credentials.user && auth.password === credentials.pass) {
        callback(null, { user: auth.username });
      } else {
        callback(new Error("Invalid username or password"));
      }
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (failures > 0) {
          failures -= 1;
          const error: SMTPServerError = Object.assign(new Error("Mailbox busy, try again later"), {
            responseCode: 451,
          });
          callback(error);
          return;
        }
        const { mailFrom, rcptTo } = session.envelope;
        messages.push({
          raw: Buffer.concat(chunks).toString("utf8"),
          from: mailFrom ? mailFrom.address : null,
          to: rcptTo.map((recipient) => recipient.address),
        });
        callback(null);
      });
    },
  });
  // A client that drops its connection is the client's business; the sink keeps serving.
  server.on("error", () => undefined);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://${credentials.user}:${credentials.pass}@127.0.0.1:${port}`,
    messages,
    failNext(n) {
      failures = n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface MailAttachment {
  filename: string | undefined;
  contentType: string;
  content: Buffer;
}

export interface ParsedMail {
  headers: Map<string, string>;
  text: string;
  html: string;
  attachments: MailAttachment[];
}

function decodeQuotedPrintable(input: string): string {
  const joined = input.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? "", "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

function decodeBytes(headers: Map<string, string>, body: string): Buffer {
  const encoding = headers.get("content-transfer-encoding")?.toLowerCase();
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64");
  return Buffer.from(body, "utf8");
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = headers.get("content-transfer-encoding")?.toLowerCase();
  if (encoding === "quoted-printable") return decodeQuotedPrintable(body);
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  return body;
}

function boundaryOf(headers: Map<string, string>): string | undefined {
  return /boundary="?([^";]+)"?/.exec(headers.get("content-type") ?? "")?.[1];
}

/** Walks a (possibly nested) multipart body: text and HTML parts, and attachments. */
function collectParts(headers: Map<string, string>, body: string, mail: ParsedMail): void {
  const boundary = boundaryOf(headers);
  if (boundary) {
    for (const part of body.split(`--${boundary}`).slice(1, -1)) {
      const trimmed = part.replace(/^\r\n/, "");
      const at = trimmed.indexOf("\r\n\r\n");
      collectParts(parseHeaders(trimmed.slice(0, at)), trimmed.slice(at + 4).replace(/\r\n$/, ""), mail);
    }
    return;
  }
  const type = headers.get("content-type") ?? "";
  const disposition = headers.get("content-disposition") ?? "";
  if (disposition.startsWith("attachment")) {
    const filename = /filename="?([^";]+)"?/.exec(disposition)?.[1];
    mail.attachments.push({
      filename,
      contentType: type.split(";")[0]?.trim() ?? "",
      content: decodeBytes(headers, body),
    });
    return;
  }
  if (type.startsWith("text/plain")) mail.text = decodeBody(headers, body);
  if (type.startsWith("text/html")) mail.html = decodeBody(headers, body);
}

/** Just enough MIME to read the text and HTML parts and the attachments nodemailer sends. */
export function parseMail(raw: string): ParsedMail {
  const split = raw.indexOf("\r\n\r\n");
  const headers = parseHeaders(raw.slice(0, split));
  const body = raw.slice(split + 4);
  const mail: ParsedMail = { headers, text: "", html: "", attachments: [] };
  collectParts(headers, body, mail);
  return mail;
}

export interface WebhookDelivery {
  body: string;
  headers: IncomingHttpHeaders;
  signatureValid: boolean;
  status: number;
}

export interface WebhookReceiver {
  url: string;
  deliveries: WebhookDelivery[];
  /** Accepted (2xx) deliveries, de-duplicated by X-Delivery-Id as a receiver should. */
  accepted(): Map<string, WebhookDelivery>;
  close(): Promise<void>;
}

/**
 * `respond(n)` gives the status for the n-th request (1-based), or "hang" to
 * never answer. The receiver checks the signature itself, independently of
 * the sender's code.
 */
export async function startWebhookReceiver(
  secret: string,
  respond: (requestNumber: number) => number | "hang" = () => 200,
): Promise<WebhookReceiver> {
  const deliveries: WebhookDelivery[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const expected = Buffer.from(`sha256=${createHmac("sha256", secret).update(body).digest("hex")}`);
      const given = Buffer.from(String(request.headers["x-signature"] ?? ""));
      const signatureValid = given.length === expected.length && timingSafeEqual(given, expected);
      const outcome = respond(deliveries.length + 1);
      const status = outcome === "hang" ? 0 : signatureValid ? outcome : 401;
      deliveries.push({ body, headers: request.headers, signatureValid, status });
      if (outcome === "hang") return;
      response.writeHead(status, { "Content-Type": "text/plain" }).end(status < 300 ? "ok" : "receiver error");
    });
  });
  // A client that drops its connection is the client's business; the sink keeps serving.
  server.on("error", () => undefined);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/leads`,
    deliveries,
    accepted() {
      const byId = new Map<string, WebhookDelivery>();
      for (const delivery of deliveries) {
        const id = String(delivery.headers["x-delivery-id"]);
        if (delivery.status >= 200 && delivery.status < 300 && !byId.has(id)) byId.set(id, delivery);
      }
      return byId;
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
