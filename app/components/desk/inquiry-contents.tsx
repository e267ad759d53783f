/**
 * The inquiry page's contents (docs/DESK.md#an-inquiry): one tap from the top to its consultations,
 * the conversation, the reply, notes, documents and the rest, which on a phone sit thousands of
 * pixels down one column. Plain in-page links: no script, and the browser's Back returns.
 */
export function InquiryContents({
  bookings,
  documents,
  intake,
}: {
  /** How many consultations it has (none: no link). */
  bookings: number;
  documents: boolean;
  intake: boolean;
}) {
  const links = [
    bookings > 0 ? { href: "#bookings", label: `Consultations (${bookings})` } : null,
    { href: "#thread", label: "Conversation" },
    { href: "#reply", label: "Your reply" },
    intake ? { href: "#intake", label: "Intake" } : null,
    { href: "#notes", label: "Notes" },
    documents ? { href: "#documents", label: "Documents" } : null,
    { href: "#contact", label: "Contact details" },
    { href: "#activity", label: "Activity" },
  ].filter((l): l is { href: string; label: string } => l !== null);
  return (
    <nav aria-label="On this page" data-inquiry-contents>
      <ul className="flex flex-wrap gap-1.5 text-sm">
        {links.map((l) => (
          <li key={l.href}>
            <a
              href={l.href}
              className="inline-flex min-h-10 items-center rounded-pill border border-ink-900/20 bg-white px-3 font-semibold text-ink-800 hover:bg-ink-50"
            >
              {l.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
