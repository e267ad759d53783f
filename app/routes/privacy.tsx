import { LegalDocumentPage } from "~/components/article/legal-document-page";
import { privacyPolicy } from "~/content/legal/privacy";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta(privacyPolicy.path);

export default function PrivacyPolicyPage() {
  return <LegalDocumentPage document={privacyPolicy} />;
}
