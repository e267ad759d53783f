/**
 * The answers of a questionnaire at rest (docs/INTAKE.md#privacy): JSON encrypted with
 * AES-256-GCM under the questionnaire's own random data key, with a fresh nonce at each save and the
 * row's id as associated data (so one questionnaire's answers cannot be passed off as another's).
 * The data key is stored only wrapped by the documents' master key (the same envelope as documents:
 * app/documents/document-crypto.server.ts), so rotating that key re-wraps these keys too. The
 * construction is shared with engagement letters: app/platform/sealed-data.server.ts.
 */
import {
  type KeyWrapper,
  openBytes,
  SealedDataError,
  sealBytes,
} from "~/platform/sealed-data.server";

export type { KeyWrapper };

export class IntakeCryptoError extends Error {}

const context = (id: number) => Buffer.from(`mercer-law intake answers v1\0${id}`, "utf8");

export function sealAnswers(dataKey: Buffer, id: number, value: unknown): Buffer {
  return sealBytes(dataKey, context(id), Buffer.from(JSON.stringify(value), "utf8"));
}

export function openAnswers(dataKey: Buffer, id: number, sealed: Buffer): unknown {
  try {
    return JSON.parse(openBytes(dataKey, context(id), sealed).toString("utf8"));
  } catch (error) {
    if (error instanceof SealedDataError && error.message.includes("too short"))
      throw new IntakeCryptoError("answers too short");
    throw new IntakeCryptoError("the answers cannot be opened with this key");
  }
}
