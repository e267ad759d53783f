/**
 * Resumable uploads with the tus protocol (tus.io/protocols/resumable-upload, 1.0.0) through
 * @tus/server, with a data store of our own: each piece is encrypted as it arrives into an append
 * log (document-crypto.server.ts), so no plaintext of an unfinished upload reaches the disk either.
 * A finished upload then goes through the same checks as a form upload (DocumentServices.receive).
 *
 * Every request carries the link's token in the `Document-Token` header; an upload can only be
 * continued through the link that created it. The length must be declared when the upload is
 * created (no deferred length), so a file over the limit is refused before any of it is sent.
 */
import { randomBytes } from "node:crypto";
import type { Readable } from "node:stream";
import type { Server } from "@tus/server";
import type { Upload } from "@tus/utils";
import { ArrivalRefused } from "./document-arrival.server";
import { refusalMessage } from "./document-messages";
import { type DocumentServices, UploadNotAllowed } from "./document-service.server";

export const tusPath = "/documents/uploads";
export const tokenHeader = "document-token";

type TusError = { status_code: number; body: string };

function tusError(status: number, body: string): TusError {
  return { status_code: status, body };
}

/** Maps our refusals to tus answers with a sentence the upload page shows as it is. */
function asTusError(error: unknown, maxFileBytes: number): unknown {
  if (error instanceof ArrivalRefused)
    return tusError(error.reason === "too-large" ? 413 : 415, refusalMessage(error, maxFileBytes));
  if (error instanceof UploadNotAllowed)
    return tusError(
      error.status,
      error.status === 404 ? "Not found" : refusalMessage(error, maxFileBytes),
    );
  return error;
}

/**
 * The data store, its class made once @tus/utils is loaded: the tus libraries load with the first
 * upload request, not at every server start (docs/PERFORMANCE.md#server-start).
 */
function encryptedUploadStore(
  { DataStore, Upload: TusUpload }: typeof import("@tus/utils"),
  documents: DocumentServices,
) {
  class EncryptedUploadStore extends DataStore {
    constructor(private readonly documents: DocumentServices) {
      super();
      this.extensions = ["creation", "termination", "expiration"];
    }

    override async create(upload: Upload): Promise<Upload> {
      const itemId = Number(upload.metadata?.itemId);
      this.documents.createUpload({
        id: upload.id,
        itemId,
        fileName: upload.metadata?.filename ?? "",
        declaredBytes: upload.size ?? 0,
      });
      upload.creation_date = new Date().toISOString();
      return upload;
    }

    override async write(stream: Readable, id: string): Promise<number> {
      try {
        return await this.documents.appendUpload(id, stream);
      } catch (error) {
        throw asTusError(error, this.documents.settings.maxFileBytes);
      }
    }

    override async getUpload(id: string): Promise<Upload> {
      const upload = this.documents.uploads.upload(id);
      if (!upload) throw tusError(404, "Not found");
      return new TusUpload({
        id,
        size: upload.declaredBytes,
        offset: upload.receivedBytes,
        metadata: { itemId: String(upload.itemId) },
        creation_date: new Date(upload.createdAt).toISOString(),
      });
    }

    override async remove(id: string): Promise<void> {
      this.documents.removeUpload(id);
    }

    override getExpiration(): number {
      return 7 * 24 * 60 * 60 * 1000;
    }

    override async deleteExpired(): Promise<number> {
      return this.documents.uploads.deleteUploadsOlderThan(Date.now() - this.getExpiration());
    }
  }
  return new EncryptedUploadStore(documents);
}

function token(req: { headers: Headers }): string {
  return req.headers.get(tokenHeader) ?? "";
}

/** The tus server for the client's upload page (made at the first upload request). */
export async function createTusServer(documents: DocumentServices): Promise<Server> {
  const [{ Server: TusServer }, utils] = await Promise.all([
    import("@tus/server"),
    import("@tus/utils"),
  ]);
  const max = documents.settings.maxFileBytes;
  return new TusServer({
    path: tusPath,
    datastore: encryptedUploadStore(utils, documents),
    relativeLocation: true,
    maxSize: max,
    allowedHeaders: [tokenHeader],
    namingFunction: () => randomBytes(16).toString("hex"),
    async onUploadCreate(req, upload) {
      const itemId = Number(upload.metadata?.itemId);
      if (!Number.isInteger(itemId)) throw tusError(404, "Not found");
      if (upload.size === undefined) throw tusError(411, "The file's size must be given.");
      try {
        documents.admitUpload(token(req), itemId, upload.size);
      } catch (error) {
        throw asTusError(error, max);
      }
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
    async onUploadFinish(req, upload) {
      try {
        const { documentId } = await documents.completeUpload(upload.id, token(req));
        return { headers: { "Document-Id": String(documentId) } };
      } catch (error) {
        throw asTusError(error, max);
      }
    },
  });
}
