import { IntroPage } from "~/components/sections/intro-page";
import { pageMeta } from "~/lib/seo";

const PATH = "/fees/real-estate";

export const meta = () => pageMeta(PATH);

export default function Page() {
  return (
    <IntroPage path={PATH}>
      <p>Our real estate legal fees depend on the type of transaction and the property price. All fees are in CAD; HST of 13% and disbursements are extra.</p>
    </IntroPage>
  );
}
