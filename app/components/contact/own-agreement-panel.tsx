import { firm, telHref } from "~/content/firm";

/**
 * The "Consultation Agreement" tab when the firm uses its own engagement letter
 * (docs/INTAKE.md#the-contact-page, docs/ENGAGEMENT.md): what the letter is and how it is signed.
 */
export function OwnAgreementPanel() {
  return (
    <div className="max-w-3xl space-y-4 text-[1.05rem]" data-own-forms="agreement">
      <p>
        Before we act for you, we confirm in writing what we will do, our fees, the taxes and
        disbursements, and what is not included (Law Society of Ontario, Rules of Professional
        Conduct, rule 3.2-1).
      </p>
      <ol className="list-decimal space-y-2 pl-6">
        <li>After your consultation, we e-mail you a private link to our engagement letter.</li>
        <li>
          You read it on our own website, confirm your identity, and sign it by typing your name.
        </li>
        <li>You and we each receive the signed letter by e-mail; no other company is involved.</li>
      </ol>
      <p>
        There is nothing to sign on this page. Questions about the letter? Call us at{" "}
        <a href={telHref(firm.phone)} className="font-semibold text-ink-800 underline">
          {firm.phone.display}
        </a>
        .
      </p>
    </div>
  );
}
