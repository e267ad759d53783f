import { LegalDocumentPage } from "~/components/article/legal-document-page";
import { termsAndConditions } from "~/content/legal/terms";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta(termsAndConditions.path);

export default function TermsAndConditionsPage() {
  return <LegalDocumentPage document={termsAndConditions} />;
}
