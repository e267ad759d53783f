import { IntroPage } from "~/components/sections/intro-page";
import { pageMeta } from "~/lib/seo";

const PATH = "/services/wills-estates";

export const meta = () => pageMeta(PATH);

export default function Page() {
  return (
    <IntroPage path={PATH}>
      <p>We prepare wills and powers of attorney for Ontario residents. Most wills are ready in 1 to 2 weeks, and signings can be witnessed remotely.</p>
    </IntroPage>
  );
}
