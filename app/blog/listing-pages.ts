/**
 * The route-table rows of the blog index's further pages and practice-area pages
 * (app/blog/listing.ts), from the articles' practice areas: read from the files' frontmatter
 * before the build (prerender list) and from the loaded collection after it (sitemap, tests).
 */
import { type PracticeArea, practiceAreas } from "../content/collections/schema";
import type { SitePage } from "../site-map";
import { listingPath, pageCount } from "./listing";

const blogParent = "/blog";

function row(path: string, title: string, description: string): SitePage {
  return {
    path,
    file: "routes/blog.tsx",
    id: `blog-listing${path.slice(blogParent.length).replace(/\//g, "-")}`,
    title,
    heading: title,
    description,
    section: "Blog",
    parent: blogParent,
  };
}

/** A practice area's name in a title: "Real estate articles". */
export function areaTitle(area: PracticeArea): string {
  return `${practiceAreas[area]} articles`;
}

/** Every page of the index but /blog itself, which the hand-written table has. */
export function blogListingPages(articles: readonly { area?: string }[]): SitePage[] {
  const rows: SitePage[] = [];
  const all = pageCount(articles.length);
  for (let n = 2; n <= all; n++)
    rows.push(
      row(
        listingPath(undefined, n),
        `Blog, page ${n}`,
        `Articles from our lawyers, newest first, written in plain language for readers in Ontario and across Canada: page ${n} of ${all}.`,
      ),
    );
  for (const area of Object.keys(practiceAreas) as PracticeArea[]) {
    const count = articles.filter((a) => a.area === area).length;
    if (!count) continue;
    const pages = pageCount(count);
    for (let n = 1; n <= pages; n++) {
      const title = n > 1 ? `${areaTitle(area)}, page ${n}` : areaTitle(area);
      rows.push(
        row(
          listingPath(area, n),
          title,
          `${practiceAreas[area]} articles from our lawyers, newest first, written in plain language for readers in Ontario and across Canada${pages > 1 ? `: page ${n} of ${pages}` : ""}.`,
        ),
      );
    }
  }
  return rows;
}
