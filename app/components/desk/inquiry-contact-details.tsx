import type { InquiryView } from "~/desk/inquiry-view.server";
import { deskButton } from "./desk-button";
import { InquirySection } from "./inquiry-section";

/** How to reach the person, with an e-mail and a call link (docs/DESK.md#working-an-inquiry). */
export function InquiryContactDetails({
  inquiry: i,
  replyHref,
}: {
  inquiry: InquiryView["inquiry"];
  replyHref: string;
}) {
  return (
    <InquirySection id="contact" headingId="contact-heading" title="Contact details">
      <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-[8rem_1fr]">
        <dt className="font-semibold">E-mail</dt>
        <dd className="break-all">{i.email}</dd>
        <dt className="font-semibold">Phone</dt>
        <dd>{i.phone ?? "Not given"}</dd>
        <dt className="font-semibold">Heard of us</dt>
        <dd>{i.referral}</dd>
      </dl>
      <div className="mt-4 flex flex-wrap gap-3">
        <a className={deskButton.secondary} href={replyHref}>
          E-mail {i.name}
        </a>
        {i.phone ? (
          <a className={deskButton.secondary} href={`tel:${i.phone.replace(/[^0-9+]/g, "")}`}>
            Call {i.phone}
          </a>
        ) : null}
      </div>
    </InquirySection>
  );
}
