import { ProcessPage } from "~/components/sections/process-page";
import { sellingRealEstate } from "~/content/services/selling-real-estate";
import { pageMeta } from "~/lib/seo/seo";
import { readOnly } from "~/page/hydration";
import { searchable } from "~/search/handle";

/** Indexed by site search. */
export const handle = { ...searchable, ...readOnly };

export const meta = () => pageMeta(sellingRealEstate.path);

export default function SellingRealEstate() {
  return <ProcessPage content={sellingRealEstate} />;
}
