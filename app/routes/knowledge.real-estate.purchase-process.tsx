import { ClosingCostsCallout } from "~/components/sections/closing-costs-callout";
import { ProcessGuide } from "~/components/sections/process-guide";
import { figures } from "~/content/figures";
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
        { label: "Home Buyers' Plan withdrawal limit", figure: figures.homeBuyersPlan },
        { label: "Highest price for an insured mortgage", figure: figures.insuredMortgagePriceCap },
        { label: "First-Time Home Buyers' Tax Credit", figure: figures.firstTimeBuyerTaxCredit },
        { label: "Ontario land transfer tax refund", figure: figures.ontarioLandTransferTaxRefund },
        { label: "Toronto land transfer tax rebate", figure: figures.torontoLandTransferTaxRebate },
        { label: "First Home Savings Account limits", figure: figures.fhsaLimits },
      ]}
    />
  );
}
