import { ProcessPage } from "~/components/sections/process-page";
import { buyingRealEstate } from "~/content/services/buying-real-estate";
import { pageMeta } from "~/lib/seo/seo";
import { readOnly } from "~/page/hydration";
import { searchable } from "~/search/handle";

/** Indexed by site search. */
export const handle = { ...searchable, ...readOnly };

export const meta = () => pageMeta(buyingRealEstate.path);

export default function BuyingRealEstate() {
  return <ProcessPage content={buyingRealEstate} />;
}
