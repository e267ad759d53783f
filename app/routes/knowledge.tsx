import { Link } from "react-router";
import { CallToAction } from "~/components/sections/call-to-action";
import { KnowledgeCardGrid } from "~/components/sections/knowledge-card-grid";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { BookButton, ButtonLink } from "~/components/ui/button-link";
import { bookingHref } from "~/content/firm";
import { knowledgeHubCards } from "~/content/knowledge.server";
import { pageMeta } from "~/lib/seo/seo";
import { readOnly } from "~/page/hydration";
import { pageByPath } from "~/site-map";
import type { Route } from "./+types/knowledge";

/** Nothing interactive in its content: not hydrated (app/page/hydration.ts). */
export const handle = readOnly;

const PATH = "/knowledge";

export const meta = () => pageMeta(PATH);

/**
 * The cards' counts ("11 questions", "24 tasks in 5 phases") are worked out from the full guides
 * and answers. Doing it in the loader, which runs when the page is prerendered, keeps that content
 * out of this page's JavaScript: only the cards travel with the page.
 */
export const loader = () => ({ cards: knowledgeHubCards() });

export default function KnowledgeHub({ loaderData }: Route.ComponentProps) {
  const page = pageByPath(PATH)!;
  return (
    <>
      <PageHero
        eyebrow="Knowledge Centre"
        heading={page.heading}
        // Site search finds the hub by its opening; its cards lead to pages indexed themselves.
        indexed
        actions={
          <>
            {/* Booking is the filled, first action (docs/PRODUCT-RULES.md#service-terms). */}
            <BookButton onDark />
            <ButtonLink to="/faq" variant="onDarkOutline" iconAfter="arrowRight">
              Every question in one place
            </ButtonLink>
          </>
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
        <KnowledgeCardGrid cards={loaderData.cards} />
        <p className="mt-10 max-w-3xl text-[0.95rem] text-muted">
          These pages are general information about Ontario and Canadian law, not legal advice for
          your situation. Laws and government figures change; each figure we quote shows the date we
          last checked it. For advice on your matter,{" "}
          <Link
            to={bookingHref}
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
