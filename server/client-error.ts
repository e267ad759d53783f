import type { Duplex } from "node:stream";
import { nonDocumentCsp, securityHeaders } from "./security-headers";

/**
 * The answer to a request Node's HTTP parser refused before any handler saw it (a server's
 * `clientError` event). A method the parser does not know (`FOO / HTTP/1.1`) is one this server
 * does not implement: 501 (RFC 9110 §15.6.2), not Node's bare 400. The rest keep Node's own codes:
 * 431 for oversized headers (RFC 6585 §5), 408 for a request too slow to arrive, 400 otherwise. Each
 * carries the security headers and a short text, and the connection is closed.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === "ECONNRESET" || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, reason, text] =
    error.code === "HPE_INVALID_METHOD"
      ? [501, "Not Implemented", "Method not implemented"]
      : error.code === "HPE_HEADER_OVERFLOW"
        ? [431, "Request Header Fields Too Large", "Request header fields too large"]
        : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
          ? [408, "Request Timeout", "Request timeout"]
          : [400, "Bad Request", "Bad request"];
  const body = `${text}\n`;
  const headers = {
    ...securityHeaders,
    "Content-Security-Policy": nonDocumentCsp,
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Length": String(Buffer.byteLength(body)),
    "Cache-Control": "no-store",
    Connection: "close",
  };
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("");
  socket.end(`HTTP/1.1 ${status} ${reason}\r\n${head}\r\n${body}`);
}
