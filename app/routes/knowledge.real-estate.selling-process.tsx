import { IntroPage } from "~/components/sections/intro-page";
import { pageMeta } from "~/lib/seo";

const PATH = "/knowledge/real-estate/selling-process";

export const meta = () => pageMeta(PATH);

export default function Page() {
  return (
    <IntroPage path={PATH}>
      <p>Selling a home in Ontario usually follows seven steps, from preparing the property to handing over the keys. This guide walks through each one.</p>
    </IntroPage>
  );
}
