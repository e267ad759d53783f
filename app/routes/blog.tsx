import { IntroPage } from "~/components/sections/intro-page";
import { pageMeta } from "~/lib/seo";

const PATH = "/blog";

export const meta = () => pageMeta(PATH);

export default function Page() {
  return (
    <IntroPage path={PATH}>
      <p>Longer articles from our lawyers on the situations our clients face most often.</p>
    </IntroPage>
  );
}
