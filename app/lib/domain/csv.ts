import { visibleText } from "./visible-text";

/**
 * One CSV cell (RFC 4180), defused against spreadsheet formulas: a cell starting with =, +, -, @,
 * a tab or a carriage return gets a leading apostrophe (OWASP, "CSV Injection"); and against text
 * that disguises itself: bidirectional and control characters are removed
 * (docs/PRODUCT-RULES.md#hostile-text).
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  let text = visibleText(value === null || value === undefined ? "" : String(value));
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole CSV document with CRLF line ends. */
export function toCsvDocument(
  header: readonly string[],
  rows: readonly (readonly unknown[])[],
): string {
  const line = (cells: readonly unknown[]) =>
    cells.map((c) => csvCell(c as string | number | boolean | null | undefined)).join(",");
  return `${[line(header), ...rows.map(line)].join("\r\n")}\r\n`;
}
