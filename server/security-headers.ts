import type { NextFunction, Request, Response } from "express";

/** Headers sent with every response (docs/OPERATIONS.md#security-headers). The CSP is set per document. */
export const securityHeaders: Record<string, string> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
  "Permissions-Policy":
    "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()",
};

/** For responses that are not HTML documents: nothing may run or be framed. */
export const nonDocumentCsp =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * Site search's worker (/pagefind/pagefind-worker.js, built by Pagefind) compiles the search
 * index's WebAssembly. A worker runs under the policy sent with its own script, so this is the one
 * response allowed 'wasm-unsafe-eval'; pages never are (docs/decisions/012-content-collections.md).
 */
export const searchWorkerCsp =
  "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'; base-uri 'none'";

/**
 * The first middleware: every answer, whoever gives it (a 405, a redirect, a 429, a static file,
 * React Router's documents, data and resource routes, an error), carries the security headers. An
 * HTML document sets its own Content-Security-Policy (built from its inline scripts' hashes); any
 * response that has none when its head is written gets `nonDocumentCsp`. The policy is added at
 * that moment rather than now because React Router's adapter appends headers: a default set now
 * would become a second policy beside a document's own, and the browser enforces both.
 */
export function applySecurityHeaders(_req: Request, res: Response, next: NextFunction) {
  for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: unknown[]) {
    if (!this.hasHeader("Content-Security-Policy"))
      this.setHeader("Content-Security-Policy", nonDocumentCsp);
    return (writeHead as (...a: unknown[]) => Response).apply(this, args);
  } as Response["writeHead"];
  next();
}
