import { IntroPage } from "~/components/sections/intro-page";
import { pageMeta } from "~/lib/seo";

const PATH = "/blog/real-estate-agreements";

export const meta = () => pageMeta(PATH);

export default function Page() {
  return (
    <IntroPage path={PATH}>
      <p>Most real estate deals close smoothly, but some fall apart over financing, inspections or the wording of the agreement. This article explains how buyers and sellers can protect themselves.</p>
    </IntroPage>
  );
}
