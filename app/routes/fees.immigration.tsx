import { IntroPage } from "~/components/sections/intro-page";
import { pageMeta } from "~/lib/seo";

const PATH = "/fees/immigration";

export const meta = () => pageMeta(PATH);

export default function Page() {
  return (
    <IntroPage path={PATH}>
      <p>Our professional fees for immigration matters start from a consultation and depend on the application. HST and government fees are extra.</p>
    </IntroPage>
  );
}
