/**
 * The one-line rule for every one-line field of every form (a name, an e-mail address, a subject, a
 * short reason): no character that ends a line anywhere it may be shown or sent. That is every
 * mandatory break of Unicode's line breaking algorithm (UAX #14, classes BK, CR, LF and NL): line
 * feed, vertical tab, form feed, carriage return, NEL (U+0085), LINE SEPARATOR (U+2028) and
 * PARAGRAPH SEPARATOR (U+2029). Refusing only CR and LF would let U+2028 split a name inside the
 * firm's e-mails and the desk (docs/PRODUCT-RULES.md#hostile-text).
 */
export const lineBreak = /[\n\v\f\r\u0085\u2028\u2029]/;

/** Whether the text fits on one line: it holds no line-ending character (see `lineBreak`). */
export function isOneLine(text: string): boolean {
  return !lineBreak.test(text);
}
