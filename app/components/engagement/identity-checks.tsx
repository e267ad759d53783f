import type { ReactNode } from "react";
import { Form } from "react-router";
import { buttonClass } from "~/components/ui/button-link";
import type { IdDocumentStatus } from "~/engagement/identity-document.server";

function Check({ done, title, children }: { done: boolean; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span
        aria-hidden="true"
        className={`mt-0.5 grid size-6 shrink-0 place-items-center rounded-full text-sm font-bold ${done ? "bg-success-50 text-success-700" : "bg-brass-100 text-brass-700"}`}
      >
        {done ? "✓" : "!"}
      </span>
      <div className="min-w-0 space-y-2">
        <p className="font-semibold text-ink-900">
          {title}:{" "}
          <span className={done ? "text-success-700" : "text-brass-700"}>
            {done ? "done" : "still needed"}
          </span>
        </p>
        {children}
      </div>
    </li>
  );
}

/**
 * Both steps that confirm who the client is (docs/ENGAGEMENT.md#the-clients-steps): the code e-mailed
 * to their address, proven on this page, and the government-issued photo ID a lawyer must verify
 * before acting (LSO By-Law 7.1), received through the documents checklist or still needed.
 */
export function IdentityChecks({ idDocument }: { idDocument: IdDocumentStatus }) {
  return (
    <section
      aria-labelledby="identity-heading"
      className="space-y-4 rounded-card border border-line bg-white p-6 shadow-card"
    >
      <h2 id="identity-heading" className="font-serif text-2xl font-semibold text-ink-900">
        Confirming who you are
      </h2>
      <p className="text-body">
        The law requires us to verify your identity before we act (Law Society of Ontario By-Law
        7.1). It takes two steps.
      </p>
      <ul className="space-y-4">
        <Check done title="Your e-mail address">
          <p className="text-body">Confirmed with the code we e-mailed you.</p>
        </Check>
        <Check done={idDocument.state === "received"} title="Your photo ID">
          {idDocument.state === "received" ? (
            <p className="text-body">We received it through your documents checklist. Thank you.</p>
          ) : idDocument.state === "needed" ? (
            <>
              <p className="text-body">
                Upload a government-issued photo ID, such as a passport or driver's licence, with
                your secure documents checklist. You can sign this letter before or after.
              </p>
              <Form method="post">
                <button
                  type="submit"
                  name="intent"
                  value="open-documents"
                  className={buttonClass("ghost")}
                >
                  Open my documents checklist
                </button>
              </Form>
            </>
          ) : (
            <p className="text-body">
              We will e-mail you a secure documents link to upload a government-issued photo ID; if
              you have not received one, reply to our e-mail and we will send it. You can sign this
              letter before or after.
            </p>
          )}
        </Check>
      </ul>
    </section>
  );
}
