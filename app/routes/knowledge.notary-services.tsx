import { faqPageJsonLd } from "~/components/sections/faq-list";
import { FaqPage } from "~/components/sections/faq-page";
import { notaryServicesFaq } from "~/content/faqs/notary-services";
import { pageMeta } from "~/lib/seo";

const PATH = "/knowledge/notary-services";

export const meta = () =>
  pageMeta(PATH, [{ "script:ld+json": faqPageJsonLd(notaryServicesFaq.items) }]);

export default function NotaryServicesFaqPage() {
  return (
    <FaqPage
      group={notaryServicesFaq}
      emailSubject="Notary appointment"
      intro={
        <p>
          What a notary public in Ontario can and cannot do, what to bring, which documents can be
          notarized online, and what to do when your document is going abroad.
        </p>
      }
      links={[
        {
          label: "Back to the Knowledge Centre",
          to: "/knowledge",
          icon: "arrowLeft",
          variant: "ghost",
        },
        {
          label: "Notary services and prices",
          to: "/services/notary",
          variant: "primary",
          iconAfter: "arrowRight",
        },
      ]}
    />
  );
}
