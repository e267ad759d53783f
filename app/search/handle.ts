/**
 * A route that exports `handle = searchable` is indexed by site search: articles, guides, FAQ
 * pages, service pages and legal pages (app/root.tsx marks their <main> for Pagefind).
 */
export const searchable = { search: true } as const;
