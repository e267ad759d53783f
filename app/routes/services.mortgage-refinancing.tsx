import { IntroPage } from "~/components/sections/intro-page";
import { pageMeta } from "~/lib/seo";

const PATH = "/services/mortgage-refinancing";

export const meta = () => pageMeta(PATH);

export default function Page() {
  return (
    <IntroPage path={PATH}>
      <p>When you refinance, we review your lender's instructions, search title, register the new mortgage and make sure the old one is paid out and discharged.</p>
    </IntroPage>
  );
}
