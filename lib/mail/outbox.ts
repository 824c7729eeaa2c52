// Outgoing e-mail through a transactional outbox: queueEmail() writes the message in the same transaction
// as the change that caused it; the worker (scripts/worker.ts) sends unsent rows through SMTP when
// SMTP_URL is configured. The dev mail viewer (GET /api/dev/outbox, /dev/outbox) shows stored messages,
// live password links included, so it exists only while DEV_MAIL_VIEWER=true and never next to real SMTP.
import nodemailer from "nodemailer";
import SMTPTransport from "nodemailer/lib/smtp-transport";
import { db, type Tx } from "@/lib/db";

export type EmailMessage = { to: string; subject: string; text: string; html?: string };

export async function queueEmail(tx: Tx, message: EmailMessage) {
  return tx.outboxEmail.create({
    data: { to: message.to.toLowerCase(), subject: message.subject, text: message.text, html: message.html },
  });
}

export function isSmtpConfigured() {
  return !!process.env.SMTP_URL;
}

/** Off by default; DEV_MAIL_VIEWER=true turns it on for development, unless SMTP is configured. */
export function isDevMailViewerOn() {
  return process.env.DEV_MAIL_VIEWER === "true" && !isSmtpConfigured();
}

/** Connection limits: a mail server that hangs fails the flush in seconds, not after nodemailer's 2 minutes. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };
/** One message's transaction holds its row while the server answers: longer than the SMTP timeouts. */
const SEND_TRANSACTION_MS = 60_000;

/** The mail server cannot take any message now (unreachable, refused the connection, the login or the sender):
 *  the flush stops and every unsent row waits for the next one. Its message is the reason, readable. */
export class MailServerUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "MailServerUnavailable";
  }
}

type SmtpError = Error & { code?: string; responseCode?: number; response?: string; command?: string };
type SendOutcome = { kind: "sent" } | { kind: "refused"; reason: string } | { kind: "later" };

const firstLine = (text: string) => text.split("\n")[0].trim().slice(0, 300);

/** What a failed send means: this message refused for good (5xx to its recipient or its content: the row keeps
 *  the server's answer as its error and is not sent again), this message deferred (4xx: it stays unsent), or
 *  the server unavailable for every message (thrown). */
function outcomeOf(error: unknown, server: string): SendOutcome {
  const e = error as SmtpError;
  const perMessage = e?.code === "EENVELOPE" || e?.code === "EMESSAGE";
  const answer = firstLine(e?.response ?? e?.message ?? String(error));
  // A refused sender (MAIL FROM) is the configuration's fault, the same for every message.
  if (perMessage && e.responseCode && e.command !== "MAIL FROM") {
    if (e.responseCode >= 500) return { kind: "refused", reason: `The mail server refused the message: ${answer}` };
    if (e.responseCode >= 400) return { kind: "later" };
  }
  const detail = /ECONNREFUSED/.test(`${e?.message} ${(e?.cause as Error | undefined)?.message ?? ""}`)
    ? "connection refused"
    : e?.code === "ETIMEDOUT"
      ? "no answer in time"
      : e?.code === "EAUTH"
        ? `login refused: ${answer}`
        : answer;
  throw new MailServerUnavailable(`The mail server ${server} could not take messages (${detail}): they stay queued.`, {
    cause: error,
  });
}

/** Sends up to `limit` unsent messages; each row is claimed with SKIP LOCKED so two workers never send twice. A
 *  message the server refuses gets its reason as `error` (and is never retried); one it defers (4xx) stays
 *  unsent and is tried again by the next flush; a server that cannot take any message throws
 *  MailServerUnavailable (the worker's sweep logs it) and leaves every row as it was. */
export async function flushOutbox(limit = 20): Promise<number> {
  if (!isSmtpConfigured()) return 0;
  const url = process.env.SMTP_URL!;
  const transport = nodemailer.createTransport(new SMTPTransport({ url, ...SMTP_TIMEOUTS }));
  const server = URL.canParse(url) ? new URL(url).host : "(SMTP_URL)";
  const from = process.env.SMTP_FROM ?? "OmniPlatform <no-reply@omniplatform.example>";
  const deferred: string[] = [];
  let sent = 0;
  try {
    for (let i = 0; i < limit; i++) {
      const claimed = await db.$transaction(
        async (tx) => {
          const rows = await tx.$queryRaw<{ id: string }[]>`
            SELECT id FROM "OutboxEmail" WHERE "sentAt" IS NULL AND "error" IS NULL AND NOT (id = ANY(${deferred}::text[]))
             ORDER BY "createdAt" LIMIT 1 FOR UPDATE SKIP LOCKED`;
          if (rows.length === 0) return "empty" as const;
          const message = await tx.outboxEmail.findUniqueOrThrow({ where: { id: rows[0].id } });
          let outcome: SendOutcome;
          try {
            await transport.sendMail({
              from,
              to: message.to,
              subject: message.subject,
              text: message.text,
              html: message.html ?? undefined,
            });
            outcome = { kind: "sent" };
          } catch (error) {
            outcome = outcomeOf(error, server); // throws when the server is unavailable: the row stays unsent
          }
          if (outcome.kind === "sent")
            await tx.outboxEmail.update({ where: { id: message.id }, data: { sentAt: new Date() } });
          else if (outcome.kind === "refused")
            await tx.outboxEmail.update({ where: { id: message.id }, data: { error: outcome.reason.slice(0, 500) } });
          else deferred.push(message.id);
          return outcome.kind;
        },
        { timeout: SEND_TRANSACTION_MS },
      );
      if (claimed === "empty") break;
      if (claimed === "sent") sent++;
    }
  } finally {
    transport.close();
  }
  return sent;
}

export async function listOutbox(page: { pageIndex: number; pageSize: number }, to?: string) {
  const where = to ? { to: { contains: to.toLowerCase() } } : {};
  const [items, totalCount] = await Promise.all([
    db.outboxEmail.findMany({
      where,
      orderBy: { createdAt: "desc" },
      skip: page.pageIndex * page.pageSize,
      take: page.pageSize,
    }),
    db.outboxEmail.count({ where }),
  ]);
  return { items, totalCount, pageSize: page.pageSize };
}
