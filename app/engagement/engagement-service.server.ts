/**
 * Engagement letters signed online (docs/ENGAGEMENT.md): prepared in the desk from a template for an
 * inquiry, sent by e-mail behind a private link, opened by the client after a one-time code e-mailed
 * to the same address, consented to and signed by typing their name; the signed PDF is made here,
 * sealed (its SHA-256 recorded) and e-mailed to both sides, and a lawyer countersigns it from the
 * desk. Every step is an event of the letter's audit trail.
 */
import { createHash, randomBytes } from "node:crypto";
import { firm } from "~/content/firm";
import { firmToday } from "~/platform/firm-clock";
import {
  type KeyWrapper,
  openBytes,
  SealedDataError,
  sealBytes,
} from "~/platform/sealed-data.server";
import { linkEmail, signedEmail } from "./engagement-emails";
import type { EngagementStore, LetterRow } from "./engagement-store.server";
import type { EngagementTemplate, StandardTerms } from "./engagement-templates";
import {
  composeTerms,
  isResponsibleLawyer,
  type LetterEdit,
  type LetterTerms,
  letterTermsSchema,
  letterText,
  sameName,
} from "./letter";
import { type ClientInfo, LetterAccess } from "./letter-access.server";
import {
  type AuditEventLine,
  auditTrail,
  countersignedLetterPdf,
  signedLetterPdf,
} from "./letter-pdf.server";

const DAY = 24 * 60 * 60 * 1000;

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

export const sha256 = (bytes: Uint8Array | string) =>
  createHash("sha256").update(bytes).digest("hex");

const contentContext = (id: number) => Buffer.from(`mercer-law engagement letter v1\0${id}`);
const pdfContext = (id: number, which: "signed" | "countersigned") =>
  Buffer.from(`mercer-law engagement pdf v1\0${id}\0${which}`);

export class EngagementService {
  readonly store: EngagementStore;
  private readonly keys: KeyWrapper;
  readonly settings: EngagementSettings;
  private readonly wake: () => void;
  private readonly logger: Logger;
  private readonly timeline: EngagementTimeline;
  /** Who may see a letter: its link, the one-time code, the browser that proved it. */
  readonly access: LetterAccess;

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
    this.access = new LetterAccess({
      store: this.store,
      dataKey: (row) => this.dataKey(row),
      firmName: this.settings.firmName,
      wake: this.wake,
    });
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

  /** A PDF as issued: sealed for storage, with the SHA-256 of its bytes (the seal). */
  private sealPdf(row: LetterRow, which: "signed" | "countersigned", bytes: Uint8Array) {
    const sealed = sealBytes(this.dataKey(row), pdfContext(row.id, which), Buffer.from(bytes));
    return { sealed, fileSha256: sha256(bytes) };
  }

  /** The sealed PDF, e-mailed to both sides: the client and the firm (docs/ENGAGEMENT.md). */
  private queueSealedCopies(
    row: LetterRow,
    which: "signed" | "countersigned",
    fileSha256: string,
    now: number,
  ): void {
    const inquiry = row.messageId === null ? undefined : this.store.messages.contact(row.messageId);
    const firstName = inquiry?.firstName ?? row.clientName;
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
    const inquiry = this.store.messages.contact(input.messageId);
    const template = input.template;
    if (!inquiry) return undefined;
    const clientName = `${inquiry.firstName} ${inquiry.lastName}`.trim();
    const composed = composeTerms(template, input.standard, input.edit, {
      clientName,
      lawyerName: firm.lawyers[0]?.name ?? firm.name,
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
    const inquiry = row.messageId === null ? undefined : this.store.messages.contact(row.messageId);
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

  /** The signed PDF (docs/ENGAGEMENT.md#the-signed-pdf): the letter, the typed name, the audit page. */
  private async signedPdf(
    row: LetterRow,
    name: string,
    client: { ip: string; userAgent: string },
    now: number,
  ): Promise<{ bytes: Uint8Array; textSha256: string; detail: string }> {
    const terms = this.terms(row);
    const textSha256 = sha256(letterText(terms));
    const detail = `typed "${name}"`;
    const signed: AuditEventLine = {
      kind: "signed",
      at: now,
      who: "the client",
      ...client,
      detail,
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
      events: [...auditTrail(this.store.events(row.id)), signed],
    });
    return { bytes, textSha256, detail };
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
    const { bytes, textSha256, detail } = await this.signedPdf(row, name, client, now);
    const { sealed, fileSha256 } = this.sealPdf(row, "signed", bytes);
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
      this.store.addEvent({ letterId: row.id, kind: "signed", at: now, ...client, detail });
      this.queueSealedCopies(row, "signed", fileSha256, now);
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

  /** Whether this staff account may countersign: the lawyer the letter names (`isResponsibleLawyer`). */
  countersigner(row: LetterRow, staffId: number): { allowed: boolean; lawyerName: string } {
    const { lawyerName } = this.terms(row);
    return { allowed: isResponsibleLawyer(lawyerName, this.store.staffEmail(staffId)), lawyerName };
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
    const { allowed, lawyerName } = this.countersigner(row, staffId);
    const refused = `Only ${lawyerName}, the lawyer responsible, can countersign it.`;
    if (!allowed) return { ok: false, message: refused };
    const bytes = await countersignedLetterPdf({
      signedPdf,
      letterId: row.id,
      signedSha256: row.signedSha256,
      lawyerName,
      at: now,
      events: [
        ...auditTrail(this.store.events(row.id)),
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
    const { sealed, fileSha256 } = this.sealPdf(row, "countersigned", bytes);
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
      this.queueSealedCopies(row, "countersigned", fileSha256, now);
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

/**
 * What the client agrees to before signing (Electronic Commerce Act, 2000, S.O. 2000, c. 17: s. 3,
 * nobody is required to use electronic documents; s. 11, an electronic signature satisfies a
 * requirement that a document be signed). docs/ENGAGEMENT.md#consent cites the text checked.
 */
export const consentWording =
  "I agree to receive this engagement letter electronically and to sign it electronically by typing my name. I understand that my typed name is my signature, with the same effect as signing on paper, and that I may ask for a paper copy to sign instead.";

export { SealedDataError };
