/**
 * Resumable uploads with the tus protocol, version 1.0.0 (tus.io/protocols/resumable-upload), core
 * and the creation, creation-with-upload, termination and expiration extensions, through
 * @tus/server with a data store of our own: each piece is encrypted as it arrives into an append
 * log (document-crypto.server.ts), so no plaintext of an unfinished upload reaches the disk either.
 * The piece that completes an upload runs it through the same checks as a form upload and stores
 * it as a document before its offset is reported complete (DocumentServices.appendUpload).
 * What the site implements of the protocol and how it is tested: docs/STANDARDS.md#tus.
 *
 * Every request carries the link's token in the `Document-Token` header; an upload can only be
 * continued through the link that created it. The length must be declared when the upload is
 * created (no deferred length), so a file over the limit is refused before any of it is sent.
 */
import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Readable } from "node:stream";
import type { Server } from "@tus/server";
import type { Upload } from "@tus/utils";
import type { Logger } from "~/platform/logger.server";
import { ArrivalRefused } from "./document-arrival.server";
import { refusalMessage } from "./document-messages";
import { isStorageFull, UploadNotAllowed } from "./document-refusals.server";
import type { DocumentServices } from "./document-service.server";

export const tusPath = "/documents/uploads";
export const tokenHeader = "document-token";
/**
 * The keyed hash of each request's client address, for the storage quota
 * (docs/DOCUMENTS.md#storage-per-person): set by the server from the connection as TRUST_PROXY
 * says (app/documents/document-upload-endpoints.server.ts), never from anything the client sent.
 */
const clientKeys = new WeakMap<IncomingMessage, string>();

/** The client key of a request as @tus/server hands it to its hooks (srvx's NodeRequest). */
function clientKeyOf(req: Request): string | undefined {
  const node = (req as { runtime?: { node?: { req?: IncomingMessage } } }).runtime?.node?.req;
  return node ? clientKeys.get(node) : undefined;
}

/** The protocol version the site speaks (tus 1.0.0 §Tus-Version). */
export const tusVersion = "1.0.0";

/** What the client is told when there is no room to store (HTTP 507, RFC 4918 §11.5). */
export const storageFullMessage =
  "We cannot store files right now. Nothing of this file was kept as received: please try again in an hour, or call or e-mail us.";
/** Any other failure of ours: plain words, never the error's own text. */
export const failedMessage =
  "Something went wrong on our side and the file was not saved. Please try again in a few minutes, or call or e-mail us.";

type TusError = { status_code: number; body: string };

function tusError(status: number, body: string): TusError {
  return { status_code: status, body };
}

function isTusError(error: unknown): error is TusError {
  return (
    typeof (error as TusError | null)?.status_code === "number" &&
    typeof (error as TusError).body === "string"
  );
}

/** Maps our refusals and failures to tus answers with a sentence the upload page shows as it is. */
function asTusError(error: unknown, documents: DocumentServices): TusError | unknown {
  const limits = { ...documents.settings, ...documents.quotas };
  if (error instanceof ArrivalRefused)
    return tusError(error.reason === "too-large" ? 413 : 415, refusalMessage(error, limits));
  if (error instanceof UploadNotAllowed)
    return tusError(
      error.status,
      error.status === 404 ? "Not found" : refusalMessage(error, limits),
    );
  if (isStorageFull(error)) return tusError(507, storageFullMessage);
  return error;
}

/**
 * The data store, its class made once @tus/utils is loaded: the tus libraries load with the first
 * upload request, not at every server start (docs/PERFORMANCE.md#server-start).
 */
function encryptedUploadStore(
  { DataStore, Upload: TusUpload }: typeof import("@tus/utils"),
  documents: DocumentServices,
  /** Each new upload's client key, from onUploadCreate to create() (the same request). */
  newUploadClients: Map<string, string>,
) {
  class EncryptedUploadStore extends DataStore {
    constructor(private readonly documents: DocumentServices) {
      super();
      this.extensions = ["creation", "creation-with-upload", "termination", "expiration"];
    }

    override async create(upload: Upload): Promise<Upload> {
      const itemId = Number(upload.metadata?.itemId);
      try {
        this.documents.createUpload({
          id: upload.id,
          itemId,
          fileName: upload.metadata?.filename ?? upload.metadata?.name ?? "",
          declaredBytes: upload.size ?? 0,
          metadata: upload.metadata,
          clientKey: newUploadClients.get(upload.id) ?? null,
        });
      } catch (error) {
        throw asTusError(error, this.documents);
      } finally {
        newUploadClients.delete(upload.id);
      }
      upload.creation_date = new Date().toISOString();
      return upload;
    }

    override async write(stream: Readable, id: string): Promise<number> {
      try {
        return await this.documents.appendUpload(id, stream);
      } catch (error) {
        throw asTusError(error, this.documents);
      }
    }

    override async getUpload(id: string): Promise<Upload> {
      const upload = this.documents.uploads.upload(id);
      if (!upload) throw tusError(404, "Not found");
      const finished = upload.documentId !== null;
      return new TusUpload({
        id,
        size: upload.declaredBytes,
        offset: upload.receivedBytes,
        metadata: upload.metadata
          ? (JSON.parse(upload.metadata) as Record<string, string | null>)
          : { itemId: String(upload.itemId) },
        // A finished upload does not expire: its offset answers "complete" for as long as its
        // document is kept (the row goes with the document).
        creation_date: finished ? undefined : new Date(upload.createdAt).toISOString(),
      });
    }

    override async remove(id: string): Promise<void> {
      this.documents.removeUpload(id);
    }

    override getExpiration(): number {
      return this.documents.uploadExpiryMs;
    }

    override async deleteExpired(): Promise<number> {
      return this.documents.expireUploads();
    }
  }
  return new EncryptedUploadStore(documents);
}

function token(req: { headers: Headers }): string {
  return req.headers.get(tokenHeader) ?? "";
}

/** The tus server for the client's upload page (made at the first upload request). */
export async function createTusServer(
  documents: DocumentServices,
  logger: Pick<Logger, "warn" | "error">,
): Promise<Server> {
  const [{ Server: TusServer }, utils] = await Promise.all([
    import("@tus/server"),
    import("@tus/utils"),
  ]);
  const max = documents.settings.maxFileBytes;
  const newUploadClients = new Map<string, string>();
  return new TusServer({
    path: tusPath,
    datastore: encryptedUploadStore(utils, documents, newUploadClients),
    relativeLocation: true,
    maxSize: max,
    allowedHeaders: [tokenHeader],
    exposedHeaders: ["Document-Id"],
    namingFunction: () => randomBytes(16).toString("hex"),
    // A document received is the firm's record: a client cannot take it back by terminating its
    // finished upload (tus termination applies to uploads still arriving).
    disableTerminationForFinishedUploads: true,
    async onUploadCreate(req, upload) {
      const itemId = Number(upload.metadata?.itemId);
      if (!Number.isInteger(itemId)) throw tusError(404, "Not found");
      if (upload.size === undefined) throw tusError(411, "The file's size must be given.");
      if (upload.size === 0) throw asTusError(new ArrivalRefused("empty"), documents);
      const clientKey = clientKeyOf(req);
      try {
        documents.admitUpload(token(req), itemId, upload.size, Date.now(), clientKey);
      } catch (error) {
        throw asTusError(error, documents);
      }
      if (clientKey) newUploadClients.set(upload.id, clientKey);
      return { metadata: upload.metadata };
    },
    async onIncomingRequest(req, uploadId) {
      const creating = req.method === "POST";
      // A new upload is checked in onUploadCreate, once its metadata names the item.
      if (creating) return;
      const upload = documents.uploads.upload(uploadId);
      const request = documents.requests.requestByToken(token(req), Date.now());
      const owner = upload && documents.files.item(upload.itemId);
      if (!upload || !request || !owner || owner.requestId !== request.id)
        throw tusError(404, "Not found");
    },
    async onUploadFinish(_req, upload) {
      // The document was stored with the upload's last piece (DocumentServices.appendUpload).
      const documentId = documents.uploadDocument(upload.id);
      return documentId === undefined ? {} : { headers: { "Document-Id": String(documentId) } };
    },
    async onResponseError(_req, error) {
      if (isTusError(error)) {
        if (error.status_code === 507) logger.warn("document_storage_full");
        // @tus/server's own "Maximum size exceeded" (an Upload-Length, or a piece, past Tus-Max-Size):
        // the site's sentence instead, as every other refusal (docs/STANDARDS.md#tus).
        if (error.status_code === 413 && /^Maximum size exceeded/.test(error.body))
          return asTusError(new ArrivalRefused("too-large"), documents) as TusError;
        return undefined;
      }
      const mapped = asTusError(error, documents);
      if (isTusError(mapped)) return mapped;
      // Never the error's own text (a path, "ENOSPC", SQL): the operator has it in the log.
      logger.error("document_upload_failed", {
        error: error instanceof Error ? error.name : "error",
      });
      return tusError(500, failedMessage);
    },
  });
}

/**
 * What the protocol asks to be checked before a request is processed, which @tus/server answers
 * otherwise (with 400): a version the site does not speak is 412 Precondition Failed with the
 * versions it does (tus 1.0.0 §Tus-Resumable), and a PATCH whose body is not
 * `application/offset+octet-stream` is 415 Unsupported Media Type (tus 1.0.0 §PATCH).
 */
export function tusPrecondition(
  method: string,
  headers: IncomingMessage["headers"],
): { status: 412 | 415; headers: Record<string, string>; body: string } | undefined {
  if (method === "OPTIONS" || method === "GET") return undefined;
  const version = headers["tus-resumable"];
  if (version !== tusVersion)
    return {
      status: 412,
      headers: { "Tus-Version": tusVersion, "Tus-Resumable": tusVersion },
      body: version
        ? `This server speaks tus ${tusVersion} only.`
        : `The Tus-Resumable header is required (${tusVersion}).`,
    };
  const type = headers["content-type"]?.split(";")[0]?.trim().toLowerCase();
  if (method === "PATCH" && type !== "application/offset+octet-stream")
    return {
      status: 415,
      headers: { "Tus-Resumable": tusVersion },
      body: "A piece of an upload is sent as application/offset+octet-stream.",
    };
  return undefined;
}

/**
 * Answers a tus request, after the protocol's preconditions. `clientKey`: the client's address as
 * DocumentServices.clientKey keys it.
 */
export async function handleTus(
  server: Server,
  req: IncomingMessage,
  res: ServerResponse,
  clientKey: string,
): Promise<void> {
  clientKeys.set(req, clientKey);
  const refused = tusPrecondition(req.method ?? "", req.headers);
  if (refused) {
    res.writeHead(refused.status, {
      ...refused.headers,
      "Content-Type": "text/plain; charset=utf-8",
      // The body is not read: the connection closes once the answer is out.
      Connection: "close",
    });
    res.end(refused.body);
    return;
  }
  await server.handle(req, res);
}
