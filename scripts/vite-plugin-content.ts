/**
 * The content collections as Vite modules (docs/decisions/012-content-collections.md):
 * - `virtual:content`: every entry's metadata (frontmatter, table of contents, questions,
 *   checklist phases, reading time) and its compiled body. Server only: prose renders to HTML when
 *   a page is prerendered and never travels as JavaScript. Importing it from browser code fails
 *   the build.
 * The collections are loaded, checked and compiled when the build starts; a problem stops the
 * build with the file, the line and what to change. `npm run dev` reloads them when a file
 * changes and shows problems in the browser.
 */
import path from "node:path";
import { type Plugin, runnerImport, type ViteDevServer } from "vite";
import { ContentError } from "../app/content/collections/errors.ts";
import {
  CONTENT_EXTENSIONS,
  type LoadedCollections,
  loadCollections,
} from "../app/content/collections/load.ts";
import type { Vocabulary } from "../app/content/collections/vocabulary.ts";

const MODULE = "virtual:content";
const BODY = "virtual:content/body/";
const root = path.resolve(import.meta.dirname, "..");
const appDir = path.join(root, "app");

async function loadVocabulary(): Promise<Vocabulary> {
  const { module } = await runnerImport<typeof import("../app/content/collections/vocabulary.ts")>(
    path.join(appDir, "content/collections/vocabulary.ts"),
    {
      configFile: false,
      root,
      logLevel: "error",
      resolve: { alias: { "~": appDir } },
    },
  );
  return module.createVocabulary();
}

export interface ContentPluginOptions {
  /** Folders holding blog/, guides/, legal/ and faqs/ (default: app/content). */
  contentDirs?: string[];
  /** Show drafts; defaults to true in `npm run dev`, false in a build (CONTENT_DRAFTS=1 forces them). */
  includeDrafts?: boolean;
}

export function contentCollections(options: ContentPluginOptions = {}): Plugin {
  let collections: LoadedCollections | undefined;
  let serving = false;
  let loading: Promise<LoadedCollections> | undefined;
  let includeDrafts = options.includeDrafts ?? process.env.CONTENT_DRAFTS === "1";
  const contentDirs = options.contentDirs ?? [path.join(appDir, "content")];

  const load = () => {
    loading ??= loadVocabulary()
      .then((vocabulary) => loadCollections({ root, vocabulary, contentDirs, includeDrafts }))
      .then((c) => {
        collections = c;
        return c;
      })
      .finally(() => {
        loading = undefined;
      });
    return loading;
  };

  const isContentFile = (file: string) =>
    CONTENT_EXTENSIONS.includes(path.extname(file)) &&
    contentDirs.some((d) => file.startsWith(d + path.sep));

  function reload(server: ViteDevServer) {
    collections = undefined;
    load()
      .then(() => {
        for (const env of Object.values(server.environments)) {
          for (const mod of [...env.moduleGraph.idToModuleMap.values()])
            if (mod.id?.startsWith(`\0${MODULE}`)) env.moduleGraph.invalidateModule(mod);
        }
        server.ws.send({ type: "full-reload" });
      })
      .catch((error: unknown) => {
        const message = error instanceof ContentError ? error.message : String(error);
        server.config.logger.error(message);
        server.ws.send({
          type: "error",
          err: { message, stack: "", plugin: "content-collections" },
        });
      });
  }

  return {
    name: "content-collections",
    enforce: "pre",
    config(_config, env) {
      serving = env.command === "serve" && !process.env.VITEST;
      if (options.includeDrafts === undefined && serving) includeDrafts = true;
    },
    async buildStart() {
      if (collections) return;
      try {
        await load();
      } catch (error) {
        if (!(error instanceof ContentError)) throw error;
        // `npm run dev` keeps running: the message is shown on the page until the file is fixed.
        if (serving) {
          this.warn(error.message);
          return;
        }
        // The message says everything (file, line, what to change); a stack trace would bury it.
        const plain = new Error(error.message);
        plain.stack = `\n${error.message}`;
        throw plain;
      }
    },
    configureServer(server) {
      for (const dir of contentDirs) server.watcher.add(dir);
      const onChange = (file: string) => {
        if (isContentFile(file)) reload(server);
      };
      server.watcher.on("change", onChange);
      server.watcher.on("add", onChange);
      server.watcher.on("unlink", onChange);
    },
    resolveId(id) {
      if (id === MODULE || id.startsWith(BODY)) return `\0${id}`;
      return undefined;
    },
    async load(id) {
      if (!id.startsWith(`\0${MODULE}`)) return undefined;
      if (this.environment?.config.consumer === "client")
        throw new Error(
          `${MODULE} holds the site's prose and is rendered on the server only. Import it only from loaders and *.server.ts modules (docs/decisions/012-content-collections.md).`,
        );
      const c = collections ?? (await load());
      if (id === `\0${MODULE}`) {
        const keys = c.entries.map((e) => e.key);
        return [
          ...keys.map((k, i) => `import body${i} from ${JSON.stringify(`${BODY}${k}`)};`),
          `export const entries = ${JSON.stringify(c.entries)};`,
          `export const bodies = {${keys.map((k, i) => `${JSON.stringify(k)}: body${i}`).join(", ")}};`,
        ].join("\n");
      }
      const key = id.slice(`\0${BODY}`.length);
      const code = c.code.get(key);
      if (code === undefined) throw new Error(`No content entry ${key}`);
      return code;
    },
  };
}
