/**
 * The content pages read straight from the files, before anything is built: routes.ts and the
 * prerender list in react-router.config.ts need the addresses before Vite runs. Only the
 * frontmatter is read here; the build checks everything else (load.ts) and stops on a problem.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { buildSitePages, type SitePage } from "../../site-map";
import { entryPath } from "./entries";
import { splitFrontmatter } from "./frontmatter";
import { listContentFiles } from "./load";
import { collectionSitePages, type PageSource } from "./pages";

export const projectRoot = path.resolve(import.meta.dirname, "../../..");

/** Content pages by their frontmatter, drafts left out (as in the build, unless CONTENT_DRAFTS=1). */
export function contentPagesFromDisk(root: string = projectRoot): SitePage[] {
  const sources: PageSource[] = [];
  for (const [kind, file] of listContentFiles(root)) {
    const split = splitFrontmatter(readFileSync(file, "utf8"));
    if ("error" in split) continue;
    let data: Record<string, unknown>;
    try {
      data = (parse(split.yaml) ?? {}) as Record<string, unknown>;
    } catch {
      continue;
    }
    if (data.draft === true && process.env.CONTENT_DRAFTS !== "1") continue;
    const slug = path.basename(file, path.extname(file));
    const title = String(data.title ?? slug);
    sources.push({
      kind,
      slug,
      path: entryPath(kind, slug, data as { area?: string; page?: string }),
      title,
      heading: String(data.heading ?? title),
      description: String(data.description ?? ""),
      order: typeof data.order === "number" ? data.order : 100,
      area: typeof data.area === "string" ? data.area : undefined,
      dateModified: String(data.updated ?? data.published ?? ""),
    });
  }
  return collectionSitePages(sources);
}

/** The whole route table, as the build will have it. */
export function sitePagesFromDisk(root: string = projectRoot): SitePage[] {
  return buildSitePages(contentPagesFromDisk(root));
}
