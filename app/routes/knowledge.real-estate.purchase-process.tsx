import { ClosingCostsCallout } from "~/components/sections/closing-costs-callout";
import { ProcessGuide } from "~/components/sections/process-guide";
import { purchaseProcessGuide } from "~/content/guides/purchase-process";
import { pageMeta } from "~/lib/seo";

const PATH = "/knowledge/real-estate/purchase-process";

export const meta = () => pageMeta(PATH);

export default function PurchaseProcessPage() {
  return (
    <ProcessGuide
      guide={purchaseProcessGuide}
      emailSubject="Buying a home: legal help"
      callout={<ClosingCostsCallout className="mt-10" />}
      figures={[
        "home-buyers-plan-limit",
        "insured-mortgage-price-cap",
        "first-time-home-buyers-tax-credit",
        "ontario-land-transfer-tax-refund",
        "toronto-land-transfer-tax-rebate",
        "fhsa-limits",
        "mortgage-stress-test-floor",
        "thirty-year-amortization",
        "written-buyer-representation-agreement",
      ]}
    />
  );
}
