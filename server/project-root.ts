import { existsSync } from "node:fs";
import path from "node:path";

/**
 * The directory holding package.json, found by walking up from this module: the same answer whether
 * the server runs from its TypeScript source (server/) or compiled (build/bin/), on a developer's
 * machine or in the container image (/app).
 */
export function findProjectRoot(from: string = import.meta.dirname): string {
  let dir = from;
  for (;;) {
    if (existsSync(path.join(dir, "package.json"))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`no package.json above ${from}`);
    dir = parent;
  }
}
