import { IntroPage } from "~/components/sections/intro-page";
import { pageMeta } from "~/lib/seo";

const PATH = "/fees/estate-planning";

export const meta = () => pageMeta(PATH);

export default function Page() {
  return (
    <IntroPage path={PATH}>
      <p>Wills and powers of attorney at fixed fees, for individuals and couples, with optional add-ons. All fees are in CAD; HST of 13% is extra.</p>
    </IntroPage>
  );
}
