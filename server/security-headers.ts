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
    "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), interest-cohort=()",
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

export function applySecurityHeaders(_req: Request, res: Response, next: NextFunction) {
  for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
  res.setHeader("Content-Security-Policy", nonDocumentCsp);
  next();
}
