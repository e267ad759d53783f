import { IntroPage } from "~/components/sections/intro-page";
import { pageMeta } from "~/lib/seo";

const PATH = "/terms";

export const meta = () => pageMeta(PATH);

export default function Page() {
  return (
    <IntroPage path={PATH}>
      <p>These terms apply to your use of this website.</p>
    </IntroPage>
  );
}
