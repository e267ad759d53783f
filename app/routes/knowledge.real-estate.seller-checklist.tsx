import { ChecklistPage } from "~/components/sections/checklist-page";
import { sellerChecklist } from "~/content/guides/seller-checklist";
import { pageMeta } from "~/lib/seo";

const PATH = "/knowledge/real-estate/seller-checklist";

export const meta = () => pageMeta(PATH);

export default function SellerChecklistPage() {
  return (
    <ChecklistPage
      checklist={sellerChecklist}
      emailSubject="Selling a home: legal help"
      figures={["capital-gains-inclusion-rate"]}
    />
  );
}
