/**
 * A PDF's active content, removed before staff open it (docs/DOCUMENTS.md#pdfs-without-their-scripts).
 * A PDF can carry programs and actions that a viewer runs by itself: JavaScript when it opens, on
 * a page, on a field or a link (ISO 32000-1 §12.6.4.16, §12.6.3), launching a program or an
 * embedded file (§12.6.4.5, §12.6.4.4), sending the form somewhere (§12.6.4.7), reading data in
 * (§12.6.4.8). Chromium's viewer runs a file's JavaScript whatever the page's Content-Security-
 * Policy says. So on arrival every such action is taken out with pdf-lib, and everything that is
 * drawn (pages, fonts, images, form values, ordinary links) is kept as it was:
 *
 * - `/OpenAction` (the catalog's action on opening) and every `/AA` (additional actions of the
 *   document, pages, annotations and fields: on open, close, focus, keystroke, calculate…);
 * - the document's JavaScript name tree (`/Names /JavaScript`) and XFA forms (`/AcroForm /XFA`,
 *   whose scripts some viewers run);
 * - any action of a dangerous type wherever it is (a link's `/A`, an outline item, an action's
 *   `/Next`), and a `javascript:` link, with the objects that held the scripts.
 *
 * A PDF with nothing to remove is kept byte for byte as sent (a digital signature on it still
 * verifies). One that pdf-lib cannot read (encrypted, or damaged) is reported as unchecked: the
 * caller keeps it for download only, never shown in the browser.
 */
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  type PDFObject,
  PDFRef,
  PDFStream,
  PDFString,
} from "pdf-lib";

/** Action types that run code, start programs or send or read data (ISO 32000-1 Table 198). */
const dangerousActions = new Set([
  "JavaScript",
  "Launch",
  "SubmitForm",
  "ImportData",
  "ResetForm",
  "GoToE",
  "Rendition",
  "RichMediaExecute",
  "Movie",
  "Sound",
]);

/** Keys whose value is an action that fires by itself, removed wherever they appear. */
const automaticActionKeys = ["OpenAction", "AA"];

export type PdfActiveContent =
  /** Nothing to remove: store the file as sent. */
  | { status: "none" }
  /** Removed: store `output`, which keeps every page and drops what is listed in `removed`. */
  | { status: "removed"; output: Uint8Array; removed: string[] }
  /** pdf-lib cannot read it: keep it, but only for download. */
  | { status: "unchecked"; why: "encrypted" | "unreadable" };

export async function removePdfActiveContent(input: Uint8Array): Promise<PdfActiveContent> {
  let document: PDFDocument;
  try {
    document = await PDFDocument.load(input, { updateMetadata: false, throwOnInvalidObject: true });
  } catch (error) {
    // pdf-lib's errors are compiled for ES5, where `instanceof` on a subclass of Error fails.
    const encrypted = error instanceof Error && error.message.includes("is encrypted");
    return { status: "unchecked", why: encrypted ? "encrypted" : "unreadable" };
  }
  const context = document.context;
  const removed = new Set<string>();
  const condemned = new Set<PDFRef>();

  const resolve = (value: PDFObject | undefined): PDFObject | undefined =>
    value instanceof PDFRef ? context.lookup(value) : value;
  const dictOf = (value: PDFObject | undefined): PDFDict | undefined => {
    const resolved = resolve(value);
    if (resolved instanceof PDFDict) return resolved;
    if (resolved instanceof PDFStream) return resolved.dict;
    return undefined;
  };
  const nameOf = (value: PDFObject | undefined): string | undefined => {
    const resolved = resolve(value);
    return resolved instanceof PDFName ? resolved.decodeText() : undefined;
  };
  const textOf = (value: PDFObject | undefined): string => {
    const resolved = resolve(value);
    return resolved instanceof PDFString || resolved instanceof PDFHexString
      ? resolved.decodeText()
      : "";
  };

  /** What makes an action dictionary dangerous, or undefined if it is harmless (or not one). */
  const danger = (dict: PDFDict): string | undefined => {
    const type = nameOf(dict.get(PDFName.of("S")));
    if (type && dangerousActions.has(type)) return type;
    if (dict.has(PDFName.of("JS"))) return "JavaScript";
    if (type === "URI" && /^\s*javascript:/i.test(textOf(dict.get(PDFName.of("URI")))))
      return "javascript: link";
    return undefined;
  };

  const isActionLike = (dict: PDFDict) =>
    dict.has(PDFName.of("S")) || dict.has(PDFName.of("JS")) || danger(dict) !== undefined;

  /**
   * The objects a removed entry held, to delete them too: actions (through `/Next` chains and
   * additional-actions dictionaries) and the streams holding their scripts, never a page or any
   * other object an action merely pointed at.
   */
  const condemn = (value: PDFObject | undefined, script: boolean, seen: Set<PDFObject>) => {
    if (!value || seen.has(value)) return;
    seen.add(value);
    if (value instanceof PDFRef) {
      const target = context.lookup(value);
      if (target instanceof PDFStream) {
        if (script) condemned.add(value);
      } else if (target instanceof PDFDict && isActionLike(target)) {
        condemned.add(value);
        condemn(target, false, seen);
      }
      return;
    }
    if (value instanceof PDFDict)
      for (const [key, entry] of value.entries()) condemn(entry, key.decodeText() === "JS", seen);
    if (value instanceof PDFArray)
      for (const entry of value.asArray()) condemn(entry, script, seen);
  };

  /** Removes an entry, and the object it refers to with what that holds. */
  const drop = (dict: PDFDict, key: string, what: string) => {
    const name = PDFName.of(key);
    const value = dict.get(name);
    if (value instanceof PDFRef) {
      condemned.add(value);
      condemn(context.lookup(value), true, new Set());
    } else {
      condemn(value, false, new Set());
    }
    dict.delete(name);
    removed.add(what);
  };

  const clean = (dict: PDFDict) => {
    for (const key of automaticActionKeys) if (dict.has(PDFName.of(key))) drop(dict, key, key);
    const names = dictOf(dict.get(PDFName.of("Names")));
    if (names?.has(PDFName.of("JavaScript"))) drop(names, "JavaScript", "JavaScript name tree");
    const form = dictOf(dict.get(PDFName.of("AcroForm")));
    if (form?.has(PDFName.of("XFA"))) drop(form, "XFA", "XFA form");
    for (const [key, value] of dict.entries()) {
      const target = dictOf(value);
      if (target && !(resolve(value) instanceof PDFStream)) {
        const what = danger(target);
        if (what) {
          drop(dict, key.decodeText(), what);
          continue;
        }
      }
      const array = resolve(value);
      if (array instanceof PDFArray) cleanArray(array);
    }
  };
  const cleanArray = (array: PDFArray) => {
    for (let i = array.size() - 1; i >= 0; i--) {
      const entry = array.get(i);
      const target = dictOf(entry);
      const what = target && !(resolve(entry) instanceof PDFStream) ? danger(target) : undefined;
      if (what) {
        condemn(entry, false, new Set());
        array.remove(i);
        removed.add(what);
      }
    }
  };

  // Every dictionary of the file, direct or inside another, is visited once.
  const visited = new Set<PDFObject>();
  const visit = (value: PDFObject) => {
    if (visited.has(value)) return;
    visited.add(value);
    if (value instanceof PDFStream) return visit(value.dict);
    if (value instanceof PDFDict) {
      clean(value);
      for (const [, entry] of value.entries()) if (!(entry instanceof PDFRef)) visit(entry);
    } else if (value instanceof PDFArray) {
      cleanArray(value);
      for (const entry of value.asArray()) if (!(entry instanceof PDFRef)) visit(entry);
    }
  };
  for (const [, object] of context.enumerateIndirectObjects()) visit(object);
  // An action or script object left with nothing pointing at it is deleted too, so no script text
  // stays in the file.
  for (const [ref, object] of context.enumerateIndirectObjects()) {
    const dict = object instanceof PDFStream ? object.dict : object;
    if (dict instanceof PDFDict && danger(dict)) condemn(ref, false, new Set());
  }
  if (removed.size === 0 && condemned.size === 0) return { status: "none" };
  for (const ref of condemned) context.delete(ref);
  // Written without object streams: every object in the clear structure a reader (and a test) can
  // check.
  const output = await document.save({ useObjectStreams: false, updateFieldAppearances: false });
  return { status: "removed", output, removed: [...removed].sort() };
}
