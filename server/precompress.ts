/**
 * Build step (run by scripts/build-server.mjs): compresses every prerendered page and every
 * compressible asset once with brotli (level 11) and gzip (level 9) into build/precompressed/, so
 * the server neither compresses the whole site at every start nor an asset at every request.
 */
import { rmSync } from "node:fs";
import path from "node:path";
import { precompressAssets } from "./precompressed-assets";
import { precompressPages } from "./prerendered-pages";
import { findProjectRoot } from "./project-root";

const root = findProjectRoot();
const cacheDir = path.join(root, "build/precompressed");
rmSync(cacheDir, { recursive: true, force: true });
// Side by side: each file is compressed on libuv's thread pool, so every core takes a share.
const [count, assets] = await Promise.all([
  precompressPages(path.join(root, "build/client"), cacheDir),
  precompressAssets(path.join(root, "build/client/assets"), path.join(cacheDir, "assets")),
]);
process.stdout.write(`Precompressed ${count} pages and ${assets} assets to build/precompressed/\n`);
