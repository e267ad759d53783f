import { IntroPage } from "~/components/sections/intro-page";
import { pageMeta } from "~/lib/seo";

const PATH = "/services/buying-real-estate";

export const meta = () => pageMeta(PATH);

export default function Page() {
  return (
    <IntroPage path={PATH}>
      <p>When you buy, we review your agreement, search title, arrange title insurance, carry out your lender's instructions and close the purchase. One lawyer cannot act for both the buyer and the seller in the same transaction.</p>
    </IntroPage>
  );
}
