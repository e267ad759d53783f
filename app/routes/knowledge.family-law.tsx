import { faqPageJsonLd } from "~/components/sections/faq-list";
import { FaqPage } from "~/components/sections/faq-page";
import { familyLawFaq } from "~/content/faqs/family-law";
import { pageMeta } from "~/lib/seo";

const PATH = "/knowledge/family-law";

export const meta = () => pageMeta(PATH, [{ "script:ld+json": faqPageJsonLd(familyLawFaq.items) }]);

export default function FamilyLawFaqPage() {
  return (
    <FaqPage
      group={familyLawFaq}
      emailSubject="Family law question"
      intro={
        <p>
          Straight answers about uncontested divorce, separation agreements, children, support and
          what it all costs in Ontario. Every family is different: if your situation is not covered
          here, ask us.
        </p>
      }
      figures={["divorce-court-fees-total", "divorce-filing-fee", "divorce-listing-fee"]}
      links={[
        {
          label: "Back to the Knowledge Centre",
          to: "/knowledge",
          icon: "arrowLeft",
          variant: "ghost",
        },
        { label: "Family Law Services", to: "/services/family-law" },
        { label: "Contact Us Today", to: "/contact", variant: "primary", iconAfter: "arrowRight" },
      ]}
    />
  );
}
