import type { Config } from "@react-router/dev/config";
import { sitePaths } from "./app/site-map";

export default {
  // Server rendering stays on for the contact form's action and the 404 page;
  // every page of the route table is also prerendered to static HTML.
  ssr: true,
  async prerender() {
    return [...sitePaths, "/sitemap.xml", "/robots.txt"];
  },
} satisfies Config;
