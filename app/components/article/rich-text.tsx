import { Link } from "react-router";
import type { Inline, RichText as RichTextValue } from "~/content/blog/types";

function Segment({ part }: { part: Inline }) {
  if (typeof part === "string") return <>{part}</>;
  if (part.href.startsWith("/")) {
    return (
      <Link to={part.href} prefetch="intent">
        {part.text}
      </Link>
    );
  }
  if (/^https?:/.test(part.href)) {
    return (
      <a href={part.href} target="_blank" rel="noopener noreferrer">
        {part.text}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  return <a href={part.href}>{part.text}</a>;
}

/** Renders prose kept as data: a string, or strings and link segments. */
export function RichText({ value }: { value: RichTextValue }) {
  if (typeof value === "string") return <>{value}</>;
  return (
    <>
      {value.map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: segments are static and never reordered
        <Segment key={i} part={part} />
      ))}
    </>
  );
}

/** Plain text of rich text, for structured data and tests. */
export function richTextToString(value: RichTextValue): string {
  return typeof value === "string"
    ? value
    : value.map((p) => (typeof p === "string" ? p : p.text)).join("");
}
