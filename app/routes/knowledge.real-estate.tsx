import { IntroPage } from "~/components/sections/intro-page";
import { pageMeta } from "~/lib/seo";

const PATH = "/knowledge/real-estate";

export const meta = () => pageMeta(PATH);

export default function Page() {
  return (
    <IntroPage path={PATH}>
      <p>Guides to the buying and selling process in Ontario, and checklists you can work through at your own pace.</p>
    </IntroPage>
  );
}
