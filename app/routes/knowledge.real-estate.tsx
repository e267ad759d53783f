import { CallToAction } from "~/components/sections/call-to-action";
import { KnowledgeCardGrid } from "~/components/sections/knowledge-card-grid";
import { KnowledgeLinks } from "~/components/sections/knowledge-links";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { areaHubCards } from "~/content/knowledge.server";
import { pageMeta } from "~/lib/seo/seo";
import { readOnly } from "~/page/hydration";
import { pageByPath } from "~/site-map";
import type { Route } from "./+types/knowledge.real-estate";

/** Nothing interactive in its content: not hydrated (app/page/hydration.ts). */
export const handle = readOnly;

const PATH = "/knowledge/real-estate";

export const meta = () => pageMeta(PATH);

/**
 * The cards' counts ("11 questions", "24 tasks in 5 phases") are worked out from the full guides
 * and answers. Doing it in the loader, which runs when the page is prerendered, keeps that content
 * out of this page's JavaScript: only the cards travel with the page.
 */
export const loader = () => ({ cards: areaHubCards("real-estate") });

export default function RealEstateKnowledgeCentre({ loaderData }: Route.ComponentProps) {
  const page = pageByPath(PATH)!;
  return (
    <>
      <PageHero path={PATH} eyebrow="Knowledge Centre" heading={page.heading}>
        <p>
          Buying or selling a home is one of the biggest financial decisions you will make. These
          step-by-step guides explain the process in Ontario, and the checklists keep track of what
          you have done, saved in your browser for when you come back.
        </p>
      </PageHero>
      <Section
        id="guides"
        eyebrow="Guides and checklists"
        heading="Buying and selling in Ontario"
        tone="paper"
      >
        <KnowledgeCardGrid cards={loaderData.cards} columns={2} />
        <KnowledgeLinks
          links={[
            {
              label: "Back to the Knowledge Centre",
              to: "/knowledge",
              icon: "arrowLeft",
              variant: "ghost",
            },
            { label: "Real estate fees", to: "/fees/real-estate" },
            {
              label: "Real estate services",
              to: "/services/real-estate",
              variant: "primary",
              iconAfter: "arrowRight",
            },
          ]}
        />
      </Section>
      <CallToAction
        heading="Buying or selling? Talk to a real estate lawyer"
        emailSubject="Real estate question"
      />
    </>
  );
}
