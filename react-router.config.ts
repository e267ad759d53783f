import type { Config } from "@react-router/dev/config";
import { sitePagesFromDisk } from "./app/content/collections/disk";
import { prerenderedFiles } from "./app/prerendered-files";

export default {
  // Server rendering stays on for the contact form's action and the 404 page;
  // every page of the route table is also prerendered to static HTML, content pages included.
  ssr: true,
  async prerender() {
    return [...sitePagesFromDisk().map((p) => p.path), ...Object.keys(prerenderedFiles)];
  },
} satisfies Config;
