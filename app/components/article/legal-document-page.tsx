import { PageHero } from "~/components/sections/page-hero";
import type { LegalDocument } from "~/content/legal/types";
import { pageByPath } from "~/site-map";
import { AsOf } from "../ui/as-of";
import { ArticleLayout } from "./article-layout";
import { ArticleSection } from "./article-section";
import { RichText } from "./rich-text";

/** Terms, Privacy Policy and Legal Disclaimer: one layout, numbered sections, a table of contents. */
export function LegalDocumentPage({ document }: { document: LegalDocument }) {
  const page = pageByPath(document.path);
  if (!page) throw new Error(`LegalDocumentPage: ${document.path} is not in the route table`);
  const toc = document.sections.map((s) => ({ id: s.id, label: s.title }));
  return (
    <>
      <PageHero path={document.path} eyebrow="Legal" heading={page.heading}>
        <p className="text-base text-ink-200">
          Effective <time dateTime={document.effective}>{document.effectiveLabel}</time>
          <span aria-hidden="true"> · </span>
          <span className="sr-only">. </span>
          Last reviewed <AsOf facts={[document.reviewed]} />
        </p>
        <div className="prose-firm mt-4 [&_a]:text-white [&_a]:decoration-brass-300">
          {document.intro.map((p, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static paragraphs
            <p key={i}>
              <RichText value={p} />
            </p>
          ))}
        </div>
      </PageHero>
      <ArticleLayout toc={toc} tocLabel="Contents">
        <ol className="space-y-12" data-legal-sections>
          {document.sections.map((s, i) => (
            <li key={s.id}>
              <ArticleSection
                id={s.id}
                heading={
                  <>
                    <span className="text-brass-700">{i + 1}.</span> {s.title}
                  </>
                }
                className="!border-t-0 !pt-0"
              >
                <div className="prose-firm text-lg leading-relaxed">
                  {s.paragraphs.map((p, j) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: static paragraphs
                    <p key={j}>
                      <RichText value={p} />
                    </p>
                  ))}
                  {s.points ? (
                    <ul>
                      {s.points.map((p, j) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: static list
                        <li key={j}>
                          <RichText value={p} />
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  {s.closing?.map((p, j) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: static paragraphs
                    <p key={j}>
                      <RichText value={p} />
                    </p>
                  ))}
                </div>
              </ArticleSection>
            </li>
          ))}
        </ol>
      </ArticleLayout>
    </>
  );
}
