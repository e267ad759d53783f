import { Link } from "react-router";
import { CallToAction } from "~/components/sections/call-to-action";
import { KnowledgeCardGrid } from "~/components/sections/knowledge-card-grid";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { ButtonLink } from "~/components/ui/button-link";
import { knowledgeHubCards } from "~/content/knowledge";
import { pageMeta } from "~/lib/seo";
import { pageByPath } from "~/site-map";

const PATH = "/knowledge";

export const meta = () => pageMeta(PATH);

export default function KnowledgeHub() {
  const page = pageByPath(PATH)!;
  return (
    <>
      <PageHero
        eyebrow="Knowledge Centre"
        heading={page.heading}
        actions={
          <ButtonLink to="/faq" variant="onDarkOutline" iconAfter="arrowRight">
            Every question in one place
          </ButtonLink>
        }
      >
        <p>
          Plain-language guides, checklists and answers to the questions our clients ask most,
          written for readers in Ontario and for people moving to Canada. Start with the topic you
          need.
        </p>
      </PageHero>
      <Section
        id="topics"
        eyebrow="Browse by topic"
        heading="Guides, checklists and answers"
        tone="paper"
      >
        <KnowledgeCardGrid cards={knowledgeHubCards} />
        <p className="mt-10 max-w-3xl text-[0.95rem] text-muted">
          These pages are general information about Ontario and Canadian law, not legal advice for
          your situation. Laws and government figures change; each figure we quote shows the date we
          last checked it. For advice on your matter,{" "}
          <Link
            to="/contact"
            className="text-ink-700 underline underline-offset-2 hover:text-ink-900"
          >
            book a free consultation
          </Link>
          .
        </p>
      </Section>
      <CallToAction
        heading="Have a question these pages do not answer?"
        emailSubject="Question from the Knowledge Centre"
      />
    </>
  );
}
