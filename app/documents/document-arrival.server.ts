/**
 * What every uploaded file goes through before it is stored (docs/DOCUMENTS.md#checks-on-arrival):
 * a size limit counted as the bytes arrive, its type read from its content (never its name or the
 * type the browser claims) against an allow-list, images decoded and re-encoded so their metadata
 * (GPS position, camera, dates, thumbnails) is left behind, and PDFs cleared of their scripts.
 * Only the first bytes are held to read the type; an image or a PDF is then held whole (at most
 * the per-file limit), its size read from its header, and opened in the file-opening worker, one
 * at a time, within a memory and time budget (docs/DOCUMENTS.md#images-decoded-within-a-budget).
 */
import { Readable, Transform, type TransformCallback } from "node:stream";
import { MAX_IMAGE_MEGAPIXELS } from "./document-messages";
import { type AllowedMediaType, allowedMediaTypes, isAllowedMediaType } from "./document-types";
import type { DecodeJob, DecodeOutcome } from "./file-decode-jobs";
import { fileDecodeQueue, type WorkerQueue } from "./file-decode-queue.server";
import { declaredImageSize } from "./image-dimensions";

export type RefusalReason = "too-large" | "type" | "empty" | "unreadable-image" | "image-too-large";

/**
 * What was found of a PDF's scripts and actions: `none` (stored as sent), `removed` (stored
 * without them), `unchecked` (encrypted or unreadable: kept, offered to staff for download only).
 */
export type PdfActiveContentState = "none" | "removed" | "unchecked";

export class ArrivalRefused extends Error {
  override name = "ArrivalRefused";
  constructor(
    readonly reason: RefusalReason,
    /** What the content turned out to be, for the plain-words message ("an HTML page"). */
    readonly detected?: string,
  ) {
    super(`file refused: ${reason}`);
  }
}

/** Bytes read before deciding the type: enough for a Word file's zip directory entries. */
export const SNIFF_BYTES = 64 * 1024;
/**
 * Images declaring more pixels than this are refused unopened: 50 megapixels (a 48-megapixel phone
 * photo, 8,064 × 6,048, fits; a letter page scanned at 600 dpi is 34). Decoded, such a picture
 * takes about 200 MB.
 */
export const MAX_IMAGE_PIXELS = MAX_IMAGE_MEGAPIXELS * 1_000_000;

/** Counts bytes and stops the stream with ArrivalRefused once more than `max` have arrived. */
export function byteLimit(max: number): Transform & { bytes: () => number } {
  let bytes = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      bytes += chunk.length;
      if (bytes > max) return done(new ArrivalRefused("too-large"));
      done(null, chunk);
    },
  });
  return Object.assign(stream, { bytes: () => bytes });
}

/** The first bytes of a stream, and a stream that yields everything (those bytes included). */
export async function peek(
  source: Readable,
  size: number,
): Promise<{ head: Buffer; stream: Readable }> {
  const iterator = source[Symbol.asyncIterator]();
  const chunks: Buffer[] = [];
  let length = 0;
  let ended = false;
  while (length < size) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    const chunk = Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value);
    chunks.push(chunk);
    length += chunk.length;
  }
  const head = Buffer.concat(chunks);
  async function* rest() {
    yield head;
    if (ended) return;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield next.value as Buffer;
    }
  }
  const stream = Readable.from(rest(), { objectMode: false });
  // Destroying the combined stream releases the source too (an aborted upload).
  stream.once("close", () => {
    if (!source.destroyed && !source.readableEnded) source.destroy();
  });
  return { head, stream };
}

/** The type read from a file's first bytes, or undefined when it is not one we accept. */
export async function detectType(
  head: Buffer,
): Promise<{ allowed?: AllowedMediaType; detected?: string }> {
  // Loaded at the first file, not at every server start (docs/PERFORMANCE.md#server-start).
  const { fileTypeFromBuffer } = await import("file-type");
  const type = await fileTypeFromBuffer(head);
  if (!type || type.ext === "xml") {
    // Text formats have no magic number; name the dangerous ones so the message is plain.
    const text = head.subarray(0, 4096).toString("utf8").trimStart().toLowerCase();
    if (/^(<!doctype html|<html|<head|<body|<script)/.test(text)) return { detected: "html" };
    if (/<svg[\s>]/.test(text)) return { detected: "svg" };
    return { detected: type?.ext };
  }
  if (isAllowedMediaType(type.mime)) return { allowed: type.mime, detected: type.ext };
  return { detected: type.ext };
}

export interface Arrival {
  /** The type of what is stored (an HEIC photo is stored as JPEG). */
  mediaType: AllowedMediaType;
  /** The stream to store: the file as sent, the re-encoded image, or the PDF without scripts. */
  stream: Readable;
  /** Bytes of the file as sent, once `stream` has ended. */
  originalBytes: () => number;
  reencoded: boolean;
  /** PDFs only: what was done about their scripts. */
  activeContent?: PdfActiveContentState;
}

/**
 * The time a PDF's check may take (DOCUMENTS_PDF_CHECK_MS unless set): an ordinary PDF, even
 * 25 MB of scans, is read in well under a second; one built of hundreds of thousands of objects
 * takes pdf-lib tens of seconds, during which every other client's file waits its turn.
 */
export const PDF_CHECK_TIMEOUT_MS = 4_000;

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Checks a file as it arrives. Rejects with ArrivalRefused (too large, a type we do not accept,
 * empty, an image too large to open or unreadable) as soon as that is known; otherwise resolves
 * with the stream to encrypt and store, which itself fails with ArrivalRefused if the size limit
 * is passed later on (a Word file, which streams through).
 */
export async function checkArrival(
  source: Readable,
  maxBytes: number,
  queue: WorkerQueue<DecodeJob, DecodeOutcome> = fileDecodeQueue(),
  turn: { key?: string; pdfTimeoutMs?: number } = {},
): Promise<Arrival> {
  const limit = byteLimit(maxBytes);
  source.once("error", (error) => limit.destroy(error));
  source.pipe(limit);
  const { head, stream } = await peek(limit, SNIFF_BYTES);
  if (head.length === 0) throw new ArrivalRefused("empty");
  const { allowed, detected } = await detectType(head);
  if (!allowed) {
    stream.destroy();
    throw new ArrivalRefused("type", detected);
  }
  const spec = allowedMediaTypes[allowed];
  if (spec.kind !== "image" && allowed !== "application/pdf")
    return { mediaType: allowed, stream, originalBytes: limit.bytes, reencoded: false };

  const input = await collect(stream);
  if (allowed === "application/pdf") {
    const result = await queue.run(
      { kind: "pdf", input },
      { key: turn.key, timeoutMs: turn.pdfTimeoutMs ?? PDF_CHECK_TIMEOUT_MS },
    );
    // A PDF the worker could not finish (its time limit, or memory) is treated as one it could not
    // read: kept as sent, for staff to download only (docs/DOCUMENTS.md#pdfs-without-their-scripts).
    const pdf =
      result.ok && result.value.ok && result.value.kind === "pdf"
        ? result.value.pdf
        : ({ status: "unchecked", why: "unreadable" } as const);
    const stored = pdf.status === "removed" ? Buffer.from(pdf.output) : input;
    return {
      mediaType: allowed,
      stream: Readable.from([stored]),
      originalBytes: limit.bytes,
      reencoded: pdf.status === "removed",
      activeContent: pdf.status,
    };
  }

  // Images: the size each declares is read before any pixel is decoded; one too large is never
  // opened. Then it is decoded and written anew in the worker.
  const type = allowed as Extract<DecodeJob, { kind: "image" }>["mediaType"];
  const size = declaredImageSize(input, type);
  if (!size) throw new ArrivalRefused("unreadable-image", spec.label);
  if (size.width * size.height > MAX_IMAGE_PIXELS)
    throw new ArrivalRefused("image-too-large", spec.label);
  const result = await queue.run(
    {
      kind: "image",
      mediaType: type,
      storedAs: spec.storedAs as Extract<DecodeJob, { kind: "image" }>["storedAs"],
      input,
      maxPixels: MAX_IMAGE_PIXELS,
    },
    { key: turn.key },
  );
  if (!result.ok)
    throw new ArrivalRefused(
      result.why === "crashed" ? "unreadable-image" : "image-too-large",
      spec.label,
    );
  if (!result.value.ok || result.value.kind !== "image")
    throw new ArrivalRefused(
      result.value.ok || result.value.reason !== "image-too-large"
        ? "unreadable-image"
        : "image-too-large",
      spec.label,
    );
  return {
    mediaType: spec.storedAs,
    stream: Readable.from([Buffer.from(result.value.output)]),
    originalBytes: limit.bytes,
    reencoded: true,
  };
}
