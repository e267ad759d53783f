/**
 * The e-mails about a request, queued in the site's outbox (docs/DOCUMENTS.md#e-mails): composed
 * from the request as it stands, with the link as a placeholder that the outbox replaces with a
 * fresh secret as it sends (docs/DOCUMENTS.md#the-link).
 */
import {
  composeDocumentEmail,
  type DocumentEmailContext,
  documentLinkPlaceholder,
} from "./document-emails";
import type { DocumentFiles } from "./document-files.server";
import type { DocumentRequests } from "./document-requests.server";
import type { DocumentServiceContext } from "./document-service-context.server";

type DocumentEmailKind = Parameters<typeof composeDocumentEmail>[0];

export class DocumentRequestMail {
  private readonly wakeOutbox: () => void;

  constructor(
    private readonly context: DocumentServiceContext,
    /** Tells the site's outbox an e-mail was queued (it sends them: ./document-mail-queue.server.ts). */
    wakeOutbox?: () => void,
  ) {
    // After the current (synchronous) transaction has committed: the outbox reads the new row on
    // the same connection, and must never claim one a rollback could still take away.
    this.wakeOutbox = wakeOutbox ? () => queueMicrotask(wakeOutbox) : () => {};
  }

  /** The link a client opens. */
  link(token: string): string {
    return `${this.context.settings.siteUrl}/documents/${token}`;
  }

  /**
   * The link as a stored e-mail holds it: the secret is made when the e-mail is sent, so neither a
   * queued nor a sent e-mail in the database opens anything (docs/DOCUMENTS.md#the-link).
   */
  storedLink(): string {
    return this.link(documentLinkPlaceholder);
  }

  queueEmail(
    requestId: number,
    kind: DocumentEmailKind,
    extra: Parameters<typeof composeDocumentEmail>[2],
    now: number,
  ): void {
    const context = this.emailContext(requestId);
    if (!context) return;
    // Every e-mail to the client links its page, made fresh as it is sent (the staff notice has none).
    const mail = composeDocumentEmail(kind, context, { link: this.storedLink(), ...extra });
    this.context.emails.queueEmail({ requestId, kind, ...mail, now });
    this.wakeOutbox();
  }

  /**
   * One receipt for files sent together: a receipt waiting to be sent is rewritten with everything
   * received so far and held two minutes more, so ten photos make one e-mail. What is stored is a
   * draft: the outbox composes the receipt again as it sends it, from the request as it then stands
   * (a file found harmful or sent back in the meantime is not "received"), and drops it when no
   * file it could name is left (./document-mail-queue.server.ts).
   */
  queueReceipt(requestId: number, now: number): void {
    const context = this.emailContext(requestId);
    if (!context) return;
    const mail = composeDocumentEmail("receipt", context, { link: this.storedLink() });
    const { emails } = this.context;
    if (!emails.holdReceipt(requestId, mail, now + 2 * 60_000))
      emails.queueEmail({ requestId, kind: "receipt", ...mail, now: now + 2 * 60_000 });
    this.wakeOutbox();
  }

  private emailContext(requestId: number): DocumentEmailContext | undefined {
    return documentEmailContext(this.context, this.context.settings, requestId);
  }
}

/**
 * What a request's e-mail is composed from, read as the request stands now: its addressee, its
 * items and the files the firm still holds for each (a file deleted as harmful, or sent back by
 * staff, is no longer among them). The outbox reads it again when it sends a receipt
 * (./document-mail-queue.server.ts), so a receipt says what is true when it leaves.
 */
export function documentEmailContext(
  repositories: { requests: DocumentRequests; files: DocumentFiles },
  settings: { firmName: string; siteUrl: string; staffEmail: string },
  requestId: number,
): DocumentEmailContext | undefined {
  const { requests, files } = repositories;
  const request = requests.request(requestId);
  const addressee = request && requests.addressee(request.id);
  if (!request || !addressee) return undefined;
  return {
    firmName: settings.firmName,
    siteUrl: settings.siteUrl,
    firstName: addressee.firstName,
    clientEmail: addressee.email,
    staffEmail: settings.staffEmail,
    clientTimeZone: requests.clientTimeZone(request.id),
    request,
    items: files.items(request.id).map((item) => ({
      label: item.label,
      state: item.state,
      optional: item.optional,
      files: files.heldFileNames(item.id),
    })),
  };
}
