import { LegalDocumentPage } from "~/components/article/legal-document-page";
import { accessibilityStatement } from "~/content/legal/accessibility";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta(accessibilityStatement.path);

export default function AccessibilityPage() {
  return <LegalDocumentPage document={accessibilityStatement} />;
}
