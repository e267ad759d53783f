import { ChecklistPage } from "~/components/sections/checklist-page";
import { ClosingCostsCallout } from "~/components/sections/closing-costs-callout";
import { figures } from "~/content/figures";
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
        { label: "Home Buyers' Plan withdrawal limit", figure: figures.homeBuyersPlan },
        { label: "First-Time Home Buyers' Tax Credit", figure: figures.firstTimeBuyerTaxCredit },
        { label: "Ontario land transfer tax refund", figure: figures.ontarioLandTransferTaxRefund },
        { label: "Toronto land transfer tax rebate", figure: figures.torontoLandTransferTaxRebate },
        { label: "First Home Savings Account limits", figure: figures.fhsaLimits },
        { label: "First-Time Home Buyers' GST rebate", figure: figures.firstTimeBuyerGstRebate },
        { label: "Highest price for an insured mortgage", figure: figures.insuredMortgagePriceCap },
      ]}
    />
  );
}
