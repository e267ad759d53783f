import { Link } from "react-router";

/** A group of the pages site search covers (app/search/handle.ts). */
export interface SiteSearchCoverageGroup {
  section: string;
  pages: { path: string; heading: string; description: string }[];
}

/**
 * The search page's list of every page search covers, by group: with JavaScript off (search runs
 * in the browser) the page still leads to each of them.
 */
export function SiteSearchCoverage({ groups }: { groups: readonly SiteSearchCoverageGroup[] }) {
  return (
    <section aria-labelledby="browse-heading" className="bg-white py-14 md:py-20">
      <div className="container-page">
        <h2 id="browse-heading" className="text-3xl font-semibold">
          Browse what search covers
        </h2>
        <div className="mt-8 grid gap-10 md:grid-cols-2">
          {groups.map((g) => (
            <div key={g.section}>
              <h3 className="text-xl font-semibold">{g.section}</h3>
              <ul className="mt-3 space-y-3">
                {g.pages.map((p) => (
                  <li key={p.path}>
                    <Link
                      to={p.path}
                      className="font-semibold text-ink-700 underline-offset-4 hover:underline"
                    >
                      {p.heading}
                    </Link>
                    <p className="text-sm text-muted">{p.description}</p>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
