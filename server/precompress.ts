/**
 * Build step (run by scripts/build-server.mjs): compresses every prerendered page once with brotli
 * (level 11) and gzip (level 9) into build/precompressed/, so the server starts in a fraction of a
 * second instead of compressing the whole site at every start.
 */
import { rmSync } from "node:fs";
import path from "node:path";
import { precompressPages } from "./prerendered-pages";
import { findProjectRoot } from "./project-root";

const root = findProjectRoot();
const cacheDir = path.join(root, "build/precompressed");
rmSync(cacheDir, { recursive: true, force: true });
const count = precompressPages(path.join(root, "build/client"), cacheDir);
process.stdout.write(`Precompressed ${count} pages to build/precompressed/\n`);
