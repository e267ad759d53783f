import { IntroPage } from "~/components/sections/intro-page";
import { pageMeta } from "~/lib/seo";

const PATH = "/services/real-estate";

export const meta = () => pageMeta(PATH);

export default function Page() {
  return (
    <IntroPage path={PATH}>
      <p>We act for buyers, sellers and homeowners who are refinancing anywhere in Ontario, from the review of your agreement to the registration of your deed or mortgage.</p>
    </IntroPage>
  );
}
