/**
 * The contact inbox from the command line (docs/CONTACT-INBOX.md).
 *   npm run inbox              every stored message, newest first, with its e-mail delivery status
 *   npm run inbox -- --csv     the same as CSV on standard output (> messages.csv)
 *   npm run inbox -- --delete 12   deletes message #12 (an access-and-deletion request)
 * Reads DATA_DIR like the server (default ./data); opens the database read-only.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { formatReceivedAt } from "../app/contact/contact-mailer.server";
import { referralSourceLabel, serviceTypeLabel } from "../app/contact/contact-schema";
import {
  ContactInbox,
  databaseFileName,
  type StoredMessage,
} from "../app/contact/contact-store.server";
import { EnvError, parseEnv } from "../server/env";

export function deliveryStatus(m: StoredMessage): string {
  switch (m.status) {
    case "sent":
      return `e-mailed ${m.sentAt ? formatReceivedAt(m.sentAt) : ""}`.trim();
    case "sending":
      return "sending now";
    case "interrupted":
      return "not confirmed: the server stopped while e-mailing it; read it here";
    default:
      return m.attempts === 0
        ? "waiting to be e-mailed"
        : `not yet e-mailed (${m.attempts} failed attempt${m.attempts === 1 ? "" : "s"}, ${m.lastError ?? "error"}; next try ${formatReceivedAt(m.nextAttemptAt)})`;
  }
}

function referral(m: StoredMessage): string {
  if (m.referralSource === "other") return m.referralOther ? `Other: ${m.referralOther}` : "Other";
  return referralSourceLabel(m.referralSource) ?? "";
}

/** One CSV cell (RFC 4180), defused against spreadsheet formulas. */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(messages: StoredMessage[]): string {
  const header = [
    "id",
    "received_at",
    "first_name",
    "last_name",
    "email",
    "phone",
    "service",
    "referral",
    "message",
    "delivery_status",
    "attempts",
  ];
  const rows = messages.map((m) =>
    [
      m.id,
      new Date(m.receivedAt).toISOString(),
      m.firstName,
      m.lastName,
      m.email,
      m.phone,
      serviceTypeLabel(m.serviceType) ?? "",
      referral(m),
      m.message,
      m.status,
      m.attempts,
    ]
      .map(csvCell)
      .join(","),
  );
  return `${[header.join(","), ...rows].join("\r\n")}\r\n`;
}

export function toText(messages: StoredMessage[]): string {
  if (messages.length === 0) return "No messages in the inbox.\n";
  const blocks = messages.map((m) => {
    const lines = [
      `#${m.id}  ${formatReceivedAt(m.receivedAt)} (Toronto time)`,
      `  From:     ${m.firstName} ${m.lastName} <${m.email}>${m.phone ? `, ${m.phone}` : ""}`,
      `  Service:  ${serviceTypeLabel(m.serviceType) ?? "Not given"}`,
      ...(m.referralSource ? [`  Heard of us: ${referral(m)}`] : []),
      `  Delivery: ${deliveryStatus(m)}`,
      "",
      ...m.message.split(/\r?\n/).map((l) => `    ${l}`),
    ];
    return lines.join("\n");
  });
  const n = messages.length;
  return `${n} message${n === 1 ? "" : "s"}, newest first.\n\n${blocks.join(`\n\n${"-".repeat(60)}\n\n`)}\n`;
}

function main() {
  const args = process.argv.slice(2);
  if (args.includes("--help") || args.includes("-h")) {
    process.stdout.write(
      "Usage: npm run inbox [-- --csv | --delete ID]\n  Lists contact messages stored in DATA_DIR (default ./data), newest first.\n  --csv        print them as CSV instead\n  --delete ID  delete message #ID now (a privacy request), with its queued e-mail\n",
    );
    return;
  }
  const deleteAt = args.indexOf("--delete");
  const deleteId = deleteAt >= 0 ? Number(args[deleteAt + 1]) : undefined;
  if (deleteId !== undefined && !(Number.isInteger(deleteId) && deleteId > 0)) {
    process.stderr.write("--delete needs a message number, e.g. --delete 12\n");
    process.exit(2);
  }
  const unknown = args.filter(
    (a, i) => a !== "--csv" && !(deleteAt >= 0 && (i === deleteAt || i === deleteAt + 1)),
  );
  if (unknown.length) {
    process.stderr.write(`Unknown option: ${unknown.join(" ")} (try --help)\n`);
    process.exit(2);
  }
  let env: ReturnType<typeof parseEnv>;
  try {
    env = parseEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const file = path.join(env.DATA_DIR, databaseFileName);
  if (!existsSync(file)) {
    if (args.includes("--csv")) process.stdout.write(toCsv([]));
    else
      process.stdout.write(
        `No messages yet: ${file} does not exist. The server creates it at start-up.\n`,
      );
    return;
  }
  if (deleteId !== undefined) {
    const writable = ContactInbox.open(env.DATA_DIR);
    try {
      const deleted = writable.delete(deleteId);
      process.stdout.write(
        deleted ? `Deleted message #${deleteId}.\n` : `There is no message #${deleteId}.\n`,
      );
      if (!deleted) process.exitCode = 1;
    } finally {
      writable.close();
    }
    return;
  }
  const inbox = ContactInbox.open(env.DATA_DIR, { readonly: true });
  try {
    const messages = inbox.list();
    process.stdout.write(args.includes("--csv") ? toCsv(messages) : toText(messages));
  } finally {
    inbox.close();
  }
}

if (
  import.meta.url === `file://${process.argv[1]}` ||
  process.argv[1]?.endsWith("scripts/inbox.ts")
)
  main();
