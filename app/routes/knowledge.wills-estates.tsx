import { IntroPage } from "~/components/sections/intro-page";
import { pageMeta } from "~/lib/seo";

const PATH = "/knowledge/wills-estates";

export const meta = () => pageMeta(PATH);

export default function Page() {
  return (
    <IntroPage path={PATH}>
      <p>Answers to common questions about wills, powers of attorney and estates in Ontario.</p>
    </IntroPage>
  );
}
