import { data } from "react-router";
import { Prose } from "~/components/content/prose";
import { proseHtml } from "~/components/content/prose-html.server";
import { CallToAction } from "~/components/sections/call-to-action";
import { ClosingCostsCallout } from "~/components/sections/closing-costs-callout";
import { InteractiveChecklist } from "~/components/sections/interactive-checklist";
import { KnowledgeLinks } from "~/components/sections/knowledge-links";
import { PageHero } from "~/components/sections/page-hero";
import { BookButton, ButtonLink } from "~/components/ui/button-link";
import { entryBySlug } from "~/content/collections.server";
import { pageMetaFor } from "~/lib/seo/seo";
import { readOnly } from "~/page/hydration";
import { searchable } from "~/search/handle";
import { pageByPath } from "~/site-map";
import { contentPage } from "~/site-pages.server";
import type { Route } from "./+types/knowledge-guide";

/**
 * Every guide and checklist of app/content/guides, at /knowledge/<area>/<file name>
 * (docs/EDITING.md#edit-a-page). A step-by-step guide is all prose; a checklist's phases and
 * tasks come to the page as data, for the list visitors tick (kept in their browser).
 */
export function loader({ params }: Route.LoaderArgs) {
  const guide = entryBySlug("guides", params.slug);
  const page = guide && contentPage(guide.path);
  if (!guide || !page || guide.area !== params.area) throw data(null, { status: 404 });
  const partnerPath = guide.type === "checklist" ? guide.guidePath : guide.checklistPath;
  const partner = contentPage(partnerPath);
  const hub = pageByPath(page.parent ?? "/knowledge");
  return {
    prose: proseHtml(guide, "body", "sources"),
    page,
    guide: {
      key: guide.key,
      type: guide.type,
      path: guide.path,
      intro: guide.intro,
      emailSubject: guide.emailSubject,
      closingCosts: guide.closingCosts,
      checklist:
        guide.type === "checklist"
          ? { storageKey: guide.storageKey, path: guide.path, phases: guide.phases }
          : null,
    },
    partner: { path: partnerPath, heading: partner?.heading ?? "" },
    hub: { path: hub?.path ?? "/knowledge", heading: hub?.heading ?? "Knowledge Centre" },
  };
}

/**
 * Indexed by site search. Neither a step-by-step guide nor a checklist hydrates: a checklist's
 * ticks are a behaviour (app/behaviours/checklist.ts, docs/PRODUCT-RULES.md#which-pages-hydrate).
 */
export const handle = { ...searchable, ...readOnly };

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData ? pageMetaFor(loaderData.page) : [];

export default function KnowledgeGuide({ loaderData }: Route.ComponentProps) {
  const { page, guide, partner, hub, prose } = loaderData;
  const links = (
    <KnowledgeLinks
      links={[
        { label: hub.heading, to: hub.path, icon: "arrowLeft", variant: "ghost" },
        guide.checklist
          ? { label: partner.heading, to: partner.path }
          : { label: "Real estate fees", to: "/fees/real-estate" },
        guide.checklist
          ? { label: "Contact us", to: "/contact", variant: "primary", iconAfter: "arrowRight" }
          : {
              label: partner.heading,
              to: partner.path,
              variant: "primary",
              iconAfter: "arrowRight",
            },
      ]}
    />
  );

  if (guide.checklist) {
    return (
      <>
        <div className="print:hidden">
          <PageHero
            path={guide.path}
            page={page}
            eyebrow={hub.heading}
            heading={page.heading}
            actions={
              <>
                {/* Booking is the filled, first action (docs/PRODUCT-RULES.md#service-terms). */}
                <BookButton onDark />
                <ButtonLink to={partner.path} variant="onDarkOutline" icon="document">
                  Read the step-by-step guide
                </ButtonLink>
              </>
            }
          >
            <p>{guide.intro}</p>
          </PageHero>
        </div>
        <section aria-label="Checklist" className="bg-paper py-12 md:py-16 print:py-0">
          <div className="container-page max-w-4xl">
            <InteractiveChecklist checklist={guide.checklist} title={page.heading} />
          </div>
        </section>
        <Prose entryKey={guide.key} html={prose} />
        <section
          aria-label="Sources and next steps"
          className="bg-paper pb-16 md:pb-20 print:hidden"
        >
          <div className="container-page">
            {guide.closingCosts && <ClosingCostsCallout className="mb-10" />}
            <Prose entryKey={guide.key} slot="sources" html={prose} />
            {links}
          </div>
        </section>
        <div className="print:hidden">
          <CallToAction emailSubject={guide.emailSubject} />
        </div>
      </>
    );
  }

  return (
    <>
      <PageHero
        path={guide.path}
        page={page}
        eyebrow={hub.heading}
        heading={page.heading}
        actions={
          <>
            {/* Booking is the filled, first action (docs/PRODUCT-RULES.md#service-terms). */}
            <BookButton onDark />
            <ButtonLink to={partner.path} variant="onDarkOutline" icon="check">
              Open the {partner.heading.toLowerCase()}
            </ButtonLink>
          </>
        }
      >
        <p>{guide.intro}</p>
      </PageHero>
      <Prose entryKey={guide.key} html={prose} />
      <section aria-label="Resources and next steps" className="bg-paper py-16 md:py-20">
        <div className="container-page">
          {guide.closingCosts && <ClosingCostsCallout className="mb-10" />}
          <Prose entryKey={guide.key} slot="sources" html={prose} />
          {links}
        </div>
      </section>
      <CallToAction emailSubject={guide.emailSubject} />
    </>
  );
}
