import { ProcessGuide } from "~/components/sections/process-guide";
import { figures } from "~/content/figures";
import { sellingProcessGuide } from "~/content/guides/selling-process";
import { pageMeta } from "~/lib/seo";

const PATH = "/knowledge/real-estate/selling-process";

export const meta = () => pageMeta(PATH);

export default function SellingProcessPage() {
  return (
    <ProcessGuide
      guide={sellingProcessGuide}
      emailSubject="Selling a home: legal help"
      figures={[{ label: "Capital gains inclusion rate", figure: figures.capitalGainsInclusion }]}
    />
  );
}
