/**
 * The kinds of file a client may send (docs/DOCUMENTS.md#checks-on-arrival), shared by the upload
 * page (its `accept` list and words) and the server's checks, which read the type from the content.
 */
export const allowedMediaTypes = {
  "application/pdf": {
    label: "PDF",
    kind: "document",
    storedAs: "application/pdf",
    extension: "pdf",
  },
  "image/jpeg": { label: "JPEG photo", kind: "image", storedAs: "image/jpeg", extension: "jpg" },
  "image/png": { label: "PNG image", kind: "image", storedAs: "image/png", extension: "png" },
  "image/webp": { label: "WebP image", kind: "image", storedAs: "image/webp", extension: "webp" },
  // iPhones save photos as HEIC; browsers cannot show it, so it is stored as JPEG.
  "image/heic": { label: "HEIC photo", kind: "image", storedAs: "image/jpeg", extension: "jpg" },
  "image/heif": { label: "HEIF photo", kind: "image", storedAs: "image/jpeg", extension: "jpg" },
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": {
    label: "Word document (.docx)",
    kind: "document",
    storedAs: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    extension: "docx",
  },
} as const satisfies Record<
  string,
  { label: string; kind: "document" | "image"; storedAs: string; extension: string }
>;

export type AllowedMediaType = keyof typeof allowedMediaTypes;

export function isAllowedMediaType(value: string): value is AllowedMediaType {
  return Object.hasOwn(allowedMediaTypes, value);
}

/** For `<input type="file" accept>`: what a phone's picker offers (camera, photos, files). */
export const acceptAttribute =
  ".pdf,.jpg,.jpeg,.png,.webp,.heic,.heif,.docx,application/pdf,image/jpeg,image/png,image/webp,image/heic,image/heif,application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/** The allow-list in words, for the page and for refusals. */
export const allowedInWords = "PDF, JPEG, PNG, HEIC, WebP or Word (.docx)";

/** What a refused file turned out to be, in words a client understands. */
export function describeDetected(detected: string | undefined): string {
  switch (detected) {
    case "html":
      return "a web page (HTML)";
    case "svg":
      return "an SVG drawing";
    case "exe":
    case "elf":
    case "mach":
    case "dll":
      return "a program";
    case "zip":
    case "rar":
    case "7z":
    case "gz":
      return "a compressed archive";
    case "doc":
    case "cfb":
      return "an older Word document (.doc)";
    case undefined:
      return "a kind of file we cannot accept";
    default:
      return `a .${detected} file`;
  }
}

/** Size in words: "2.4 MB", "640 KB". */
/**
 * DOCUMENTS_MAX_FILE_MB counts megabytes as Windows and most file pickers show a file's size: 1 MB
 * = 1,048,576 bytes (a mebibyte). A file Windows lists as "24.5 MB" is under "25 MB".
 */
export const FILE_MB = 1_048_576;

/**
 * One file's size, or the limit for one file, in the megabytes of `FILE_MB` ("25 MB", "1.5 MB").
 * `up` rounds up, for the size of a file refused as too large: it is then never stated as the
 * limit's size or less.
 */
export function formatFileSize(bytes: number, round: "nearest" | "up" = "nearest"): string {
  if (bytes < FILE_MB) return formatBytes(bytes);
  // One decimal, as Windows shows them ("24.5 MB"), without ".0" from 10 MB ("25 MB").
  const tenths = bytes / (FILE_MB / 10);
  const value = (round === "up" ? Math.ceil(tenths) : Math.round(tenths)) / 10;
  return `${value >= 10 && Number.isInteger(value) ? value : value.toFixed(1)} MB`;
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toFixed(bytes >= 10_000_000 ? 0 : 1)} MB`;
  if (bytes >= 1_000) return `${Math.round(bytes / 1_000)} KB`;
  return `${bytes} bytes`;
}

/**
 * What a booking's confirmation page shows of its document request (plain data, page and dialog):
 * what is asked and by when, never the link, which only the e-mails to the booking's address carry
 * (docs/DOCUMENTS.md#from-a-booking).
 */
export interface BookingDocumentsView {
  title: string;
  /** "Sunday, December 6 at 10:00 AM" (Toronto time), or null when nothing is due by a date. */
  due: string | null;
}
