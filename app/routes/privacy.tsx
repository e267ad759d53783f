import { IntroPage } from "~/components/sections/intro-page";
import { pageMeta } from "~/lib/seo";

const PATH = "/privacy";

export const meta = () => pageMeta(PATH);

export default function Page() {
  return (
    <IntroPage path={PATH}>
      <p>This policy explains what personal information this website collects, why, how long we keep it and how you can ask for access or deletion.</p>
    </IntroPage>
  );
}
