import { ProcessPage } from "~/components/sections/process-page";
import { mortgageRefinancing } from "~/content/services/mortgage-refinancing";
import { pageMeta } from "~/lib/seo/seo";
import { readOnly } from "~/page/hydration";
import { searchable } from "~/search/handle";

/** Indexed by site search. */
export const handle = { ...searchable, ...readOnly };

export const meta = () => pageMeta(mortgageRefinancing.path);

export default function MortgageRefinancing() {
  return <ProcessPage content={mortgageRefinancing} />;
}
