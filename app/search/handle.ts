/**
 * A route that exports `handle = searchable` is indexed by site search: articles, guides, FAQ
 * pages, service, fee and legal pages, the pages about the firm (app/root.tsx marks their <main>
 * for Pagefind). A page that is not read as a whole marks only its own parts
 * (docs/PRODUCT-RULES.md#search): the opening band of the home page, /blog and /knowledge
 * (`<PageHero indexed>`), and on /contact the opening with its booking sentence and the ways to
 * reach us (`data-pagefind-body`, weighted so it leads for the phone, e-mail, hours and booking).
 */
export const searchable = { search: true } as const;
