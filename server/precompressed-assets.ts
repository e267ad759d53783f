/**
 * The client build's fingerprinted assets (scripts, styles, SVG), compressed once by `npm run build`
 * with brotli at level 11 and gzip at level 9 into build/precompressed/assets/, and sent as they
 * are: no compression per request, and smaller than the on-the-fly compression's brotli at level 5.
 * An asset's name carries its content hash, so a compressed copy is only ever of the bytes under
 * that name. A build with `PRECOMPRESS=0` has none, and the server compresses on the fly as before.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";
import { chooseEncoding, MIN_COMPRESSED_BYTES } from "./http-policy";
import { writeCompressedCopies } from "./prerendered-pages";

/** Text formats worth compressing; fonts and images are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|xml|map)$/;

/** Writes `<asset>.br` and `<asset>.gzip` for every compressible asset to `cacheDir` (the build). */
export async function precompressAssets(assetsDir: string, cacheDir: string): Promise<number> {
  mkdirSync(cacheDir, { recursive: true });
  const assets: Promise<void>[] = [];
  for (const name of readdirSync(assetsDir)) {
    if (!COMPRESSIBLE.test(name)) continue;
    const bytes = readFileSync(path.join(assetsDir, name));
    if (bytes.length < MIN_COMPRESSED_BYTES) continue;
    assets.push(writeCompressedCopies(bytes, path.join(cacheDir, name)));
  }
  await Promise.all(assets);
  return assets.length;
}

/**
 * Answers a request for an asset that has compressed copies with the one its Accept-Encoding
 * prefers (the same choice as for pages, `chooseEncoding`), with the asset's type, a year's
 * immutable cache, `Vary: Accept-Encoding` and the copy's own validators; `send` answers ranges
 * and conditional requests as for any file. Everything else goes on to the static handler.
 * Mounted at /assets.
 */
export function precompressedAssets(assetsDir: string, cacheDir: string): RequestHandler {
  const names = new Set(
    existsSync(cacheDir)
      ? readdirSync(cacheDir)
          .filter((file) => file.endsWith(".br"))
          .map((file) => file.slice(0, -".br".length))
          .filter(
            (name) =>
              existsSync(path.join(assetsDir, name)) &&
              existsSync(path.join(cacheDir, `${name}.gzip`)),
          )
      : [],
  );
  return (req, res, next) => {
    const name = req.path.slice(1);
    if ((req.method !== "GET" && req.method !== "HEAD") || !names.has(name)) return next();
    const encoding = chooseEncoding(req.headers["accept-encoding"]);
    if (encoding === "identity") return next();
    res.vary("Accept-Encoding");
    res.type(path.extname(name));
    res.setHeader("Content-Encoding", encoding);
    res.sendFile(
      `${name}.${encoding}`,
      { root: cacheDir, immutable: true, maxAge: "1y", dotfiles: "deny" },
      (error) => {
        // The visitor went away before the file was sent (a closed tab, a cancelled load): no one
        // is left to answer, and nothing went wrong on the server, so nothing is logged as an error.
        if ((error as NodeJS.ErrnoException | undefined)?.code === "ECONNABORTED") return;
        if (error && !res.headersSent) {
          res.removeHeader("Content-Encoding");
          next(error);
        }
      },
    );
  };
}
