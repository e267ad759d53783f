import { IntroPage } from "~/components/sections/intro-page";
import { pageMeta } from "~/lib/seo";
import { pageById } from "~/site-map";

const PATH = pageById("caribbean-lead-bio").path;

export const meta = () => pageMeta(PATH);

export default function Page() {
  return (
    <IntroPage path={PATH}>
      <p>A foreign lawyer and managing partner of a Trinidad and Tobago chambers, leading the firm's Caribbean legal services.</p>
    </IntroPage>
  );
}
