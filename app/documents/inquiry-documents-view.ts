/**
 * What the inquiry page's documents panel shows (docs/DOCUMENTS.md#in-the-desk), built in the
 * inquiry's loader from the documents service handed over by the server.
 */
import type { AppLoadContext } from "react-router";
import { formatDate, formatDateTime } from "~/desk/desk-time";
import { checklistTemplates, defaultTemplateFor } from "./checklist-templates";
import { formatBytes } from "./document-types";

export function inquiryDocumentsView(
  context: AppLoadContext,
  messageId: number,
  serviceType: string | null,
) {
  const documents = context.documents;
  if (!documents) return null;
  const deletion = documents.deletionDate(messageId);
  return {
    messageId,
    scanner: Boolean(documents.scanner),
    templates: checklistTemplates.map((t) => ({ id: t.id, title: t.title })),
    defaultTemplate: defaultTemplateFor(serviceType)?.id ?? "",
    deletesOn: deletion === null ? null : formatDate(deletion),
    retentionDays: documents.settings.retentionDays,
    requests: documents.deskView(messageId).map(({ request, linkActive, items, emails }) => ({
      id: request.id,
      title: request.title,
      sent: formatDateTime(request.createdAt),
      due: request.dueAt ? formatDateTime(request.dueAt) : null,
      link: linkActive
        ? `Link works until ${formatDate(request.expiresAt)}`
        : request.revokedAt
          ? "Link revoked"
          : "Link expired",
      linkActive,
      emails: emails.map((e) => ({ kind: e.kind, status: e.status })),
      items: items.map((item) => ({
        id: item.id,
        label: item.label,
        optional: item.optional,
        state: item.state,
        returnReason: item.returnReason,
        files: item.files.map((f) => ({
          id: f.id,
          name: f.fileName,
          size: formatBytes(f.bytes),
          received: formatDateTime(f.receivedAt),
          scan: f.scan,
          signature: f.signature,
          viewable: viewableInBrowser(f),
          // A PDF whose scripts could not be removed (encrypted or damaged): download only.
          downloadOnly: f.mediaType === "application/pdf" && !viewableInBrowser(f),
        })),
      })),
    })),
  };
}

export type InquiryDocumentsView = NonNullable<ReturnType<typeof inquiryDocumentsView>>;

/**
 * Whether staff may open a file in the browser (docs/DOCUMENTS.md#pdfs-without-their-scripts):
 * images, and PDFs whose scripts were checked for and removed on arrival. Any other PDF is only
 * downloaded, since Chromium's viewer runs a PDF's own JavaScript.
 */
export function viewableInBrowser(document: {
  mediaType: string;
  activeContent: "none" | "removed" | "unchecked" | null;
}): boolean {
  if (document.mediaType.startsWith("image/")) return true;
  return (
    document.mediaType === "application/pdf" &&
    (document.activeContent === "none" || document.activeContent === "removed")
  );
}
