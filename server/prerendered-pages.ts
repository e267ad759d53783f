import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from "node:zlib";
import { contentSecurityPolicy } from "../app/page/csp.server";
import type { Encoding } from "./http-policy";

export interface PrerenderedPage {
  /**
   * The page as it is, and compressed at the highest levels once: by the build, or (a build with
   * `PRECOMPRESS=0`) at the page's first request; never again per request.
   */
  body: Record<Encoding, Buffer>;
  /** One strong validator per representation: the bytes differ per content coding. */
  etag: Record<Encoding, string>;
  csp: string;
}

/** The highest levels, for bodies compressed once (pages, and the build's assets). */
const levels = {
  br: { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } },
  gzip: { level: 9 },
};
/** Compression at those levels, on the calling thread (a page asked for before it was compressed). */
const compressOnce = {
  br: (bytes: Buffer) => brotliCompressSync(bytes, levels.br),
  gzip: (bytes: Buffer) => gzipSync(bytes, levels.gzip),
};

const brotliInPool = promisify(brotliCompress);
const gzipInPool = promisify(gzip);

/**
 * Writes `<file>.br` and `<file>.gzip`, compressed as `compressOnce` does but on libuv's thread
 * pool, so the build compresses many files side by side on every core.
 */
export async function writeCompressedCopies(bytes: Buffer, file: string): Promise<void> {
  const [br, gz] = await Promise.all([
    brotliInPool(bytes, levels.br),
    gzipInPool(bytes, levels.gzip),
  ]);
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gzip`, gz);
}

/**
 * A page's bodies: as it is, and compressed. The compressed ones are read from `cacheDir` when
 * `npm run build` made them (named by the page's content hash, so a stale file can never be used).
 * Without them (a build with `PRECOMPRESS=0`), each is compressed the first time it is asked for
 * and kept: brotli at level 11 takes seconds for the whole site, too long to spend at every start.
 */
function bodies(
  html: Buffer,
  hash: string,
  cacheDir: string | undefined,
): Record<Encoding, Buffer> {
  const read = (encoding: "br" | "gzip") => {
    const file = cacheDir && path.join(cacheDir, `${hash}.${encoding}`);
    return file && existsSync(file) ? readFileSync(file) : undefined;
  };
  const made = { br: read("br"), gzip: read("gzip") };
  const body = (encoding: "br" | "gzip") => (made[encoding] ??= compressOnce[encoding](html));
  return {
    identity: html,
    get br() {
      return body("br");
    },
    get gzip() {
      return body("gzip");
    },
  };
}

/** Writes the compressed bodies of every prerendered page to `cacheDir` (run by `npm run build`). */
export async function precompressPages(clientDir: string, cacheDir: string): Promise<number> {
  mkdirSync(cacheDir, { recursive: true });
  const pages = [...pageFiles(clientDir).values()].map((html) => {
    const body = readFileSync(html);
    return writeCompressedCopies(body, path.join(cacheDir, contentHash(body)));
  });
  await Promise.all(pages);
  return pages.length;
}

const contentHash = (html: Buffer) => createHash("sha1").update(html).digest("base64url");

/** Every prerendered `…/index.html` under the client build, by route path. */
function pageFiles(clientDir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) {
        if (entry !== "assets") walk(full);
      } else if (entry === "index.html") {
        const rel = path.relative(clientDir, path.dirname(full)).split(path.sep).join("/");
        files.set(rel ? `/${rel}` : "/", full);
      }
    }
  };
  walk(clientDir);
  return files;
}

/**
 * Loads every prerendered `…/index.html` under the client build once, keyed by its route path
 * without a trailing slash ("/", "/about", "/services/notary"), with its CSP, ETag and
 * precompressed bodies (from `cacheDir` when the build made them).
 */
export function loadPrerenderedPages(
  clientDir: string,
  cacheDir?: string,
): Map<string, PrerenderedPage> {
  const pages = new Map<string, PrerenderedPage>();
  for (const [routePath, file] of pageFiles(clientDir)) {
    const html = readFileSync(file);
    const hash = contentHash(html);
    // 96 bits of the hash are plenty to tell two versions of one page apart, and every byte of a
    // header is sent uncompressed with the page (docs/PERFORMANCE.md, "The first round trip").
    const tag = hash.slice(0, 16);
    pages.set(routePath, {
      body: bodies(html, hash, cacheDir),
      etag: { br: `"${tag}-br"`, gzip: `"${tag}-gz"`, identity: `"${tag}"` },
      csp: contentSecurityPolicy(html.toString("utf8"), routePath),
    });
  }
  return pages;
}
