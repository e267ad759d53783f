import { Link } from "react-router";
import { firm } from "~/content/firm";
import { ButtonLink } from "../ui/button-link";
import { PageHero } from "./page-hero";

const mainSections = [
  {
    name: "Our services",
    path: "/services",
    text: "Real estate, immigration, wills, family law and notary services.",
  },
  { name: "Fees", path: "/fees", text: "What our work costs, stated up front." },
  {
    name: "Knowledge Centre",
    path: "/knowledge",
    text: "Guides, checklists and answers to common questions.",
  },
  { name: "Contact us", path: "/contact", text: "Send a message or book a free consultation." },
  { name: "Sitemap", path: "/sitemap", text: "Every page of this website." },
];

/** A real not-found page, served with HTTP 404. The path is shown, never logged (docs/PRODUCT-RULES.md#site-structure-and-seo). */
export function NotFound({ path }: { path: string }) {
  return (
    <>
      <title>{`Page not found | ${firm.shortName}`}</title>
      <meta name="robots" content="noindex" />
      <PageHero
        eyebrow="Error 404"
        heading="404: page not found"
        actions={
          <ButtonLink to="/" variant="onDark" icon="home">
            Return to Home
          </ButtonLink>
        }
      >
        <p>
          We could not find a page at{" "}
          <code
            className="break-all rounded bg-white/10 px-1.5 py-0.5 text-white"
            data-attempted-path
          >
            {path}
          </code>
          . It may have moved, or the address may have a typo.
        </p>
      </PageHero>
      <section aria-labelledby="nf-sections" className="bg-paper py-16">
        <div className="container-page">
          <h2 id="nf-sections" className="text-2xl font-semibold">
            Where would you like to go?
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {mainSections.map((s) => (
              <li key={s.path}>
                <Link
                  to={s.path}
                  className="block h-full rounded-card border border-line bg-white p-5 no-underline shadow-card transition hover:-translate-y-0.5 hover:shadow-lift"
                >
                  <span className="font-serif text-lg font-semibold text-ink-900">{s.name}</span>
                  <span className="mt-1 block text-sm text-muted">{s.text}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
