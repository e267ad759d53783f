import { IntroPage } from "~/components/sections/intro-page";
import { pageMeta } from "~/lib/seo";

const PATH = "/legal-disclaimer";

export const meta = () => pageMeta(PATH);

export default function Page() {
  return (
    <IntroPage path={PATH}>
      <p>The content of this website is general information about the law, not legal advice for your situation.</p>
    </IntroPage>
  );
}
