import { ProcessPage } from "~/components/sections/process-page";
import { mortgageRefinancing } from "~/content/services/mortgage-refinancing";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta(mortgageRefinancing.path);

export default function MortgageRefinancing() {
  return <ProcessPage content={mortgageRefinancing} />;
}
