import { LegalDocumentPage } from "~/components/article/legal-document-page";
import { CallToAction } from "~/components/sections/call-to-action";
import { legalDisclaimer } from "~/content/legal/disclaimer";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta(legalDisclaimer.path);

export default function LegalDisclaimerPage() {
  return (
    <>
      <LegalDocumentPage document={legalDisclaimer} />
      <CallToAction
        heading="Need advice about your own situation?"
        emailSubject="Request for a consultation"
      />
    </>
  );
}
