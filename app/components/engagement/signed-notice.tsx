/** After signing: what happens next, and the signed PDF's SHA-256 (its seal). */
export function SignedNotice({
  state,
  signedSha256,
}: {
  state: string;
  signedSha256: string | null;
}) {
  return (
    <div role="status" className="rounded-card border border-line bg-white p-6 shadow-card">
      <h2 className="font-serif text-2xl font-semibold text-ink-900">
        {state === "countersigned"
          ? "Signed by you and countersigned by your lawyer"
          : "Thank you: your letter is signed"}
      </h2>
      <p className="mt-3 text-body">
        {state === "countersigned"
          ? "We e-mailed you the signed PDF with its audit page, and then the copy your lawyer countersigned. Please keep both with your records."
          : "We e-mailed you the signed PDF with its audit page. Your lawyer countersigns it and we send you that copy too. Please keep both with your records."}
      </p>
      {signedSha256 ? (
        <p className="mt-3 break-all text-sm text-muted">
          SHA-256 of your signed PDF: {signedSha256}
        </p>
      ) : null}
    </div>
  );
}
