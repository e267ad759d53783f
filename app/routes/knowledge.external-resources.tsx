import { CallToAction } from "~/components/sections/call-to-action";
import { KnowledgeLinks } from "~/components/sections/knowledge-links";
import { PageHero } from "~/components/sections/page-hero";
import { ExternalLink } from "~/components/ui/external-link";
import { Icon } from "~/components/ui/icon";
import { legalAidLine, resourceCategories, resourceHref } from "~/content/resources";
import { pageMeta } from "~/lib/seo/seo";
import { readOnly } from "~/page/hydration";
import { searchable } from "~/search/handle";
import { pageByPath } from "~/site-map";

/** Nothing interactive in its content: not hydrated (app/page/hydration.ts). */
export const handle = { ...searchable, ...readOnly };

const PATH = "/knowledge/external-resources";

export const meta = () => pageMeta(PATH);

export default function ExternalResources() {
  const page = pageByPath(PATH)!;
  return (
    <>
      <PageHero path={PATH} eyebrow="Knowledge Centre" heading={page.heading}>
        <p>
          Official Ontario and Canadian websites we point our clients to, grouped by topic. Each
          link opens the government or agency site in a new tab.
        </p>
      </PageHero>

      <section aria-label="Resource directory" className="bg-paper py-14 md:py-20">
        <div className="container-page">
          <nav aria-label="Resource categories" className="mb-10">
            <ul className="flex flex-wrap gap-2">
              {resourceCategories.map((c) => (
                <li key={c.id}>
                  <a
                    href={`#${c.id}`}
                    className="inline-flex min-h-11 items-center rounded-pill border border-line bg-white px-4 text-sm font-semibold text-ink-800 no-underline hover:border-ink-700"
                  >
                    {c.name}
                  </a>
                </li>
              ))}
            </ul>
          </nav>

          <div className="grid gap-10 lg:grid-cols-[1fr_20rem] lg:items-start">
            <div className="space-y-12">
              {resourceCategories.map((category) => (
                <section
                  key={category.id}
                  id={category.id}
                  aria-labelledby={`${category.id}-heading`}
                >
                  <h2 id={`${category.id}-heading`} className="text-2xl font-semibold md:text-3xl">
                    {category.name}
                  </h2>
                  <p className="mt-2 text-muted">{category.intro}</p>
                  <div className="mt-5 overflow-hidden rounded-card border border-line bg-white shadow-card">
                    <table className="w-full border-collapse text-left text-[0.95rem]">
                      <caption className="sr-only">{category.name} resources</caption>
                      <thead className="bg-sand text-sm text-ink-900 max-md:sr-only">
                        <tr>
                          <th scope="col" className="px-5 py-3 font-semibold md:w-[26%]">
                            Resource Name
                          </th>
                          <th scope="col" className="px-5 py-3 font-semibold md:w-[30%]">
                            Website
                          </th>
                          <th scope="col" className="px-5 py-3 font-semibold">
                            Description
                          </th>
                        </tr>
                      </thead>
                      <tbody className="divide-y divide-line">
                        {category.resources.map((r) => (
                          <tr
                            key={r.website}
                            className="align-top max-md:block max-md:px-5 max-md:py-4"
                          >
                            <th
                              scope="row"
                              className="px-5 py-4 font-semibold text-ink-900 max-md:block max-md:p-0"
                            >
                              {r.name}
                            </th>
                            <td className="px-5 py-4 max-md:block max-md:p-0 max-md:pt-1">
                              <ExternalLink
                                href={resourceHref(r)}
                                className="text-ink-700 underline underline-offset-2 [overflow-wrap:anywhere] hover:text-ink-900"
                              >
                                {r.website}
                              </ExternalLink>
                            </td>
                            <td className="px-5 py-4 text-body max-md:block max-md:p-0 max-md:pt-1.5">
                              {r.description}
                            </td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                </section>
              ))}
            </div>

            <aside
              aria-labelledby="how-to-use-heading"
              className="rounded-card border border-line bg-white p-6 shadow-card lg:[@media(min-height:56rem)]:sticky lg:[@media(min-height:56rem)]:top-28"
            >
              <Icon name="info" className="size-8 text-brass-700" />
              <h2 id="how-to-use-heading" className="mt-3 text-2xl font-semibold">
                How to Use These Resources
              </h2>
              <ul className="mt-4 space-y-3 text-[0.95rem]">
                <li>
                  Use official sites for forms, fees and processing times: they change often, and
                  they are free.
                </li>
                <li>
                  Check the date on any guide you read; rules for immigration and mortgages change
                  every year.
                </li>
                <li>
                  Government sites explain the rules but cannot tell you how they apply to your
                  situation.
                </li>
              </ul>
              <div className="mt-5 rounded-xl bg-sand p-4 text-[0.95rem] text-ink-900">
                <p className="font-semibold">Need legal help and cannot afford a lawyer?</p>
                <p className="mt-1">
                  {legalAidLine.name} gives free summary legal advice for up to{" "}
                  {legalAidLine.adviceMinutes} minutes to people who qualify. Call{" "}
                  <a
                    href={`tel:${legalAidLine.e164}`}
                    className="font-semibold text-ink-800 underline underline-offset-2"
                  >
                    {legalAidLine.display}
                  </a>
                  .
                </p>
              </div>
            </aside>
          </div>

          <KnowledgeLinks
            links={[
              {
                label: "Back to the Knowledge Centre",
                to: "/knowledge",
                icon: "arrowLeft",
                variant: "ghost",
              },
              { label: "Contact us", to: "/contact", variant: "primary", iconAfter: "arrowRight" },
            ]}
          />
        </div>
      </section>
      <CallToAction
        heading="Need help making sense of it?"
        emailSubject="Question about a resource"
      />
    </>
  );
}
