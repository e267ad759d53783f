import { inflateSync } from "node:zlib";

/**
 * The text drawn in a PDF made by pdf-lib: its content streams inflated, hex strings decoded, one
 * line per text-showing operator. Enough to read back what the firm's own PDFs say (intake answers,
 * engagement letters), not a general PDF reader.
 */
export function pdfText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes).toString("latin1");
  let text = "";
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let body = Buffer.from(m[1] ?? "", "latin1");
    try {
      body = inflateSync(body);
    } catch {}
    for (const hex of body.toString("latin1").matchAll(/<([0-9A-Fa-f]+)> Tj/g))
      text += `${Buffer.from(hex[1] ?? "", "hex").toString("latin1")}\n`;
  }
  return text;
}
