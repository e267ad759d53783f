/**
 * An e-mail address that may wrap only after the "@" (and before a dot of the domain), never
 * inside a word: "danielle@" / "mercerlaw.example" on a narrow phone, whole otherwise
 * (WCAG 1.4.10 reflow without breaking words apart).
 */
export function EmailAddress({ address }: { address: string }) {
  const at = address.lastIndexOf("@");
  if (at < 0) return <span className="whitespace-nowrap">{address}</span>;
  const domain = address.slice(at + 1).split(".");
  return (
    <span data-email-address>
      <span className="whitespace-nowrap">{address.slice(0, at + 1)}</span>
      <wbr />
      {domain.map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one address, in order
        <span key={i}>
          {i > 0 ? (
            <>
              <wbr />
              <span className="whitespace-nowrap">.{part}</span>
            </>
          ) : (
            <span className="whitespace-nowrap">{part}</span>
          )}
        </span>
      ))}
    </span>
  );
}
