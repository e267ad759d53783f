/**
 * The contact inbox from the command line (docs/CONTACT-INBOX.md).
 *   npm run inbox              every stored message, newest first, with its e-mail delivery status
 *   npm run inbox -- --csv     the same as CSV on standard output (> messages.csv)
 *   npm run inbox -- --delete 12   deletes message #12 (an access-and-deletion request)
 * Reads DATA_DIR like the server (default ./data); opens the database read-only to list.
 *
 * What visitors typed is printed with every terminal control sequence removed (colours, cursor
 * moves, window-title and clipboard commands, bare carriage returns), so the listing is safe on a
 * terminal and in `less -R`, and shows exactly the text that was sent.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { formatReceivedAt } from "../app/contact/contact-emails.server";
import { consentText, referralSourceLabel, serviceTypeLabel } from "../app/contact/contact-schema";
import { ContactMessages, type StoredMessage } from "../app/db/contact-messages.server";
import { databaseFileName, SiteDatabase } from "../app/db/database.server";
import { visibleText } from "../app/lib/domain/visible-text";
import { parseEnvForCommand } from "../app/platform/env.server";
import { findProjectRoot } from "../server/project-root";
import { describeDatabaseError } from "./cli-support";

// ESC-introduced sequences (ECMA-48): CSI "ESC [ … final", OSC/DCS/SOS/PM/APC strings ended by BEL
// or ST, and two-character escapes; and their single-byte C1 forms (U+009B CSI, U+009D OSC …).
// A string sequence without its terminator loses only its introducer: the text after it stays visible.
const escapeSequences =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
  /\u001b\[[0-?]*[ -/]*[@-~]|\u009b[0-?]*[ -/]*[@-~]|(?:\u001b[\]PX^_]|[\u0090\u0098\u009d-\u009f])[^\u0007\u001b\u009c]*(?:\u0007|\u001b\\|\u009c)|\u001b[ -/]*[0-~]?/g;
/**
 * Text a visitor typed, safe to print on a terminal: control sequences removed, CRLF and bare CR
 * turned into a line feed (so a CR can never redraw a line over another), then the remaining
 * control characters and the bidirectional ones that could make a line display in a different
 * order than it reads (the desk and the e-mails use the same function: visibleText), tabs and line
 * feeds kept.
 */
export function terminalSafe(text: string): string {
  return visibleText(text.replace(/\r\n?/g, "\n").replace(escapeSequences, ""));
}

/** The same for a field printed on one line: every line break becomes a space. */
export function oneLine(text: string): string {
  return terminalSafe(text).replace(/[\n\t]+/g, " ");
}

export function deliveryStatus(m: StoredMessage): string {
  if (m.suspectedSpam) return "not e-mailed: suspected spam";
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

/** The automatic acknowledgement to the visitor, in words (docs/CONTACT-INBOX.md). */
export function acknowledgementStatus(m: StoredMessage): string {
  if (m.suspectedSpam) return "not sent: suspected spam";
  switch (m.acknowledgement) {
    case "sent":
      return `e-mailed ${m.acknowledgementSentAt ? formatReceivedAt(m.acknowledgementSentAt) : ""}`.trim();
    case "pending":
      return m.acknowledgementError
        ? `not yet e-mailed (${m.acknowledgementError})`
        : "waiting to be e-mailed";
    case "sending":
      return "sending now";
    case "interrupted":
      return "not confirmed: the server stopped while e-mailing it";
    case "dropped":
      return `not sent: ${m.acknowledgementError ?? "dropped"}`;
    default:
      return "none: turned off, or this address had one in the previous 24 hours";
  }
}

/** The consent stored with a message, in words. */
export function consentStatus(m: StoredMessage): string {
  if (!m.consentTextVersion || !m.consentAt)
    return "not recorded (sent before the form asked for consent)";
  const text = consentText(m.consentTextVersion);
  return `ticked ${formatReceivedAt(m.consentAt)} (wording of ${m.consentTextVersion}${text ? "" : ", unknown to this version of the site"})`;
}

/** Why a message is marked as suspected spam, in words. */
export function spamReason(m: StoredMessage): string | null {
  switch (m.suspectedSpam) {
    case "honeypot":
      return "the hidden field that only automated senders fill in was filled in";
    case "too-fast":
      return "sent within 3 seconds of the form appearing";
    case null:
      return null;
    default:
      return "marked by an automated check";
  }
}

function referral(m: StoredMessage): string {
  if (m.referralSource === "other") return m.referralOther ? `Other: ${m.referralOther}` : "Other";
  return referralSourceLabel(m.referralSource) ?? "";
}

/** One CSV cell (RFC 4180), defused against spreadsheet formulas and terminal control sequences. */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  // Line breaks inside a cell stay as sent (CRLF or LF, both RFC 4180); a bare CR becomes a line
  // feed; nothing else that controls a terminal stays.
  text = text
    .split("\r\n")
    .map((part) => terminalSafe(part))
    .join("\r\n");
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
    "suspected_spam",
    "other_parties",
    "key_date",
    "consent_text_version",
    "consent_at",
    "acknowledgement_status",
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
      m.status ?? "not-queued",
      m.attempts,
      m.suspectedSpam ?? "",
      m.otherParties,
      m.keyDate,
      m.consentTextVersion,
      m.consentAt ? new Date(m.consentAt).toISOString() : "",
      m.suspectedSpam ? "not-queued" : (m.acknowledgement ?? "not-queued"),
    ]
      .map(csvCell)
      .join(","),
  );
  return `${[header.join(","), ...rows].join("\r\n")}\r\n`;
}

export function toText(messages: StoredMessage[]): string {
  if (messages.length === 0) return "No messages in the inbox.\n";
  const blocks = messages.map((m) => {
    const reason = spamReason(m);
    const lines = [
      `#${m.id}  ${formatReceivedAt(m.receivedAt)} (Toronto time)${reason ? "  [SUSPECTED SPAM]" : ""}`,
      `  From:     ${oneLine(`${m.firstName} ${m.lastName}`)} <${oneLine(m.email)}>${m.phone ? `, ${oneLine(m.phone)}` : ""}`,
      `  Service:  ${serviceTypeLabel(m.serviceType) ?? "Not given"}`,
      ...(m.referralSource ? [`  Heard of us: ${oneLine(referral(m))}`] : []),
      ...(reason ? [`  Suspected spam: ${reason}`] : []),
      ...(m.otherParties ? [`  Other people involved: ${oneLine(m.otherParties)}`] : []),
      ...(m.keyDate ? [`  Key date: ${oneLine(m.keyDate)}`] : []),
      `  Consent:  ${consentStatus(m)}`,
      `  Delivery: ${deliveryStatus(m)}`,
      `  Acknowledgement: ${acknowledgementStatus(m)}`,
      "",
      ...terminalSafe(m.message)
        .split("\n")
        .map((l) => `    ${l}`),
    ];
    return lines.join("\n");
  });
  const n = messages.length;
  const spam = messages.filter((m) => m.suspectedSpam).length;
  const summary = `${n} message${n === 1 ? "" : "s"}${spam ? ` (${spam} suspected spam)` : ""}, newest first.`;
  return `${summary}\n\n${blocks.join(`\n\n${"-".repeat(60)}\n\n`)}\n`;
}

/** Writes to stdout; a reader that stops early (`| head`, a closed pager) ends the program quietly. */
function writeOut(text: string) {
  process.stdout.write(text);
}

function main(): number {
  // EPIPE: the reader closed the pipe. Everything it wanted was printed: exit successfully.
  process.stdout.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EPIPE") process.exit(0);
    process.stderr.write(`Cannot write the listing: ${error.code ?? error.message}\n`);
    process.exit(1);
  });
  const args = process.argv.slice(2);
  if (args.includes("--help") || args.includes("-h")) {
    writeOut(
      "Usage: npm run inbox [-- --csv | --delete ID]\n  Lists contact messages stored in DATA_DIR (default ./data), newest first.\n  --csv        print them as CSV instead\n  --delete ID  delete message #ID now (a privacy request), with its queued e-mail\n",
    );
    return 0;
  }
  const deleteAt = args.indexOf("--delete");
  const deleteId = deleteAt >= 0 ? Number(args[deleteAt + 1]) : undefined;
  if (deleteId !== undefined && !(Number.isInteger(deleteId) && deleteId > 0)) {
    process.stderr.write("--delete needs a message number, e.g. --delete 12\n");
    return 2;
  }
  const unknown = args.filter(
    (a, i) => a !== "--csv" && !(deleteAt >= 0 && (i === deleteAt || i === deleteAt + 1)),
  );
  if (unknown.length) {
    process.stderr.write(`Unknown option: ${oneLine(unknown.join(" "))} (try --help)\n`);
    return 2;
  }
  const env = parseEnvForCommand();
  if (!env) return 1;
  const file = path.join(env.DATA_DIR, databaseFileName);
  if (!existsSync(file)) {
    if (args.includes("--csv")) writeOut(toCsv([]));
    else writeOut(`No messages yet: ${file} does not exist. The server creates it at start-up.\n`);
    return 0;
  }
  let output: string;
  let db: SiteDatabase | undefined;
  try {
    if (deleteId !== undefined) {
      db = SiteDatabase.open(env.DATA_DIR, {
        migrationsDir: path.join(findProjectRoot(), "db/migrations"),
      });
      const deleted = new ContactMessages(db).delete(deleteId);
      writeOut(deleted ? `Deleted message #${deleteId}.\n` : `There is no message #${deleteId}.\n`);
      return deleted ? 0 : 1;
    }
    db = SiteDatabase.open(env.DATA_DIR, { readonly: true });
    const messages = new ContactMessages(db).list();
    output = args.includes("--csv") ? toCsv(messages) : toText(messages);
  } catch (error) {
    process.stderr.write(`${describeDatabaseError(file, error)}\n`);
    return 1;
  } finally {
    db?.close();
  }
  writeOut(output);
  return 0;
}

if (
  import.meta.url === `file://${process.argv[1]}` ||
  process.argv[1]?.endsWith("scripts/inbox.ts")
)
  process.exitCode = main();
