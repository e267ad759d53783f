import { IntroPage } from "~/components/sections/intro-page";
import { pageMeta } from "~/lib/seo";

const PATH = "/blog/out-of-status-in-canada";

export const meta = () => pageMeta(PATH);

export default function Page() {
  return (
    <IntroPage path={PATH}>
      <p>If your status in Canada has expired, you may still have options, and some of them have strict deadlines. This guide explains the common reasons people lose status and the paths back.</p>
    </IntroPage>
  );
}
