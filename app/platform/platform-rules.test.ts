import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "@babel/parser";
import {
  isArrowFunctionExpression,
  isFunctionDeclaration,
  isFunctionExpression,
  isIdentifier,
  isJSXElement,
  isJSXFragment,
  isVariableDeclarator,
  type Node,
  traverseFast,
} from "@babel/types";
import { describe, expect, it } from "vitest";

// The platform's rules (app/platform/README.md), checked over the product's code: the firm's time
// zone is named only in the identity module and read only through the firm's clock, no module does
// its own UTC-offset arithmetic, nothing in app/ depends on the server's code, and no module or
// component outgrows what one person can read at once.

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

// ---------------------------------------------------------------------------------------------
// Sizes (app/platform/README.md#sizes): a module of app/ or server/ has at most 500 lines and a
// React component's function body at most 150, so each can be read whole. Content data (the typed
// facts, fees and identity under app/content/, outside its pipeline in collections/) and tests
// are not code to read this way.

const MODULE_LINES = 500;
const COMPONENT_LINES = 150;

/**
 * Known exceptions, each at its size when the rule came in: a size here may only go down (lower it
 * when the file shrinks; remove the line once it is within the limit). Nothing may be added.
 */
const moduleExceptions: Readonly<Record<string, number>> = {};
const componentExceptions: Readonly<Record<string, number>> = {};

const posix = (file: string) => file.split(path.sep).join("/");
const isContentData = (file: string) =>
  file.startsWith("app/content/") && !file.startsWith("app/content/collections/");
const code = ["app", "server"]
  .flatMap(sourceFiles)
  .map(posix)
  .filter((file) => !/\.test\.tsx?$/.test(file) && !isContentData(file));

function lineCount(file: string): number {
  const text = readFileSync(path.join(root, file), "utf8");
  return text.endsWith("\n") ? text.split("\n").length - 1 : text.split("\n").length;
}

/** Whether a JSX element or fragment is anywhere under `node`. */
function hasJsx(node: Node): boolean {
  let found = false;
  traverseFast(node, (n) => {
    if (isJSXElement(n) || isJSXFragment(n)) found = true;
  });
  return found;
}

/**
 * Every React component of a module with its body's length in lines: a function (declared, or an
 * arrow or function expression given to a variable) whose name starts with a capital letter and
 * that returns JSX, measured on Babel's parse of the module as TypeScript with JSX.
 */
function componentSizes(text: string): { name: string; lines: number }[] {
  const ast = parse(text, { sourceType: "module", plugins: ["typescript", "jsx"] });
  const found: { name: string; lines: number }[] = [];
  traverseFast(ast.program, (node) => {
    let name: string | undefined;
    let body: Node | undefined;
    if (isFunctionDeclaration(node)) {
      name = node.id?.name ?? "default";
      body = node.body;
    } else if (
      isVariableDeclarator(node) &&
      isIdentifier(node.id) &&
      (isArrowFunctionExpression(node.init) || isFunctionExpression(node.init))
    ) {
      name = node.id.name;
      body = node.init.body;
    }
    if (name && body?.loc && /^[A-Z]/.test(name) && hasJsx(body))
      found.push({ name, lines: body.loc.end.line - body.loc.start.line + 1 });
  });
  return found;
}

describe("sizes", () => {
  it(`no module of app/ or server/ has more than ${MODULE_LINES} lines`, () => {
    const over = code
      .map((file) => ({ file, lines: lineCount(file) }))
      .filter(({ file, lines }) => lines > (moduleExceptions[file] ?? MODULE_LINES))
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(over).toEqual([]);
  });

  it(`no React component's body has more than ${COMPONENT_LINES} lines`, () => {
    const over = code
      .filter((file) => file.endsWith(".tsx"))
      .flatMap((file) =>
        componentSizes(readFileSync(path.join(root, file), "utf8")).map((c) => ({
          key: `${file} ${c.name}`,
          lines: c.lines,
        })),
      )
      .filter(({ key, lines }) => lines > (componentExceptions[key] ?? COMPONENT_LINES))
      .map(({ key, lines }) => `${key}: ${lines} lines`);
    expect(over).toEqual([]);
  });

  it("lists no exception that is gone or already within the limit (the list only gets shorter)", () => {
    const stale = [
      ...Object.keys(moduleExceptions).filter(
        (file) => !code.includes(file) || lineCount(file) <= MODULE_LINES,
      ),
      ...Object.keys(componentExceptions).filter((key) => {
        const [file = "", name] = key.split(" ");
        if (!code.includes(file)) return true;
        const component = componentSizes(readFileSync(path.join(root, file), "utf8")).find(
          (c) => c.name === name,
        );
        return !component || component.lines <= COMPONENT_LINES;
      }),
    ];
    expect(stale).toEqual([]);
  });

  it("measures a component's body, arrow or declared, and skips functions that render nothing", () => {
    const body = (n: number) =>
      Array.from({ length: n }, (_, i) => `  const a${i} = ${i};`).join("\n");
    const text = [
      `export function Big() {\n${body(150)}\n  return <div />;\n}`,
      `const Arrow = () => {\n${body(10)}\n  return <p />;\n};`,
      `function Helper() {\n${body(200)}\n  return 1;\n}`,
      "function lower() { return <b />; }",
    ].join("\n");
    expect(componentSizes(text)).toEqual([
      { name: "Big", lines: 153 },
      { name: "Arrow", lines: 13 },
    ]);
  });
});
