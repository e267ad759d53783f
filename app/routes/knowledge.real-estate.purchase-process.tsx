import { IntroPage } from "~/components/sections/intro-page";
import { pageMeta } from "~/lib/seo";

const PATH = "/knowledge/real-estate/purchase-process";

export const meta = () => pageMeta(PATH);

export default function Page() {
  return (
    <IntroPage path={PATH}>
      <p>Buying a home in Ontario usually follows seven steps, from setting your budget to closing day. This guide walks through each one.</p>
    </IntroPage>
  );
}
