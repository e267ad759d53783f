import { IntroPage } from "~/components/sections/intro-page";
import { pageMeta } from "~/lib/seo";

const PATH = "/knowledge/real-estate/buyer-checklist";

export const meta = () => pageMeta(PATH);

export default function Page() {
  return (
    <IntroPage path={PATH}>
      <p>A checklist of what to do before, during and after you buy a home in Ontario.</p>
    </IntroPage>
  );
}
