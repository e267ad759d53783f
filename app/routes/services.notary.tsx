import { IntroPage } from "~/components/sections/intro-page";
import { pageMeta } from "~/lib/seo";

const PATH = "/services/notary";

export const meta = () => pageMeta(PATH);

export default function Page() {
  return (
    <IntroPage path={PATH}>
      <p>Notarizations, certified true copies, affidavits and letters of invitation, online for many documents or in person. A notary cannot give legal advice unless specifically authorized to do so.</p>
    </IntroPage>
  );
}
