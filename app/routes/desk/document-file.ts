import { Readable } from "node:stream";
import { data } from "react-router";
import { requireStaff } from "~/desk/desk-guard";
import { allowedMediaTypes, isAllowedMediaType } from "~/documents/document-types";
import { viewableInBrowser } from "~/documents/inquiry-documents-view";
import type { Route } from "./+types/document-file";

/**
 * One received document, decrypted for staff (docs/DOCUMENTS.md#in-the-desk): `?download` as an
 * attachment, otherwise shown in the browser (images and PDFs only) under a sandboxing
 * Content-Security-Policy: no script, no form, no plugin of the file's own can run on the firm's
 * origin. Only types from the allow-list are ever served (never HTML or SVG), with nosniff. Every
 * view and download is written to the audit log. A file still waiting for its virus scan, or found
 * infected, is not served.
 */
export async function loader(args: Route.LoaderArgs) {
  const { desk, session } = requireStaff(args);
  const documents = args.context.documents;
  if (!documents) throw data("Documents are not available on this server.", { status: 503 });
  const id = Number(args.params.id);
  const document = Number.isInteger(id) && id > 0 ? documents.files.document(id) : undefined;
  if (!document?.objectKey || !isAllowedMediaType(document.mediaType))
    throw data("Not found", { status: 404 });
  if (document.scan === "pending")
    throw data("This file is waiting for its virus scan. Try again in a minute.", { status: 409 });
  const request = documents.requests.requestOfItem(document.itemId);
  const download = new URL(args.request.url).searchParams.has("download");
  const spec = allowedMediaTypes[document.mediaType];
  // A PDF is shown in the browser only once its scripts were removed on arrival
  // (docs/DOCUMENTS.md#pdfs-without-their-scripts); any other is sent as an attachment.
  const inline = !download && viewableInBrowser(document);
  desk.audit.record(
    session.staff.id,
    inline ? "viewed-document" : "downloaded-document",
    request?.messageId ?? null,
    `document #${document.id}`,
  );
  const stream = await documents.open(document);
  // The client's name for the file, made safe for the header: ASCII fallback plus RFC 6266/8187.
  const base = document.fileName.replace(/\.[^.]*$/, "").slice(0, 80) || `document-${document.id}`;
  const name = `${base}.${spec.extension}`;
  const ascii = name.replace(/[^\x20-\x7e]|["\\;]/g, "_");
  return new Response(Readable.toWeb(stream) as ReadableStream, {
    headers: {
      "Content-Type": document.mediaType,
      "Content-Length": String(document.bytes),
      "Content-Disposition": `${inline ? "inline" : "attachment"}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      "Content-Security-Policy":
        "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "no-store",
      "Cross-Origin-Resource-Policy": "same-origin",
    },
  });
}
