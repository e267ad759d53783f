import { IntroPage } from "~/components/sections/intro-page";
import { pageMeta } from "~/lib/seo";

const PATH = "/team";

export const meta = () => pageMeta(PATH);

export default function Page() {
  return (
    <IntroPage path={PATH}>
      <p>Two lawyers, one virtual practice: an Ontario principal lawyer for real estate, wills, immigration and notary work, and a Caribbean legal services lead for matters in Trinidad and Tobago and the wider region.</p>
    </IntroPage>
  );
}
