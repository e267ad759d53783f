import { faqPageJsonLd } from "~/components/sections/faq-list";
import { FaqPage } from "~/components/sections/faq-page";
import { immigrationFaq } from "~/content/faqs/immigration";
import { pageMeta } from "~/lib/seo";

const PATH = "/knowledge/immigration";

export const meta = () =>
  pageMeta(PATH, [{ "script:ld+json": faqPageJsonLd(immigrationFaq.items) }]);

export default function ImmigrationFaqPage() {
  return (
    <FaqPage
      group={immigrationFaq}
      emailSubject="Immigration question"
      intro={
        <p>
          Clear answers to the questions we hear most about coming to Canada: Express Entry, study
          and work permits, visitor and super visas, sponsorship, language tests and citizenship.
          Immigration rules change often, so we note the date each figure was checked.
        </p>
      }
      figures={[
        "permanent-resident-target",
        "study-permit-proof-of-funds",
        "study-permit-target",
        "provincial-nominee-target",
        "crs-provincial-nomination-points",
        "visitor-stay-limit",
        "super-visa-stay",
        "citizenship-physical-presence",
      ]}
      links={[
        {
          label: "Back to the Knowledge Centre",
          to: "/knowledge",
          icon: "arrowLeft",
          variant: "ghost",
        },
        { label: "Immigration services", to: "/services/immigration" },
        { label: "Contact us", to: "/contact", variant: "primary", iconAfter: "arrowRight" },
      ]}
    />
  );
}
