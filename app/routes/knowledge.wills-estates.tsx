import { faqPageJsonLd } from "~/components/sections/faq-list";
import { FaqPage } from "~/components/sections/faq-page";
import { willsEstatesFaq } from "~/content/faqs/wills-estates";
import { pageMeta } from "~/lib/seo";

const PATH = "/knowledge/wills-estates";

export const meta = () =>
  pageMeta(PATH, [{ "script:ld+json": faqPageJsonLd(willsEstatesFaq.items) }]);

export default function WillsEstatesFaqPage() {
  return (
    <FaqPage
      group={willsEstatesFaq}
      emailSubject="Wills and estates question"
      intro={
        <p>
          What Ontario law says about wills, powers of attorney, executors and estates, including
          the rule changes of recent years that many people have not heard about.
        </p>
      }
      figures={[
        "intestacy-preferential-share",
        "estate-administration-tax-exemption",
        "estate-administration-tax-rate",
        "marriage-no-longer-revokes-will",
        "court-validation-of-wills",
      ]}
      links={[
        {
          label: "Back to the Knowledge Centre",
          to: "/knowledge",
          icon: "arrowLeft",
          variant: "ghost",
        },
        { label: "Estate planning fees", to: "/fees/estate-planning" },
        {
          label: "Wills and estates services",
          to: "/services/wills-estates",
          variant: "primary",
          iconAfter: "arrowRight",
        },
      ]}
    />
  );
}
