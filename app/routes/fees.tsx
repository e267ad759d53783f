import { IntroPage } from "~/components/sections/intro-page";
import { pageMeta } from "~/lib/seo";

const PATH = "/fees";

export const meta = () => pageMeta(PATH);

export default function Page() {
  return (
    <IntroPage path={PATH}>
      <p>Our fees are stated up front in Canadian dollars. HST of 13% is added, and government fees are extra unless we say otherwise.</p>
    </IntroPage>
  );
}
