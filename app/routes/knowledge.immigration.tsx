import { IntroPage } from "~/components/sections/intro-page";
import { pageMeta } from "~/lib/seo";

const PATH = "/knowledge/immigration";

export const meta = () => pageMeta(PATH);

export default function Page() {
  return (
    <IntroPage path={PATH}>
      <p>Answers to common questions about coming to Canada to visit, study, work or stay, and about becoming a citizen.</p>
    </IntroPage>
  );
}
