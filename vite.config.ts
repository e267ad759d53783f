import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { imagetools } from "vite-imagetools";
import { firm } from "./app/content/firm.ts";
import { contentCollections } from "./scripts/vite-plugin-content.ts";
import { documentScripts } from "./scripts/vite-plugin-document.ts";
import { factsReviewWarning } from "./scripts/vite-plugin-facts.ts";
import { searchDialogChunk } from "./scripts/vite-plugin-search.ts";

// SITE_URL is baked into the prerendered pages (canonical links, sitemap.xml, social cards).
const siteUrl = (process.env.SITE_URL || firm.siteUrl).replace(/\/+$/, "");

export default defineConfig({
  // imagetools: photos in app/assets/photos become AVIF, WebP and JPEG in several widths (docs/PHOTOS.md).
  plugins: [
    contentCollections(),
    documentScripts(),
    searchDialogChunk(),
    tailwindcss(),
    imagetools(),
    reactRouter(),
    factsReviewWarning(),
  ],
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  define: {
    __SITE_URL__: JSON.stringify(siteUrl),
    // Prerendered pages state dated facts as of this day (app/lib/hooks/use-today.ts).
    __BUILD_DATE__: JSON.stringify(new Date().toISOString().slice(0, 10)),
  },
  build: { assetsInlineLimit: 0 },
  // Radix is bundled into the server build, so only the primitives the pages use are in it:
  // importing the whole `radix-ui` package cost a fifth of the server's start (docs/PERFORMANCE.md).
  ssr: { noExternal: ["radix-ui", /^@radix-ui\//] },
});
