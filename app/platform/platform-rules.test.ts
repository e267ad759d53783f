import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The platform's rules (app/platform/README.md), checked over the product's code: the firm's time
// zone is named only in the identity module and read only through the firm's clock, no module does
// its own UTC-offset arithmetic, and nothing in app/ depends on the server's code.

const root = path.resolve(import.meta.dirname, "../..");

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "node_modules") out.push(...sourceFiles(rel));
    } else if (/\.(ts|tsx|mts|mjs)$/.test(entry.name) && !entry.name.endsWith(".d.ts")) {
      out.push(rel);
    }
  }
  return out;
}

const product = ["app", "server", "scripts"]
  .flatMap(sourceFiles)
  .filter((file) => !/\.test\.tsx?$/.test(file));

describe("one firm clock", () => {
  it("names the firm's time zone only in the identity module", () => {
    const naming = product.filter(
      (file) =>
        file !== path.join("app", "content", "firm.ts") &&
        readFileSync(path.join(root, file), "utf8").includes("America/Toronto"),
    );
    expect(naming).toEqual([]);
  });

  it("does UTC-offset arithmetic nowhere (every conversion goes through @date-fns/tz)", () => {
    const offsetMath = product.filter((file) =>
      /getTimezoneOffset\s*\(/.test(readFileSync(path.join(root, file), "utf8")),
    );
    expect(offsetMath).toEqual([]);
  });
});

describe("layers", () => {
  it("nothing in app/ imports the server's code (server/ composes app/, never the reverse)", () => {
    const importsServer = ["app"].flatMap(sourceFiles).filter((file) => {
      const text = readFileSync(path.join(root, file), "utf8");
      return [...text.matchAll(/(?:from|import)\s*\(?\s*["']([^"']+)["']/g)].some(([, spec]) => {
        if (!spec?.startsWith(".")) return false;
        const target = path.normalize(path.join(path.dirname(file), spec));
        return target === "server" || target.startsWith(`server${path.sep}`);
      });
    });
    expect(importsServer).toEqual([]);
  });
});
