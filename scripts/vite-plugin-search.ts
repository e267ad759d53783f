/**
 * The search dialog's module (app/search/search-dialog.ts) as a chunk of its own in the client
 * build, at a fixed address (/site-search.js, revalidated on each visit like a page; what it
 * imports is fingerprinted under /assets). Its address is the compile-time constant
 * `__SEARCH_DIALOG_URL__`, which the code that opens it reads (app/search/opener.ts, in the boot script;
 * written into every page by app/page/document-scripts.tsx). Nothing here needs React or
 * hydration: the dialog is fetched the first time someone opens search.
 */
import path from "node:path";
import type { Plugin } from "vite";

const dialogSource = path.resolve(import.meta.dirname, "../app/search/search-dialog.ts");
export const SEARCH_DIALOG_FILE = "site-search.js";

export function searchDialogChunk(): Plugin {
  return {
    name: "search-dialog-chunk",
    config(_, { command }) {
      // In `npm run dev`, Vite serves the source module itself.
      const url = command === "serve" ? "/app/search/search-dialog.ts" : `/${SEARCH_DIALOG_FILE}`;
      return { define: { __SEARCH_DIALOG_URL__: JSON.stringify(url) } };
    },
    buildStart() {
      if (this.environment?.config.consumer === "client" && this.environment.mode === "build")
        this.emitFile({ type: "chunk", id: dialogSource, fileName: SEARCH_DIALOG_FILE });
    },
  };
}
