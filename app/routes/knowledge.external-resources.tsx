import { IntroPage } from "~/components/sections/intro-page";
import { pageMeta } from "~/lib/seo";

const PATH = "/knowledge/external-resources";

export const meta = () => pageMeta(PATH);

export default function Page() {
  return (
    <IntroPage path={PATH}>
      <p>Official government and public websites we point our clients to for family law, immigration, real estate, wills and everyday financial matters.</p>
    </IntroPage>
  );
}
