import { ChecklistPage } from "~/components/sections/checklist-page";
import { figures } from "~/content/figures";
import { sellerChecklist } from "~/content/guides/seller-checklist";
import { pageMeta } from "~/lib/seo";

const PATH = "/knowledge/real-estate/seller-checklist";

export const meta = () => pageMeta(PATH);

export default function SellerChecklistPage() {
  return (
    <ChecklistPage
      checklist={sellerChecklist}
      emailSubject="Selling a home: legal help"
      figures={[{ label: "Capital gains inclusion rate", figure: figures.capitalGainsInclusion }]}
    />
  );
}
