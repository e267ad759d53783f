import { IntroPage } from "~/components/sections/intro-page";
import { pageMeta } from "~/lib/seo";

const PATH = "/services/selling-real-estate";

export const meta = () => pageMeta(PATH);

export default function Page() {
  return (
    <IntroPage path={PATH}>
      <p>When you sell, we review the agreement, answer the buyer's requisitions, arrange the payout of your mortgage and deliver the deed on closing. One lawyer cannot act for both the buyer and the seller in the same transaction.</p>
    </IntroPage>
  );
}
