/**
 * What a client is told when a file is not accepted (docs/DOCUMENTS.md#checks-on-arrival): the
 * same sentence on the page with or without JavaScript.
 */
import { allowedInWords, describeDetected, formatBytes, formatFileSize } from "./document-types";

/** The pixel limit of docs/DOCUMENTS.md#images-decoded-within-a-budget, in the words a client reads. */
export const MAX_IMAGE_MEGAPIXELS = 50;

export type RefusalCode =
  | "too-large"
  | "request-full"
  | "quota-email"
  | "quota-address"
  | "type"
  | "empty"
  | "unreadable-image"
  | "image-too-large"
  | "accepted"
  | "no-file"
  | "storage-full"
  | "failed";

export const refusalCodes: readonly RefusalCode[] = [
  "too-large",
  "request-full",
  "quota-email",
  "quota-address",
  "type",
  "empty",
  "unreadable-image",
  "image-too-large",
  "accepted",
  "no-file",
  "storage-full",
  "failed",
];

/**
 * The limits a refusal states: the largest file, and the storage per person
 * (docs/DOCUMENTS.md#storage-per-person). A number alone is the largest file.
 */
export type RefusalLimits =
  | number
  | { maxFileBytes: number; perEmailBytes?: number; perClientBytes?: number };

/**
 * One sentence per refusal, in words a client understands: what is wrong with the file, the limit
 * or the kinds we accept, and what to do. `size` is the file's own size when it is known (the
 * browser knows it before sending), so a file too large says by how much.
 */
export function refusalText(
  code: RefusalCode,
  limits: RefusalLimits,
  detected?: string,
  size?: number,
): string {
  const { maxFileBytes, perEmailBytes, perClientBytes } =
    typeof limits === "number" ? { maxFileBytes: limits } : limits;
  const quota = (bytes: number | undefined, whose: string) =>
    `Together with the other files we hold from ${whose} that our staff have not yet reviewed, this file would pass ${bytes === undefined ? "the most we keep" : formatBytes(bytes)}, the most we keep for ${whose}. Call or e-mail us and we will arrange another way.`;
  switch (code) {
    case "too-large":
      return size && size > maxFileBytes
        ? `This file is ${formatFileSize(size, "up")}; the limit is ${formatFileSize(maxFileBytes)}. Send a smaller scan, or split it.`
        : `This file is larger than ${formatFileSize(maxFileBytes)}, the limit for one file. Send a smaller scan, or split it.`;
    case "request-full":
      return "Together with what you have already sent, this file is more than we can accept for this request. Call or e-mail us and we will arrange another way.";
    case "quota-email":
      return quota(perEmailBytes, "one e-mail address");
    case "quota-address":
      return quota(perClientBytes, "one internet connection");
    case "storage-full":
      return "We cannot store files right now, and this file was not saved. Please try again in an hour, or call or e-mail us.";
    case "type":
      return detected
        ? `This file is ${describeDetected(detected)}, which we do not accept for safety; send a ${allowedInWords} file, or a photo of the document.`
        : `We cannot accept this kind of file; send a ${allowedInWords} file, or a photo of the document.`;
    case "empty":
      return "This file is empty. Choose the file again, or take a new photo.";
    case "unreadable-image":
      return "This picture could not be read: it may be damaged or only partly saved. Take the photo again or choose another file.";
    case "image-too-large":
      return `This picture is too large for us to open: it has more than ${MAX_IMAGE_MEGAPIXELS} million pixels. Send it at a smaller size (a phone's "large" or "medium" setting, or a scan at 300 dpi), or as a PDF.`;
    case "accepted":
      return "We have already accepted this document: nothing more is needed for it.";
    case "no-file":
      return "Choose a file or take a photo first.";
    case "failed":
      return "Something went wrong on our side and the file was not saved. Please try again in a few minutes, or call or e-mail us.";
  }
}

/** The code of a server refusal (ArrivalRefused or UploadNotAllowed), read by shape. */
export function refusalCode(error: {
  reason?: string;
  status?: number;
  message?: string;
}): RefusalCode {
  if (error.reason && (refusalCodes as readonly string[]).includes(error.reason))
    return error.reason as RefusalCode;
  if (error.status === 409) return "accepted";
  if (error.status === 413)
    return error.message === "request-full" ||
      error.message === "quota-email" ||
      error.message === "quota-address"
      ? error.message
      : "too-large";
  if (error.status === 507) return "storage-full";
  return "failed";
}

export function refusalMessage(
  error: { reason?: string; status?: number; message?: string; detected?: string },
  limits: RefusalLimits,
): string {
  return refusalText(refusalCode(error), limits, error.detected);
}

/** What the upload page needs of an item to count it. */
export interface CountedItem {
  optional: boolean;
  state: "missing" | "received" | "accepted" | "returned";
}

export interface ChecklistProgress {
  total: number;
  /** Received or accepted. */
  received: number;
  /** Required and missing, or sent back to be sent again. */
  needed: number;
  /** Optional ("if you have it") and not sent. */
  optionalOpen: number;
  /** Every item, optional ones included, is received or accepted. */
  everything: boolean;
  /** The page's one sentence: counts that add up to the items listed. */
  sentence: string;
}

const items = (n: number) => `${n} ${n === 1 ? "item" : "items"}`;

/**
 * Where a checklist stands, counted over every item the page lists (docs/DOCUMENTS.md#the-clients-page):
 * received + still needed + optional not sent = the items shown. "We have everything" only when
 * every item is in; when only optional ones are open, it says so.
 */
export function checklistProgress(list: readonly CountedItem[]): ChecklistProgress {
  const total = list.length;
  const received = list.filter((i) => i.state === "received" || i.state === "accepted").length;
  const needed = list.filter(
    (i) => !i.optional && (i.state === "missing" || i.state === "returned"),
  ).length;
  const optionalOpen = total - received - needed;
  const everything = received === total;
  const optionalWords = `${items(optionalOpen)} marked “if you have it”`;
  const sentence = everything
    ? `We have all ${items(total)} we asked for. Thank you.`
    : needed === 0
      ? `${received} of ${items(total)} received: everything we need is here. Send the ${optionalWords} too if you can.`
      : `${received} of ${items(total)} received; ${needed} still needed${optionalOpen ? `, and ${optionalWords}` : ""}.`;
  return { total, received, needed, optionalOpen, everything, sentence };
}

/**
 * The client's name before the checklist's own introduction: "Anjali, send these…", the
 * introduction's first letter lowered unless its first word is an acronym or "I" ("PDF").
 */
export function addressedIntro(firstName: string, intro: string): string {
  if (!firstName) return intro;
  const first = intro.split(/\s/, 1)[0] ?? "";
  const keep = first === "I" || (first.length > 1 && first === first.toUpperCase());
  return `${firstName}, ${keep ? intro : intro.charAt(0).toLowerCase() + intro.slice(1)}`;
}
