import { IntroPage } from "~/components/sections/intro-page";
import { pageMeta } from "~/lib/seo";

const PATH = "/services/immigration";

export const meta = () => pageMeta(PATH);

export default function Page() {
  return (
    <IntroPage path={PATH}>
      <p>We help visitors, students, workers, families and future citizens with Canadian immigration applications, and people who are out of status with their options.</p>
    </IntroPage>
  );
}
