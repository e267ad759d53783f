import { IntroPage } from "~/components/sections/intro-page";
import { pageMeta } from "~/lib/seo";

const PATH = "/knowledge";

export const meta = () => pageMeta(PATH);

export default function Page() {
  return (
    <IntroPage path={PATH}>
      <p>Plain-language guides, checklists and answers to the questions our clients ask most, written for readers in Ontario and for people moving to Canada.</p>
    </IntroPage>
  );
}
