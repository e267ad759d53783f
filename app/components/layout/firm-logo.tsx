import { Link } from "react-router";
import { firm } from "~/content/firm";

/**
 * The firm's word mark: a monogram and the short name, linking home. `compact`: on the narrowest
 * screens (under 360 px) only the monogram shows, so the header's buttons fit (WCAG 1.4.10); the
 * name is still the link's accessible name.
 */
export function FirmLogo({
  className = "",
  compact = false,
  subtitle = "always",
}: {
  className?: string;
  compact?: boolean;
  /**
   * "Professional Corporation" under the name: from 440 px up (`always`), or in the header only
   * where there is room beside its buttons (`narrow`: hidden beside the full navigation).
   */
  subtitle?: "always" | "narrow";
}) {
  return (
    <Link
      to="/"
      className={`inline-flex min-h-11 items-center gap-2.5 text-white no-underline ${className}`}
    >
      <svg viewBox="0 0 40 40" className="size-9 shrink-0" aria-hidden="true" focusable="false">
        <rect width="40" height="40" rx="10" fill="#d9a548" />
        <path
          d="M10 29V12l10 11 10-11v17"
          fill="none"
          stroke="#0a1526"
          strokeWidth="3.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="flex flex-col whitespace-nowrap leading-none">
        <span
          className={`font-serif text-xl font-semibold ${compact ? "max-[22.4rem]:sr-only" : ""}`}
        >
          {firm.shortName}
        </span>
        <span
          className={`mt-1 hidden text-[0.65rem] font-medium uppercase tracking-[0.18em] text-ink-200 min-[440px]:block ${subtitle === "narrow" ? "xl:hidden" : ""}`}
        >
          Professional Corporation
        </span>
        <span className="sr-only">, home page</span>
      </span>
    </Link>
  );
}
