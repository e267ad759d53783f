import { IntroPage } from "~/components/sections/intro-page";
import { pageMeta } from "~/lib/seo";

const PATH = "/services";

export const meta = () => pageMeta(PATH);

export default function Page() {
  return (
    <IntroPage path={PATH}>
      <p>We act in five areas: real estate, immigration, wills and estates, family law and notary services. Most matters can be handled entirely online, wherever you are.</p>
    </IntroPage>
  );
}
