/**
 * Text someone else typed (a visitor's name or message, a file name), made harmless to show to
 * staff (docs/PRODUCT-RULES.md#hostile-text): on the desk, in e-mails to the firm, in exports and
 * on a terminal (`npm run inbox`). One function for all of them.
 */

/**
 * Unicode's bidirectional formatting characters (UAX #9, "Explicit Directional Embeddings,
 * Overrides and Isolates" and the implicit marks): U+202A–U+202E (LRE, RLE, PDF, LRO, RLO),
 * U+2066–U+2069 (LRI, RLI, FSI, PDI), U+200E and U+200F (LRM, RLM) and U+061C (ALM). Shown as they
 * are, they reorder what staff read: "Smith\u202Egnp.exe" displays as "Smithexe.png", and isolating
 * the field does not help, since the reordering happens inside it.
 */
const bidiControls = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * A control character other than tab, line feed and carriage return: C0 (a NUL byte, an escape),
 * DEL and C1.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
export const controlCharacter = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const controlCharacters = new RegExp(controlCharacter.source, "g");

/**
 * The text with every bidirectional formatting character and every control character (but tab,
 * line feed and carriage return) removed: it then reads in the order it was typed, and nothing in
 * it can move the cursor, ring a bell or end a string early.
 */
export function visibleText(text: string): string {
  return text.replace(bidiControls, "").replace(controlCharacters, "");
}

/** `visibleText` for a value that may be missing. */
export function visibleTextOrNull<T extends string | null | undefined>(text: T): T {
  return (typeof text === "string" ? visibleText(text) : text) as T;
}

/**
 * Characters that draw nothing: white space, control and format characters, Unicode's default
 * ignorable code points (zero-width space and joiners, the byte-order mark, soft hyphen,
 * bidirectional controls, Hangul fillers, variation selectors, tags) and the blank Braille pattern.
 */
const invisible = /[\s\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]/gu;

/** Whether the text has at least one character a reader would see. */
export function hasVisibleText(text: string): boolean {
  return text.replace(invisible, "").length > 0;
}
