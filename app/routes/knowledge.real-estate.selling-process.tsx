import { ProcessGuide } from "~/components/sections/process-guide";
import { sellingProcessGuide } from "~/content/guides/selling-process";
import { pageMeta } from "~/lib/seo";

const PATH = "/knowledge/real-estate/selling-process";

export const meta = () => pageMeta(PATH);

export default function SellingProcessPage() {
  return (
    <ProcessGuide
      guide={sellingProcessGuide}
      emailSubject="Selling a home: legal help"
      figures={["capital-gains-inclusion-rate"]}
    />
  );
}
