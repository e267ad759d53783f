import { LegalDocumentPage } from "~/components/article/legal-document-page";
import { legalDisclaimer } from "~/content/legal/disclaimer";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta(legalDisclaimer.path);

export default function LegalDisclaimerPage() {
  return <LegalDocumentPage document={legalDisclaimer} />;
}
