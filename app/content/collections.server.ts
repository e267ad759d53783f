/**
 * The content collections for loaders and other server code: every article, guide, legal page and
 * FAQ set, checked and compiled when the site was built (app/content/collections/, docs/EDITING.md).
 */
import { entries } from "virtual:content";
import type {
  BlogEntry,
  ChecklistEntry,
  ContentEntry,
  EmbeddedFaqEntry,
  FaqPageEntry,
  LegalEntry,
  ProcessGuideEntry,
} from "./collections/entries";
import { sortEntries } from "./collections/pages";
import type { CollectionKind } from "./collections/schema";

export type {
  BlogEntry,
  ChecklistEntry,
  ContentEntry,
  EmbeddedFaqEntry,
  FaqPageEntry,
  LegalEntry,
  ProcessGuideEntry,
};

export const contentEntries: readonly ContentEntry[] = sortEntries(entries);

const byKey = new Map(contentEntries.map((e) => [e.key, e]));

export function entryByKey(key: string): ContentEntry | undefined {
  return byKey.get(key);
}

export function entryBySlug<K extends CollectionKind>(
  kind: K,
  slug: string,
): Extract<ContentEntry, { kind: K }> | undefined {
  return byKey.get(`${kind}/${slug}`) as Extract<ContentEntry, { kind: K }> | undefined;
}

export function entryByPath(path: string): ContentEntry | undefined {
  return contentEntries.find((e) => "path" in e && e.path === path);
}

/** Articles, newest first. */
export const blogPosts: readonly BlogEntry[] = contentEntries.filter(
  (e): e is BlogEntry => e.kind === "blog",
);

export const guides: readonly (ProcessGuideEntry | ChecklistEntry)[] = contentEntries.filter(
  (e): e is ProcessGuideEntry | ChecklistEntry => e.kind === "guides",
);

export const legalPages: readonly LegalEntry[] = contentEntries.filter(
  (e): e is LegalEntry => e.kind === "legal",
);

/** Every FAQ set, in the order the /faq hub lists them. */
export const faqSets: readonly (FaqPageEntry | EmbeddedFaqEntry)[] = contentEntries.filter(
  (e): e is FaqPageEntry | EmbeddedFaqEntry => e.kind === "faqs",
);

/** The FAQ set shown on a page of the hand-written route table (a service page). */
export function embeddedFaq(page: string): EmbeddedFaqEntry {
  const found = faqSets.find((f): f is EmbeddedFaqEntry => f.embedded && f.page === page);
  if (!found) throw new Error(`No FAQ set for ${page} in app/content/faqs`);
  return found;
}

/** Articles in the same practice area, newest first (related reading). */
export function relatedPosts(post: BlogEntry, limit = 3): BlogEntry[] {
  return blogPosts.filter((p) => p.key !== post.key && p.area === post.area).slice(0, limit);
}
