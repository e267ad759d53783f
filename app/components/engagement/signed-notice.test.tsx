import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SignedNotice } from "./signed-notice";

// The letter's page after signing (docs/ENGAGEMENT.md): what happens next, in the tense of what
// has already happened.
describe("the signed letter's notice", () => {
  it("says the countersigned copy will follow while the lawyer has not signed yet", () => {
    const text = renderToStaticMarkup(<SignedNotice state="signed" signedSha256={null} />);
    expect(text).toContain("Your lawyer countersigns it and we send you that copy too.");
  });

  it("says the countersigned copy was sent once the lawyer has countersigned", () => {
    const text = renderToStaticMarkup(<SignedNotice state="countersigned" signedSha256={null} />);
    expect(text).toContain("Signed by you and countersigned by your lawyer");
    expect(text).toContain("and then the copy your lawyer countersigned");
    expect(text).not.toContain("Your lawyer countersigns it");
  });
});
