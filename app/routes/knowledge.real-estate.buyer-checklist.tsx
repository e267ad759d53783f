import { ChecklistPage } from "~/components/sections/checklist-page";
import { ClosingCostsCallout } from "~/components/sections/closing-costs-callout";
import { buyerChecklist } from "~/content/guides/buyer-checklist";
import { pageMeta } from "~/lib/seo";

const PATH = "/knowledge/real-estate/buyer-checklist";

export const meta = () => pageMeta(PATH);

export default function BuyerChecklistPage() {
  return (
    <ChecklistPage
      checklist={buyerChecklist}
      emailSubject="Buying a home: legal help"
      callout={<ClosingCostsCallout className="mt-10" />}
      figures={[
        "home-buyers-plan-limit",
        "first-time-home-buyers-tax-credit",
        "ontario-land-transfer-tax-refund",
        "toronto-land-transfer-tax-rebate",
        "fhsa-limits",
        "first-time-home-buyers-gst-rebate",
        "ontario-first-time-buyer-hst-rebate",
        "insured-mortgage-price-cap",
        "thirty-year-amortization",
      ]}
    />
  );
}
