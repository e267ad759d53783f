/**
 * The scripts of the document that are not React's, each compiled from a TypeScript file of
 * app/ by Vite on its own (app/page/README.md):
 * - `import url from "./x.ts?module-url"`: x.ts and what it imports bundled into one ES module,
 *   minified, emitted as a fingerprinted asset under /assets (cached for a year); the import is
 *   its address. The standalone module of pages that do not hydrate is built so: one request, no
 *   chunk shared with the React bundle.
 * - `import code from "./x.ts?inline-script"`: x.ts bundled into one minified classic script; the
 *   import is its code, for an inline `<script>` (hashed into the page's Content-Security-Policy,
 *   app/page/csp.server.ts).
 * Both are type-checked with the rest of app/ (`npm run typecheck`).
 */
import { createHash } from "node:crypto";
import path from "node:path";
import { transform } from "esbuild";
import { build, type Plugin, type Rolldown } from "vite";

const MODULE_URL = "?module-url";
const INLINE_SCRIPT = "?inline-script";
const root = path.resolve(import.meta.dirname, "..");
const appDir = path.join(root, "app");

/** Bundles `entry` on its own: an ES module, or a classic script (an IIFE with no global name). */
export async function bundleScript(
  entry: string,
  format: "es" | "iife",
  define: Record<string, string> = {},
): Promise<string> {
  const result = await build({
    configFile: false,
    root,
    logLevel: "error",
    resolve: { alias: { "~": appDir } },
    // The site's compile-time constants, and React's production build for an island (a library
    // build leaves `process.env.NODE_ENV` to its user otherwise).
    define: { ...define, "process.env.NODE_ENV": JSON.stringify("production") },
    build: {
      write: false,
      target: "es2022",
      minify: true,
      modulePreload: false,
      copyPublicDir: false,
      reportCompressedSize: false,
      lib: { entry, formats: [format], name: "documentScript", fileName: "script" },
      rolldownOptions: { output: { codeSplitting: false } },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunk = outputs.flatMap((o) => o.output).find((o) => o.type === "chunk");
  if (chunk?.type !== "chunk") throw new Error(`${entry}: nothing was built`);
  // A library build keeps the whitespace of an ES module; nothing here needs it.
  const { code } = await transform(chunk.code, {
    minify: true,
    target: "es2022",
    ...(format === "es" ? { format: "esm" as const } : {}),
  });
  return code.trim();
}

export function documentScripts(): Plugin {
  let command: "build" | "serve" = "build";
  let define: Record<string, string> = {};
  // Built once per `npm run build`: the client and the server builds must agree on the address.
  const built = new Map<string, Promise<string>>();
  const once = (file: string, format: "es" | "iife") => {
    const key = `${format}:${file}`;
    if (command === "serve") return bundleScript(file, format, define);
    if (!built.has(key)) built.set(key, bundleScript(file, format, define));
    return built.get(key)!;
  };
  return {
    name: "document-scripts",
    enforce: "pre",
    configResolved(config) {
      command = config.command;
      define = Object.fromEntries(
        Object.entries(config.define ?? {}).filter(([name]) => name.startsWith("__")),
      ) as Record<string, string>;
    },
    async resolveId(source, importer) {
      const query = [MODULE_URL, INLINE_SCRIPT].find((q) => source.endsWith(q));
      if (!query) return undefined;
      const resolved = await this.resolve(source.slice(0, -query.length), importer, {
        skipSelf: true,
      });
      return resolved ? `\0${resolved.id}${query}` : undefined;
    },
    async load(id) {
      if (!id.startsWith("\0")) return undefined;
      const file = id.slice(1).replace(/\?(module-url|inline-script)$/, "");
      if (id.endsWith(INLINE_SCRIPT)) {
        this.addWatchFile(file);
        return `export default ${JSON.stringify(await once(file, "iife"))};`;
      }
      if (!id.endsWith(MODULE_URL)) return undefined;
      // `npm run dev` serves the TypeScript module itself.
      if (command === "serve")
        return `export default ${JSON.stringify(`/${path.relative(root, file)}`)};`;
      // Named by its content, so the client build (which writes it) and the server build (which
      // writes its address into the pages) agree without sharing anything.
      const code = await once(file, "es");
      const hash = createHash("sha256").update(code).digest("base64url").slice(0, 8);
      const fileName = `assets/${path.basename(file, path.extname(file))}-${hash}.js`;
      if (this.environment?.config.consumer === "client")
        this.emitFile({ type: "asset", fileName, source: code });
      return `export default ${JSON.stringify(`/${fileName}`)};`;
    },
  };
}
