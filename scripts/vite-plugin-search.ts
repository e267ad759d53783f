/**
 * The search dialog's module (app/search/search-dialog.ts) as a chunk of its own in the client
 * build, at a fixed address (/site-search.js, revalidated on each visit like a page; what it
 * imports is fingerprinted under /assets). The server writes the small script that opens it into
 * every page (app/search/opener.server.ts). Nothing here needs React or hydration: the dialog is
 * fetched the first time someone opens search.
 */
import path from "node:path";
import type { Plugin } from "vite";

const MODULE = "virtual:search-assets";
const dialogSource = path.resolve(import.meta.dirname, "../app/search/search-dialog.ts");
export const SEARCH_DIALOG_FILE = "site-search.js";

export function searchDialogChunk(): Plugin {
  let command: "build" | "serve" = "build";
  return {
    name: "search-dialog-chunk",
    configResolved(config) {
      command = config.command;
    },
    buildStart() {
      if (this.environment?.config.consumer === "client" && this.environment.mode === "build")
        this.emitFile({ type: "chunk", id: dialogSource, fileName: SEARCH_DIALOG_FILE });
    },
    resolveId(id) {
      return id === MODULE ? `\0${MODULE}` : undefined;
    },
    load(id) {
      if (id !== `\0${MODULE}`) return undefined;
      // In `npm run dev`, Vite serves the source module itself.
      const url = command === "serve" ? "/app/search/search-dialog.ts" : `/${SEARCH_DIALOG_FILE}`;
      return `export const searchDialogUrl = ${JSON.stringify(url)};`;
    },
  };
}
