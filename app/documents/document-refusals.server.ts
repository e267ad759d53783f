/**
 * What the documents service refuses, and how: an upload that is not allowed (the client's
 * problem, HTTP 4xx), and storage that is full (ours, HTTP 507: docs/DOCUMENTS.md#when-the-disk-is-full).
 */
import { ArrivalRefused } from "./document-arrival.server";

/**
 * The disk or the database is full (ENOSPC, a quota, SQLite's SQLITE_FULL): nothing was stored,
 * and the client is told to try later (HTTP 507), never that it was received.
 */
export class StorageFull extends Error {
  override name = "StorageFull";
  constructor(cause?: unknown) {
    super("storage full", { cause });
  }
}

/** Whether an error means there was no room to store (file system or database). */
export function isStorageFull(error: unknown): boolean {
  if (error instanceof StorageFull) return true;
  const code = (error as { code?: unknown } | null)?.code;
  return code === "ENOSPC" || code === "EDQUOT" || code === "EFBIG" || code === "SQLITE_FULL";
}

/** `error` as StorageFull when it means there was no room to store, otherwise itself. */
export function asStorageFull(error: unknown): unknown {
  return isStorageFull(error) ? new StorageFull(error) : error;
}

export class UploadNotAllowed extends Error {
  override name = "UploadNotAllowed";
  constructor(
    readonly status: 400 | 404 | 409 | 413,
    message: string,
  ) {
    super(message);
  }
}

/**
 * A request from the same checklist is still live for the inquiry (its link works): one live
 * request per checklist and inquiry, so the client never holds two working links to the same list
 * (docs/DOCUMENTS.md#the-link). Staff send its link again, or revoke it first.
 */
export class LiveRequestExists extends Error {
  override name = "LiveRequestExists";
  constructor(readonly request: { id: number; title: string; expiresAt: number }) {
    super("a live request from this checklist exists");
  }
}

/**
 * The live request a LiveRequestExists names, read by shape: the server's own code and the routes'
 * bundle each hold a copy of this module, so `instanceof` cannot tell across them.
 */
export function liveRequestOf(
  error: unknown,
): { id: number; title: string; expiresAt: number } | undefined {
  if (!(error instanceof Error) || error.name !== "LiveRequestExists") return undefined;
  return (error as LiveRequestExists).request;
}

/** Whether a refusal is a client's problem (4xx) rather than the server's. */
export function isRefusal(error: unknown): error is ArrivalRefused | UploadNotAllowed {
  return error instanceof ArrivalRefused || error instanceof UploadNotAllowed;
}
