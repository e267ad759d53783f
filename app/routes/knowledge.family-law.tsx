import { IntroPage } from "~/components/sections/intro-page";
import { pageMeta } from "~/lib/seo";

const PATH = "/knowledge/family-law";

export const meta = () => pageMeta(PATH);

export default function Page() {
  return (
    <IntroPage path={PATH}>
      <p>Answers to common questions about uncontested divorce, separation agreements, children and support in Ontario.</p>
    </IntroPage>
  );
}
