import { IntroPage } from "~/components/sections/intro-page";
import { pageMeta } from "~/lib/seo";

const PATH = "/contact";

export const meta = () => pageMeta(PATH);

export default function Page() {
  return (
    <IntroPage path={PATH}>
      <p>Call us, e-mail us or book a free 15-minute consultation. We reply to every inquiry within 24 hours.</p>
    </IntroPage>
  );
}
