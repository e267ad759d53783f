import { IntroPage } from "~/components/sections/intro-page";
import { pageMeta } from "~/lib/seo";

const PATH = "/knowledge/notary-services";

export const meta = () => pageMeta(PATH);

export default function Page() {
  return (
    <IntroPage path={PATH}>
      <p>Answers to common questions about notarizing and commissioning documents in Ontario.</p>
    </IntroPage>
  );
}
