import { IntroPage } from "~/components/sections/intro-page";
import { pageMeta } from "~/lib/seo";
import { pageById } from "~/site-map";

const PATH = pageById("principal-bio").path;

export const meta = () => pageMeta(PATH);

export default function Page() {
  return (
    <IntroPage path={PATH}>
      <p>The principal lawyer of the firm, licensed by the Law Society of Ontario, acting for clients in real estate, wills and estates, immigration and notary matters.</p>
    </IntroPage>
  );
}
