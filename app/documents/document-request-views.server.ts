/**
 * What the client's page and the desk's panel read of requests (docs/DOCUMENTS.md#the-clients-page,
 * docs/DOCUMENTS.md#in-the-desk): never a key or an object's name.
 */
import type { RequestItem, StoredDocument } from "./document-files.server";
import type { DocumentRequest } from "./document-requests.server";
import { DAY, type DocumentServiceContext } from "./document-service-context.server";

type Readers = Pick<DocumentServiceContext, "requests" | "files" | "emails">;

/** What the client's page shows (no keys, no object names). */
export interface ClientChecklist {
  request: Pick<DocumentRequest, "id" | "title" | "dueAt" | "expiresAt">;
  intro: string | null;
  firstName: string;
  /** The zone the client booked in, when a booking made the request. */
  clientTimeZone: string | null;
  items: (RequestItem & {
    files: { id: number; name: string; receivedAt: number; scan: StoredDocument["scan"] }[];
  })[];
}

/** The desk's view of an inquiry's requests. */
export interface DeskRequestView {
  request: DocumentRequest;
  linkActive: boolean;
  items: (RequestItem & { files: Omit<StoredDocument, "wrappedKey" | "objectKey">[] })[];
  emails: { kind: string; status: string; createdAt: number }[];
}

/** The checklist behind a link, or undefined (unknown, revoked or expired: a 404 either way). */
export function clientChecklist(
  { requests, files }: Readers,
  token: string,
  now: number,
): ClientChecklist | undefined {
  const request = requests.requestByToken(token, now);
  if (!request) return undefined;
  const addressee = requests.addressee(request.id);
  return {
    request: {
      id: request.id,
      title: request.title,
      dueAt: request.dueAt,
      expiresAt: request.expiresAt,
    },
    intro: request.intro,
    firstName: addressee?.firstName ?? "",
    clientTimeZone: requests.clientTimeZone(request.id),
    items: files.items(request.id).map((item) => ({
      ...item,
      files: files.documentsForItem(item.id).map((d) => ({
        id: d.id,
        name: d.fileName,
        receivedAt: d.receivedAt,
        scan: d.scan,
      })),
    })),
  };
}

export function deskRequestViews(
  { requests, files, emails }: Readers,
  messageId: number,
  now: number,
): DeskRequestView[] {
  return requests.requestsForInquiry(messageId).map((request) => ({
    request,
    linkActive: request.revokedAt === null && request.expiresAt > now,
    items: files.items(request.id).map((item) => ({
      ...item,
      files: files.documentsForItem(item.id).map(({ wrappedKey: _w, objectKey: _o, ...d }) => d),
    })),
    emails: emails.emailsForRequest(request.id),
  }));
}

/** When retention deletes this inquiry's documents (null while the inquiry is open). */
export function deletionDate(
  { retention, settings }: Pick<DocumentServiceContext, "retention" | "settings">,
  messageId: number,
): number | null {
  const closed = retention.closedAt(messageId);
  return closed === null ? null : closed + settings.retentionDays * DAY;
}
