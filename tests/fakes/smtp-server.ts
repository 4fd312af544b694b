// A real SMTP server on 127.0.0.1 for tests: the app reaches it through SMTP_URL like any mail server.
// It keeps every message it accepts (decoded enough to check subject, headers, text and HTML), can refuse
// chosen recipients or answer slowly, and can be stopped and started again on the same port to play an
// outage.
import type { AddressInfo } from "node:net";
import { SMTPServer, type SMTPServerOptions } from "smtp-server";
import { noteSecretsIn } from "../e2e/support/run-logs";

export interface CapturedMessage {
  envelopeFrom: string;
  envelopeTo: string[];
  /** Header values by lower-case name, unfolded and with encoded words decoded. */
  headers: Map<string, string>;
  subject: string;
  from: string;
  to: string;
  replyTo: string | undefined;
  messageId: string | undefined;
  text: string | undefined;
  html: string | undefined;
  raw: string;
}

export interface FakeSmtpBehaviour {
  /** Return an SMTP reply code (e.g. 550) to refuse a recipient, or undefined to accept it. */
  refuseRecipient?: (address: string) => number | undefined;
  /** Wait this long before accepting each message, to make deliveries overlap. */
  acceptDelayMs?: number;
}

export interface FakeSmtpServer {
  port: number;
  /** The value for SMTP_URL. */
  url: string;
  messages: CapturedMessage[];
  behaviour: FakeSmtpBehaviour;
  /** Resolves once at least `count` messages have arrived. */
  waitForMessages(count: number, timeoutMs?: number): Promise<CapturedMessage[]>;
  /** Closes the port (connections are then refused) and drops open sessions. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
}

export async function startFakeSmtpServer(options: { port?: number } = {}): Promise<FakeSmtpServer> {
  const messages: CapturedMessage[] = [];
  const behaviour: FakeSmtpBehaviour = {};
  let server: SMTPServer | null = null;
  let port = options.port ?? 0;

  const serverOptions: SMTPServerOptions = {
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    closeTimeout: 100,
    onRcptTo(address, _session, callback) {
      const code = behaviour.refuseRecipient?.(address.address);
      if (code === undefined) return callback();
      const error = Object.assign(new Error(`mailbox ${address.address} unavailable`), { responseCode: code });
      callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const finish = () => {
          const raw = Buffer.concat(chunks).toString("utf8");
          const message = parseMessage(raw, session.envelope);
          // The trip, invitation and reset links it carries must never be in a server's output (run-logs.ts).
          noteSecretsIn(`${message.text ?? ""}\n${message.html ?? ""}`);
          messages.push(message);
          callback();
        };
        if (behaviour.acceptDelayMs) setTimeout(finish, behaviour.acceptDelayMs);
        else finish();
      });
    },
  };

  async function start() {
    if (server) return;
    const next = new SMTPServer(serverOptions);
    await new Promise<void>((resolve, reject) => {
      next.once("error", reject);
      next.listen(port, "127.0.0.1", () => {
        next.off("error", reject);
        resolve();
      });
    });
    port = (next.server.address() as AddressInfo).port;
    server = next;
  }

  async function stop() {
    const current = server;
    server = null;
    if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
  }

  await start();

  return {
    get port() {
      return port;
    },
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    messages,
    behaviour,
    start,
    stop,
    async waitForMessages(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} messages, got ${messages.length}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return messages;
    },
  };
}

interface Envelope {
  mailFrom: false | { address: string };
  rcptTo: { address: string }[];
}

function parseMessage(raw: string, envelope: Envelope): CapturedMessage {
  const { headers, body } = splitEntity(raw);
  const parts = leafParts(headers, body);
  const header = (name: string) => headers.get(name);
  return {
    envelopeFrom: envelope.mailFrom ? envelope.mailFrom.address : "",
    envelopeTo: envelope.rcptTo.map((r) => r.address),
    headers,
    subject: header("subject") ?? "",
    from: header("from") ?? "",
    to: header("to") ?? "",
    replyTo: header("reply-to"),
    messageId: header("message-id"),
    text: parts.find((p) => p.type === "text/plain")?.content,
    html: parts.find((p) => p.type === "text/html")?.content,
    raw,
  };
}

function splitEntity(raw: string): { headers: Map<string, string>; body: string } {
  const normalised = raw.replace(/\r\n/g, "\n");
  const end = normalised.indexOf("\n\n");
  const head = end === -1 ? normalised : normalised.slice(0, end);
  const body = end === -1 ? "" : normalised.slice(end + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, " ").split("\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }
  return { headers, body };
}

function leafParts(headers: Map<string, string>, body: string): { type: string; content: string }[] {
  const contentType = headers.get("content-type") ?? "text/plain";
  const type = contentType.split(";")[0]?.trim().toLowerCase() ?? "text/plain";
  if (type.startsWith("multipart/")) {
    const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
    if (!boundary) return [];
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((section) => !section.startsWith("--"))
      .flatMap((section) => {
        const part = splitEntity(section.replace(/^\n/, ""));
        return leafParts(part.headers, part.body);
      });
  }
  const encoding = headers.get("content-transfer-encoding")?.toLowerCase() ?? "7bit";
  return [{ type, content: decodeBody(body, encoding).replace(/\n$/, "") }];
}

function decodeBody(body: string, encoding: string): string {
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") return decodeQuotedPrintable(body);
  return body;
}

function decodeQuotedPrintable(value: string): string {
  const joined = value.replace(/=\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const char = joined[i] as string;
    const hex = joined.slice(i + 1, i + 3);
    if (char === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(char, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= / =?UTF-8?B?...?=); whitespace between two of them is dropped. */
function decodeWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[BbQq]\?[^?]*\?=)\s+(?==\?)/g, "$1")
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_match, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeQuotedPrintable(text.replace(/_/g, " ")),
    );
}
