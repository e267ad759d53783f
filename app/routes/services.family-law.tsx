import { IntroPage } from "~/components/sections/intro-page";
import { pageMeta } from "~/lib/seo";

const PATH = "/services/family-law";

export const meta = () => pageMeta(PATH);

export default function Page() {
  return (
    <IntroPage path={PATH}>
      <p>We handle uncontested divorces, separation agreements, recognition of foreign divorces and Trinidad and Tobago family matters. Contested divorces are referred to other counsel.</p>
    </IntroPage>
  );
}
