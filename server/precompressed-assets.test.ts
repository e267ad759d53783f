import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { NextFunction, Request, Response } from "express";
import { afterAll, describe, expect, it, vi } from "vitest";
import { precompressedAssets } from "./precompressed-assets";

const root = mkdtempSync(path.join(tmpdir(), "precompressed-"));
const assets = path.join(root, "assets");
const cache = path.join(root, "cache");
mkdirSync(assets);
mkdirSync(cache);
writeFileSync(path.join(assets, "app.js"), "console.log(1)");
writeFileSync(path.join(cache, "app.js.br"), "br");
writeFileSync(path.join(cache, "app.js.gzip"), "gz");
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The middleware's answer to a GET of app.js whose file sending ends with `error`. */
function serve(error: Error | undefined) {
  const res = {
    headersSent: false,
    vary: vi.fn(),
    type: vi.fn(),
    setHeader: vi.fn(),
    removeHeader: vi.fn(),
    sendFile: (_file: string, _options: unknown, done: (e?: Error) => void) => done(error),
  };
  const next = vi.fn();
  const req = { method: "GET", path: "/app.js", headers: { "accept-encoding": "br" } };
  precompressedAssets(assets, cache)(
    req as unknown as Request,
    res as unknown as Response,
    next as unknown as NextFunction,
  );
  return next;
}

describe("a precompressed asset", () => {
  it("whose visitor went away mid-send is no error of the server's (nothing passed on to be logged)", () => {
    const aborted = Object.assign(new Error("Request aborted"), { code: "ECONNABORTED" });
    expect(serve(aborted)).not.toHaveBeenCalled();
  });

  it("that could not be read is passed on as an error", () => {
    const missing = Object.assign(new Error("ENOENT"), { code: "ENOENT" });
    expect(serve(missing)).toHaveBeenCalledWith(missing);
  });
});
