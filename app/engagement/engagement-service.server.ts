/**
 * Engagement letters signed online (docs/ENGAGEMENT.md): prepared in the desk from a template for an
 * inquiry, sent by e-mail behind a private link, opened by the client after a one-time code e-mailed
 * to the same address, consented to and signed by typing their name; the signed PDF is made here,
 * sealed (its SHA-256 recorded) and e-mailed to both sides, and a lawyer countersigns it from the
 * desk. Every step is an event of the letter's audit trail.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { firm } from "~/content/firm";
import type { SiteDatabase } from "~/db/database.server";
import { firmToday } from "~/platform/firm-clock";
import {
  type KeyWrapper,
  openBytes,
  SealedDataError,
  sealBytes,
} from "~/platform/sealed-data.server";
import {
  newSecretToken,
  secretTokenHash,
  secretTokenPattern,
} from "~/platform/secret-token.server";
import { codeEmail, linkEmail, signedEmail } from "./engagement-emails";
import type { EngagementStore, LetterEvent, LetterRow } from "./engagement-store.server";
import type { EngagementTemplate, StandardTerms } from "./engagement-templates";
import {
  composeTerms,
  type LetterEdit,
  type LetterTerms,
  letterTermsSchema,
  letterText,
  sameName,
} from "./letter";
import { type AuditEventLine, countersignedLetterPdf, signedLetterPdf } from "./letter-pdf.server";

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

/** The one-time code (docs/ENGAGEMENT.md#the-clients-steps): 6 digits, 10 minutes, 5 tries. */
export const codeRules = {
  digits: 6,
  validMs: 10 * MINUTE,
  maxAttempts: 5,
  /** A new code no sooner than this after the last one… */
  resendAfterMs: MINUTE,
  /** …and at most this many for one letter. */
  maxCodes: 6,
} as const;

/** How long the browser that proved the code may carry on without a new one. */
export const clientSessionMs = 2 * 60 * MINUTE;

export interface EngagementSettings {
  siteUrl: string;
  firmName: string;
  /** The firm's inbox (MAIL_TO): gets each signed and countersigned copy. */
  staffEmail: string;
  linkDays: number;
}

interface Logger {
  info(event: string, fields?: Record<string, string | number | boolean>): void;
}

/** Writes a step to the inquiry's timeline (the desk's audit log). */
export type EngagementTimeline = (
  action: "signed-engagement-letter",
  messageId: number,
  detail: string,
) => void;

export type LetterState =
  | "draft"
  | "sent"
  | "opened"
  | "consented"
  | "signed"
  | "countersigned"
  | "revoked";

export function letterState(row: LetterRow): LetterState {
  if (row.countersignedAt) return "countersigned";
  if (row.signedAt) return "signed";
  if (row.revokedAt) return "revoked";
  if (row.consentedAt) return "consented";
  if (row.openedAt) return "opened";
  if (row.sentAt) return "sent";
  return "draft";
}

/** Who did it, for the audit page: the client, a staff member by name, or the site. */
function who(e: LetterEvent): string {
  if (e.staffName) return e.staffName;
  return ["opened", "code-failed", "code-verified", "consented", "signed"].includes(e.kind)
    ? "the client"
    : "the firm's website";
}

export const sha256 = (bytes: Uint8Array | string) =>
  createHash("sha256").update(bytes).digest("hex");

const contentContext = (id: number) => Buffer.from(`mercer-law engagement letter v1\0${id}`);
const pdfContext = (id: number, which: "signed" | "countersigned") =>
  Buffer.from(`mercer-law engagement pdf v1\0${id}\0${which}`);

/** The code's HMAC under the letter's own data key: a copy of the database alone cannot test codes. */
export function codeHmac(dataKey: Buffer, letterId: number, code: string): string {
  return createHmac("sha256", dataKey)
    .update(`engagement code\0${letterId}\0${code}`)
    .digest("hex");
}

export class EngagementService {
  readonly store: EngagementStore;
  private readonly keys: KeyWrapper;
  readonly settings: EngagementSettings;
  private readonly wake: () => void;
  private readonly logger: Logger;
  private readonly timeline: EngagementTimeline;

  constructor(options: {
    store: EngagementStore;
    keys: KeyWrapper;
    settings: EngagementSettings;
    logger: Logger;
    wakeOutbox?: () => void;
    timeline?: EngagementTimeline;
  }) {
    this.store = options.store;
    this.keys = options.keys;
    this.settings = options.settings;
    this.logger = options.logger;
    this.timeline = options.timeline ?? (() => {});
    const wake = options.wakeOutbox;
    this.wake = wake ? () => queueMicrotask(wake) : () => {};
  }

  private dataKey(row: Pick<LetterRow, "wrappedKey">): Buffer {
    return this.keys.unwrap(row.wrappedKey);
  }

  /** A letter's terms, decrypted. */
  terms(row: LetterRow): LetterTerms {
    const plain = openBytes(this.dataKey(row), contentContext(row.id), row.content);
    return letterTermsSchema.parse(JSON.parse(plain.toString("utf8")));
  }

  private seal(id: number, dataKey: Buffer, terms: LetterTerms): Buffer {
    return sealBytes(dataKey, contentContext(id), Buffer.from(JSON.stringify(terms), "utf8"));
  }

  /** The signed or countersigned PDF, decrypted; undefined when there is none yet. */
  pdf(row: LetterRow, which: "signed" | "countersigned"): Buffer | undefined {
    const sealed = which === "signed" ? row.signedPdf : row.countersignedPdf;
    if (!sealed) return undefined;
    return openBytes(this.dataKey(row), pdfContext(row.id, which), sealed);
  }

  /** The sealed PDF, e-mailed to both sides: the client and the firm (docs/ENGAGEMENT.md). */
  private queueSealedCopies(
    row: LetterRow,
    which: "signed" | "countersigned",
    firstName: string,
    fileSha256: string,
    now: number,
  ): void {
    for (const to of ["client", "staff"] as const)
      this.store.queueEmail({
        letterId: row.id,
        kind: `${which}-${to}`,
        recipient: to === "client" ? row.clientEmail : this.settings.staffEmail,
        ...signedEmail({
          to,
          countersigned: which === "countersigned",
          firstName,
          title: row.title,
          letterId: row.id,
          inquiryId: row.messageId,
          sha256: fileSha256,
          firmName: this.settings.firmName,
          siteUrl: this.settings.siteUrl,
        }),
        now,
      });
  }

  private lawyerName(): string {
    return firm.lawyers[0]?.name ?? firm.name;
  }

  /**
   * A new draft for an inquiry from a template and staff's edit (or the fields in error). The
   * client's name and address are the inquiry's, at this moment.
   */
  prepare(input: {
    messageId: number;
    /** From ./engagement-templates.ts, bundled with the pages (not the server). */
    template: EngagementTemplate;
    standard: StandardTerms;
    edit: LetterEdit;
    staffId: number;
    replaces?: LetterRow;
    now?: number;
  }): { ok: true; id: number } | { ok: false; errors: Record<string, string> } | undefined {
    const now = input.now ?? Date.now();
    const inquiry = this.store.inquiry(input.messageId);
    const template = input.template;
    if (!inquiry) return undefined;
    const clientName = `${inquiry.firstName} ${inquiry.lastName}`.trim();
    const composed = composeTerms(template, input.standard, input.edit, {
      clientName,
      lawyerName: this.lawyerName(),
      date: firmToday(now),
    });
    if (!composed.ok) return composed;
    const dataKey = randomBytes(32);
    const id = this.store.transaction(() => {
      // The row's id is the sealed content's associated data: insert, then seal under it.
      const id = this.store.create({
        messageId: input.messageId,
        template: template.id,
        title: template.title,
        version: input.replaces ? input.replaces.version + 1 : 1,
        replacesId: input.replaces?.id ?? null,
        clientName,
        clientEmail: inquiry.email,
        wrappedKey: this.keys.wrap(dataKey),
        keyId: this.keys.keyId,
        content: Buffer.alloc(0),
        now,
        staffId: input.staffId,
      });
      this.store.updateDraft(id, this.seal(id, dataKey, composed.terms), now);
      this.store.addEvent({
        letterId: id,
        kind: "prepared",
        at: now,
        staffId: input.staffId,
        detail: input.replaces
          ? `version ${input.replaces.version + 1}, replacing letter #${input.replaces.id}`
          : `from the template "${template.title}"`,
      });
      return id;
    });
    this.logger.info("engagement_letter_prepared", { id });
    return { ok: true, id };
  }

  /** Adjusts a draft's terms; refused once the letter has been sent. */
  updateDraft(
    row: LetterRow,
    edit: LetterEdit,
    staffId: number,
    definitions: { template: EngagementTemplate | undefined; standard: StandardTerms },
    now = Date.now(),
  ): { ok: true } | { ok: false; errors: Record<string, string> } | { ok: false; sent: true } {
    if (row.sentAt !== null) return { ok: false, sent: true };
    const template = definitions.template;
    if (!template) return { ok: false, errors: { template: "This letter's template is gone." } };
    const previous = this.terms(row);
    const composed = composeTerms(template, definitions.standard, edit, {
      clientName: previous.clientName,
      lawyerName: previous.lawyerName,
      date: firmToday(now),
    });
    if (!composed.ok) return composed;
    const ok = this.store.transaction(() => {
      if (
        !this.store.updateDraft(row.id, this.seal(row.id, this.dataKey(row), composed.terms), now)
      )
        return false;
      this.store.addEvent({ letterId: row.id, kind: "edited", at: now, staffId });
      return true;
    });
    return ok ? { ok: true } : { ok: false, sent: true };
  }

  /** Sends a draft: its e-mail with a link made as it is sent. False when it was already sent. */
  send(row: LetterRow, staffId: number, now = Date.now()): boolean {
    const inquiry = row.messageId === null ? undefined : this.store.inquiry(row.messageId);
    if (!inquiry) return false;
    const sent = this.store.transaction(() => {
      if (!this.store.markSent(row.id, staffId, now, now + this.settings.linkDays * DAY))
        return false;
      this.store.addEvent({
        letterId: row.id,
        kind: "sent",
        at: now,
        staffId,
        detail: `to ${row.clientEmail}`,
      });
      this.store.queueEmail({
        letterId: row.id,
        kind: "link",
        recipient: row.clientEmail,
        ...linkEmail({
          firstName: inquiry.firstName,
          title: row.title,
          firmName: this.settings.firmName,
          days: this.settings.linkDays,
        }),
        now,
      });
      return true;
    });
    if (sent) {
      this.logger.info("engagement_letter_sent", { id: row.id });
      this.wake();
    }
    return sent;
  }

  revoke(row: LetterRow, staffId: number, now = Date.now()): boolean {
    return this.store.transaction(() => {
      if (!this.store.revoke(row.id, now)) return false;
      this.store.addEvent({ letterId: row.id, kind: "revoked", at: now, staffId });
      return true;
    });
  }

  /** A new version of a letter (a signed letter never changes): its terms as a new draft. */
  newVersion(
    row: LetterRow,
    staffId: number,
    definitions: { template: EngagementTemplate | undefined; standard: StandardTerms },
    now = Date.now(),
  ) {
    if (row.messageId === null || !definitions.template) return undefined;
    const terms = this.terms(row);
    return this.prepare({
      messageId: row.messageId,
      template: definitions.template,
      standard: definitions.standard,
      edit: {
        scope: terms.scope,
        included: terms.included,
        notIncluded: terms.notIncluded,
        feeSource: terms.fee.source,
        billing: terms.fee.billing,
        propertyPrice: terms.fee.propertyPriceCents,
        feeAmount: terms.fee.amountCents,
        hourlyRate: terms.fee.hourlyRateCents,
      },
      staffId,
      replaces: row,
      now,
    });
  }

  /**
   * The letter behind a link, or undefined (malformed, unknown, turned off or expired: 404).
   * Opening records the "opened" event once, with the client's address and browser.
   */
  open(token: string, client: ClientInfo, now = Date.now()): LetterRow | undefined {
    if (!secretTokenPattern.test(token)) return undefined;
    const row = this.store.byTokenHash(secretTokenHash(token), now);
    if (!row) return undefined;
    if (row.openedAt === null)
      this.store.transaction(() => {
        if (this.store.markOpened(row.id, now))
          this.store.addEvent({ letterId: row.id, kind: "opened", at: now, ...client });
      });
    return this.store.get(row.id);
  }

  /** Whether this browser proved the code for this letter (its cookie's value), still in time. */
  clientVerified(row: LetterRow, sessionToken: string | undefined, now = Date.now()): boolean {
    if (!sessionToken || !row.clientSessionHash || !row.clientSessionUntil) return false;
    if (row.clientSessionUntil <= now) return false;
    const a = Buffer.from(secretTokenHash(sessionToken), "hex");
    const b = Buffer.from(row.clientSessionHash, "hex");
    return a.length === b.length && timingSafeEqual(a, b);
  }

  /** Asks for a code by e-mail (made as the e-mail is sent), within the limits. */
  requestCode(
    row: LetterRow,
    client: ClientInfo,
    now = Date.now(),
  ): { ok: true } | { ok: false; message: string } {
    if (row.signedAt) return { ok: false, message: "This letter is already signed." };
    if (row.codesSent >= codeRules.maxCodes)
      return {
        ok: false,
        message:
          "Too many codes were sent for this letter. Please call us or reply to our e-mail, and we will help.",
      };
    if (row.codeSentAt !== null && now - row.codeSentAt < codeRules.resendAfterMs)
      return {
        ok: false,
        message:
          "A code was sent less than a minute ago. Check your inbox (and spam folder), or wait a minute and ask again.",
      };
    this.store.transaction(() => {
      this.store.countCodeRequest(row.id, now);
      this.store.addEvent({
        letterId: row.id,
        kind: "code-sent",
        at: now,
        ...client,
        detail: `to ${row.clientEmail}`,
      });
      this.store.queueEmail({
        letterId: row.id,
        kind: "code",
        recipient: row.clientEmail,
        ...codeEmail({ firmName: this.settings.firmName, minutes: codeRules.validMs / MINUTE }),
        now,
      });
    });
    this.wake();
    return { ok: true };
  }

  /**
   * Makes the code as its e-mail is sent (./engagement-mail-queue.server.ts): only its HMAC is
   * stored, valid for 10 minutes from now, with five tries.
   */
  issueCode(letterId: number, now = Date.now()): string | undefined {
    const row = this.store.get(letterId);
    if (!row || row.signedAt || row.revokedAt) return undefined;
    const code = String(randomBytes(4).readUInt32BE(0) % 10 ** codeRules.digits).padStart(
      codeRules.digits,
      "0",
    );
    this.store.setCode(
      row.id,
      codeHmac(this.dataKey(row), row.id, code),
      now,
      now + codeRules.validMs,
    );
    return code;
  }

  /** Checks a code; on success returns the value of the cookie that proves this browser. */
  verifyCode(
    row: LetterRow,
    typed: string,
    client: ClientInfo,
    now = Date.now(),
  ): { ok: true; sessionToken: string } | { ok: false; message: string } {
    const code = typed.replace(/\s+/g, "");
    if (!row.codeHash || !row.codeExpiresAt)
      return { ok: false, message: "Ask for a code first: press “E-mail me a code”." };
    if (row.codeAttempts >= codeRules.maxAttempts)
      return {
        ok: false,
        message: "That code was entered wrongly too many times. Ask for a new code.",
      };
    if (row.codeExpiresAt <= now)
      return {
        ok: false,
        message: "That code has expired (codes work for 10 minutes). Ask for a new code.",
      };
    if (!/^\d{6}$/.test(code))
      return { ok: false, message: "Enter the 6 digits of the code in our e-mail." };
    const expected = Buffer.from(row.codeHash, "hex");
    const actual = Buffer.from(codeHmac(this.dataKey(row), row.id, code), "hex");
    if (!timingSafeEqual(expected, actual)) {
      const attempts = this.store.transaction(() => {
        this.store.addEvent({ letterId: row.id, kind: "code-failed", at: now, ...client });
        return this.store.failCode(row.id);
      });
      const left = codeRules.maxAttempts - attempts;
      return {
        ok: false,
        message:
          left > 0
            ? `That code is not right. You can try ${left} more time${left === 1 ? "" : "s"}.`
            : "That code was entered wrongly too many times. Ask for a new code.",
      };
    }
    const sessionToken = newSecretToken();
    this.store.transaction(() => {
      this.store.verify(row.id, secretTokenHash(sessionToken), now, now + clientSessionMs);
      this.store.addEvent({ letterId: row.id, kind: "code-verified", at: now, ...client });
    });
    return { ok: true, sessionToken };
  }

  consent(row: LetterRow, client: ClientInfo, now = Date.now()): boolean {
    return this.store.transaction(() => {
      if (!this.store.consent(row.id, now)) return false;
      this.store.addEvent({
        letterId: row.id,
        kind: "consented",
        at: now,
        ...client,
        detail: consentWording,
      });
      return true;
    });
  }

  private auditLines(letterId: number): AuditEventLine[] {
    return this.store.events(letterId).map((e) => ({
      kind: e.kind,
      at: e.at,
      who: who(e),
      ip: e.ip,
      userAgent: e.userAgent,
      detail: e.detail,
    }));
  }

  /**
   * Signs the letter with the typed name (it must be the client's name, whatever the case and
   * spaces), makes the signed PDF, seals it, records its hash, and e-mails it to both sides.
   */
  async sign(
    row: LetterRow,
    typedName: string,
    client: { ip: string; userAgent: string },
    now = Date.now(),
  ): Promise<{ ok: true; sha256: string } | { ok: false; message: string }> {
    if (row.signedAt) return { ok: false, message: "This letter is already signed." };
    if (!row.consentedAt)
      return { ok: false, message: "First agree to sign electronically (step 2)." };
    const name = typedName.replace(/\s+/g, " ").trim();
    if (!sameName(name, row.clientName))
      return {
        ok: false,
        message: `Type your full name as it is on your inquiry: ${row.clientName}. If your legal name is different, do not sign: reply to our e-mail or call us and we will correct the letter.`,
      };
    const terms = this.terms(row);
    const text = letterText(terms);
    const textSha256 = sha256(text);
    const signedEvent: AuditEventLine = {
      kind: "signed",
      at: now,
      who: "the client",
      ip: client.ip,
      userAgent: client.userAgent,
      detail: `typed "${name}"`,
    };
    const bytes = await signedLetterPdf({
      letterId: row.id,
      version: row.version,
      terms,
      clientEmail: row.clientEmail,
      signedName: name,
      signedAt: now,
      ip: client.ip,
      userAgent: client.userAgent,
      textSha256,
      events: [...this.auditLines(row.id), signedEvent],
    });
    const fileSha256 = sha256(bytes);
    const sealed = sealBytes(this.dataKey(row), pdfContext(row.id, "signed"), Buffer.from(bytes));
    const firstName = this.store.inquiry(row.messageId ?? 0)?.firstName ?? row.clientName;
    const signed = this.store.transaction(() => {
      if (
        !this.store.sign(row.id, {
          now,
          name,
          ip: client.ip,
          userAgent: client.userAgent,
          textSha256,
          pdf: sealed,
          sha256: fileSha256,
        })
      )
        return false;
      this.store.addEvent({
        letterId: row.id,
        kind: "signed",
        at: now,
        ...client,
        detail: signedEvent.detail,
      });
      this.queueSealedCopies(row, "signed", firstName, fileSha256, now);
      if (row.messageId !== null)
        this.timeline("signed-engagement-letter", row.messageId, `letter #${row.id}`);
      return true;
    });
    if (!signed)
      return { ok: false, message: "This letter can no longer be signed. Please call us." };
    this.logger.info("engagement_letter_signed", { id: row.id });
    this.wake();
    return { ok: true, sha256: fileSha256 };
  }

  /** The lawyer's countersignature: a new PDF (the signed one plus a page), its hash, e-mails. */
  async countersign(
    row: LetterRow,
    staffId: number,
    now = Date.now(),
  ): Promise<{ ok: true; sha256: string } | { ok: false; message: string }> {
    const signedPdf = this.pdf(row, "signed");
    if (!row.signedAt || !signedPdf || !row.signedSha256)
      return { ok: false, message: "Only a letter the client has signed can be countersigned." };
    if (row.countersignedAt) return { ok: false, message: "This letter is already countersigned." };
    const lawyerName = this.store.staffName(staffId) ?? "a lawyer of the firm";
    const bytes = await countersignedLetterPdf({
      signedPdf,
      letterId: row.id,
      signedSha256: row.signedSha256,
      lawyerName,
      at: now,
      events: [
        ...this.auditLines(row.id),
        {
          kind: "countersigned",
          at: now,
          who: lawyerName,
          ip: null,
          userAgent: null,
          detail: null,
        },
      ],
    });
    const fileSha256 = sha256(bytes);
    const sealed = sealBytes(
      this.dataKey(row),
      pdfContext(row.id, "countersigned"),
      Buffer.from(bytes),
    );
    const firstName = this.store.inquiry(row.messageId ?? 0)?.firstName ?? row.clientName;
    const done = this.store.transaction(() => {
      if (
        !this.store.countersign(row.id, {
          now,
          staffId,
          name: lawyerName,
          pdf: sealed,
          sha256: fileSha256,
        })
      )
        return false;
      this.store.addEvent({ letterId: row.id, kind: "countersigned", at: now, staffId });
      this.queueSealedCopies(row, "countersigned", firstName, fileSha256, now);
      return true;
    });
    if (!done) return { ok: false, message: "This letter is already countersigned." };
    this.logger.info("engagement_letter_countersigned", { id: row.id });
    this.wake();
    return { ok: true, sha256: fileSha256 };
  }

  /** Whether a copy is, byte for byte, a signed or countersigned letter the firm issued. */
  verifyCopy(bytes: Uint8Array):
    | { match: false; sha256: string }
    | {
        match: true;
        sha256: string;
        letterId: number;
        messageId: number | null;
        which: "signed" | "countersigned";
        at: number;
      } {
    const digest = sha256(bytes);
    const found = this.store.bySha256(digest);
    if (!found) return { match: false, sha256: digest };
    const at = found.which === "signed" ? found.row.signedAt : found.row.countersignedAt;
    return {
      match: true,
      sha256: digest,
      letterId: found.row.id,
      messageId: found.row.messageId,
      which: found.which,
      at: at ?? 0,
    };
  }
}

/** The client's address and browser, recorded with each of their steps. */
export interface ClientInfo {
  ip?: string | null;
  userAgent?: string | null;
}

/**
 * What the client agrees to before signing (Electronic Commerce Act, 2000, S.O. 2000, c. 17: s. 3,
 * nobody is required to use electronic documents; s. 11, an electronic signature satisfies a
 * requirement that a document be signed). docs/ENGAGEMENT.md#consent cites the text checked.
 */
export const consentWording =
  "I agree to receive this engagement letter electronically and to sign it electronically by typing my name. I understand that my typed name is my signature, with the same effect as signing on paper, and that I may ask for a paper copy to sign instead.";

/**
 * Where an inquiry's engagement letter stands, for the desk's stages (docs/ENGAGEMENT.md#stages):
 * the most advanced of its letters (a new version that replaces a signed one counts from its own
 * state), with the times of each step.
 */
export interface LetterStage {
  stage: "none" | "draft" | "sent" | "signed" | "countersigned";
  letterId: number | null;
  preparedAt: number | null;
  sentAt: number | null;
  openedAt: number | null;
  signedAt: number | null;
  countersignedAt: number | null;
}

export function letterStageFor(db: SiteDatabase, inquiryId: number): LetterStage {
  const rows = db.sqlite
    .prepare(
      `SELECT id, created_at AS createdAt, sent_at AS sentAt, opened_at AS openedAt,
         signed_at AS signedAt, countersigned_at AS countersignedAt
       FROM engagement_letters WHERE message_id = ? AND revoked_at IS NULL
       ORDER BY created_at DESC, id DESC`,
    )
    .all(inquiryId) as {
    id: number;
    createdAt: number;
    sentAt: number | null;
    openedAt: number | null;
    signedAt: number | null;
    countersignedAt: number | null;
  }[];
  const rank = (r: (typeof rows)[number]) =>
    r.countersignedAt ? 4 : r.signedAt ? 3 : r.sentAt ? 2 : 1;
  const best = rows.reduce<(typeof rows)[number] | undefined>(
    (a, r) => (a === undefined || rank(r) > rank(a) ? r : a),
    undefined,
  );
  if (!best)
    return {
      stage: "none",
      letterId: null,
      preparedAt: null,
      sentAt: null,
      openedAt: null,
      signedAt: null,
      countersignedAt: null,
    };
  const stages = ["none", "draft", "sent", "signed", "countersigned"] as const;
  return {
    stage: stages[rank(best)] ?? "draft",
    letterId: best.id,
    preparedAt: best.createdAt,
    sentAt: best.sentAt,
    openedAt: best.openedAt,
    signedAt: best.signedAt,
    countersignedAt: best.countersignedAt,
  };
}

export { SealedDataError };
