import { data } from "react-router";
import { ArticleLayout } from "~/components/article/article-layout";
import { Prose } from "~/components/content/prose";
import { proseHtml } from "~/components/content/prose-html.server";
import { CallToAction } from "~/components/sections/call-to-action";
import { PageHero } from "~/components/sections/page-hero";
import { entryByPath } from "~/content/collections.server";
import { formatIsoDate } from "~/lib/domain/dates";
import { pageMetaFor } from "~/lib/seo/seo";
import { readOnly } from "~/page/hydration";
import { searchable } from "~/search/handle";
import { contentPage } from "~/site-pages.server";
import type { Route } from "./+types/legal-page";

/**
 * Terms, Privacy Policy, Legal Disclaimer, the accessibility statement: every file of
 * app/content/legal, at /<file name>. One layout: numbered sections and a table of contents.
 */
export function loader({ url }: Route.LoaderArgs) {
  // React Router's location for this page: never `.data`, no trailing slash.
  const path = url.pathname;
  const doc = entryByPath(path);
  const page = doc && contentPage(path);
  if (doc?.kind !== "legal" || !page) throw data(null, { status: 404 });
  return {
    prose: proseHtml(doc, ...(doc.slots.includes("intro") ? ["intro"] : []), "body"),
    page,
    doc: {
      key: doc.key,
      path: doc.path,
      effective: doc.effective,
      reviewed: doc.reviewed,
      toc: doc.toc,
      hasIntro: doc.slots.includes("intro"),
      callToAction: doc.callToAction ?? null,
    },
  };
}

/** Indexed by site search. */
export const handle = { ...searchable, ...readOnly };

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData ? pageMetaFor(loaderData.page) : [];

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  const { page, doc, prose } = loaderData;
  return (
    <>
      <PageHero path={doc.path} page={page} eyebrow="Legal" heading={page.heading}>
        <p className="text-base text-ink-200">
          Effective <time dateTime={doc.effective}>{formatIsoDate(doc.effective)}</time>
          <span aria-hidden="true"> · </span>
          <span className="sr-only">. </span>
          Last reviewed{" "}
          <time dateTime={doc.reviewed.date} data-as-of={doc.reviewed.factId}>
            {formatIsoDate(doc.reviewed.date)}
          </time>
        </p>
        {doc.hasIntro ? (
          <Prose
            entryKey={doc.key}
            slot="intro"
            html={prose}
            className="prose-firm mt-4 [&_a]:text-white [&_a]:decoration-brass-300"
          />
        ) : null}
      </PageHero>
      <ArticleLayout toc={doc.toc} tocLabel="Contents">
        <Prose entryKey={doc.key} html={prose} />
      </ArticleLayout>
      {doc.callToAction ? (
        <CallToAction
          heading={doc.callToAction.heading}
          emailSubject={doc.callToAction.emailSubject}
        />
      ) : null}
    </>
  );
}
