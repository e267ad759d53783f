import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { loadPrerenderedPages, precompressPages } from "./prerendered-pages";

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A client build with two prerendered pages, `/` and `/about`. */
function clientBuild() {
  const root = mkdtempSync(path.join(tmpdir(), "prerendered-"));
  made.push(root);
  const client = path.join(root, "client");
  const page = (title: string) =>
    `<!DOCTYPE html><html lang="en"><head><title>${title}</title></head><body><main>${"<p>Closing day, step by step.</p>".repeat(40)}</main></body></html>`;
  mkdirSync(path.join(client, "about"), { recursive: true });
  writeFileSync(path.join(client, "index.html"), page("Home"));
  writeFileSync(path.join(client, "about/index.html"), page("About"));
  return { client, cache: path.join(root, "precompressed"), page };
}

describe("the prerendered pages' bodies", () => {
  it("are the build's precompressed files when it made them", async () => {
    const { client, cache, page } = clientBuild();
    expect(await precompressPages(client, cache)).toBe(2);
    expect(readdirSync(cache)).toHaveLength(4);
    // The files are what is served: one replaced by a body of its own shows up as it is.
    const aboutBr = readdirSync(cache).find(
      (name) =>
        name.endsWith(".br") &&
        brotliDecompressSync(readFileSync(path.join(cache, name))).toString() === page("About"),
    );
    writeFileSync(path.join(cache, aboutBr ?? "missing"), brotliCompressSync("from the build"));
    const pages = loadPrerenderedPages(client, cache);
    const about = pages.get("/about");
    expect(about?.body.identity.toString()).toBe(page("About"));
    expect(brotliDecompressSync(about?.body.br ?? Buffer.alloc(0)).toString()).toBe(
      "from the build",
    );
    expect(gunzipSync(about?.body.gzip ?? Buffer.alloc(0)).toString()).toBe(page("About"));
  });

  it("are compressed by the server, once, when the build made none (PRECOMPRESS=0)", () => {
    const { client, cache, page } = clientBuild();
    const pages = loadPrerenderedPages(client, cache);
    const home = pages.get("/");
    const br = home?.body.br;
    expect(brotliDecompressSync(br ?? Buffer.alloc(0)).toString()).toBe(page("Home"));
    expect(gunzipSync(home?.body.gzip ?? Buffer.alloc(0)).toString()).toBe(page("Home"));
    // Kept: the same bytes (and so the same ETag's representation) on every request.
    expect(home?.body.br).toBe(br);
    expect(home?.etag.br).toMatch(/^"[\w-]{16}-br"$/);
  });
});
