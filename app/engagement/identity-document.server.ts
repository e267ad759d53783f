/**
 * The client's ID document on their engagement letter's page (docs/ENGAGEMENT.md#the-clients-steps):
 * a lawyer must verify a client's identity from a government-issued photo ID before acting (LSO
 * By-Law 7.1, client identification and verification). It comes through the documents checklist
 * (docs/DOCUMENTS.md), not through the letter; this reads whether the letter's inquiry has received
 * it there, and makes one more link to the checklist that still asks for it.
 */

import type { DocumentFiles } from "~/documents/document-files.server";
import type { DocumentRequests } from "~/documents/document-requests.server";
import { tokenHash } from "~/documents/document-requests.server";
import { newSecretToken } from "~/platform/secret-token.server";

export type IdDocumentStatus =
  /** An ID item of one of the inquiry's checklists has a file (received, or accepted by staff). */
  | { state: "received" }
  /** A checklist whose link still works asks for it and has none yet (or staff returned it). */
  | { state: "needed"; requestId: number }
  /** No working checklist asks for it: staff send one from the desk's documents panel. */
  | { state: "not-requested" };

/**
 * A checklist item that asks for the client's identity document: "Government-issued photo ID…" in
 * the real-estate, wills and notary checklists, "Passport…" in the immigration ones (a passport is a
 * government-issued photo ID). app/content/document-checklists/*.yaml; a test keeps them so.
 */
export const isIdentityItem = (label: string) =>
  /\bphoto ID\b/i.test(label) || /^passports?(\s|$)/i.test(label);

interface Documents {
  requests: Pick<DocumentRequests, "requestsForInquiry" | "addLink">;
  files: Pick<DocumentFiles, "items">;
}

/** Where the inquiry's ID document stands, across its document requests. */
export function idDocumentStatus(
  documents: Documents,
  messageId: number,
  now = Date.now(),
): IdDocumentStatus {
  let needed: number | undefined;
  for (const request of documents.requests.requestsForInquiry(messageId)) {
    const items = documents.files.items(request.id).filter((item) => isIdentityItem(item.label));
    if (items.some((item) => item.state === "received" || item.state === "accepted"))
      return { state: "received" };
    const open = request.revokedAt === null && request.expiresAt > now;
    if (open && items.length > 0) needed ??= request.id;
  }
  return needed === undefined ? { state: "not-requested" } : { state: "needed", requestId: needed };
}

/**
 * One more link to the checklist that still asks for the ID (as a booking's page gives one:
 * docs/DOCUMENTS.md#from-a-booking), made when the client who proved the code asks for it; only
 * its hash is stored. Undefined when no checklist needs it any more.
 */
export function identityChecklistLink(
  documents: Documents,
  messageId: number,
  now = Date.now(),
): string | undefined {
  const status = idDocumentStatus(documents, messageId, now);
  if (status.state !== "needed") return undefined;
  const token = newSecretToken();
  documents.requests.addLink(status.requestId, tokenHash(token), now);
  return `/documents/${token}`;
}
