import { useId } from "react";
import type { Photo } from "~/content/photos";
import { Picture } from "./picture";

/**
 * The portrait system: every person on the site, everywhere (home, team, biographies, the
 * carousel), sits in the same 4:5 frame with the same treatment. While the firm has no
 * photograph of someone, the frame holds a designed monogram card: the person's initials in the
 * heading face on the site's ink, with fine brass arcs and an inset rule
 * (docs/PRODUCT-RULES.md#content-and-compliance: photos we do not have are generated placeholders).
 * When a photo is dropped into app/assets/photos/ (docs/PHOTOS.md), the same frame shows it.
 */
export function Portrait({
  name,
  initials,
  photo,
  sizes,
  className = "w-40",
  loading = "lazy",
}: {
  name: string;
  initials: string;
  /** The person's photograph, when the firm has one (app/content/photos.ts). */
  photo?: Photo;
  /** The frame's rendered width, for the photo's srcset (e.g. "(min-width: 768px) 18rem, 14rem"). */
  sizes: string;
  /** Sets the frame's width; its height follows from the 4:5 ratio. */
  className?: string;
  loading?: "lazy" | "eager";
}) {
  return (
    <div
      className={`relative aspect-[4/5] shrink-0 overflow-hidden rounded-portrait bg-ink-900 shadow-card ${className}`}
      data-portrait={photo ? "photo" : "monogram"}
    >
      {photo ? (
        <Picture
          photo={photo}
          alt={`Portrait of ${name}`}
          sizes={sizes}
          loading={loading}
          className="absolute inset-0 size-full object-cover object-[50%_30%]"
        />
      ) : (
        <MonogramArt initials={initials} label={`Monogram portrait of ${name}`} />
      )}
    </div>
  );
}

/** The monogram card's artwork, drawn to fill a 4:5 frame at any size. */
function MonogramArt({ initials, label }: { initials: string; label: string }) {
  const id = useId().replace(/:/g, "");
  return (
    <svg
      viewBox="0 0 400 500"
      preserveAspectRatio="xMidYMid slice"
      className="absolute inset-0 size-full"
      role="img"
      aria-label={label}
    >
      <defs>
        <linearGradient id={`${id}-ground`} x1="0" y1="0" x2="0.8" y2="1">
          <stop offset="0" stopColor="var(--color-ink-700)" />
          <stop offset="0.55" stopColor="var(--color-ink-900)" />
          <stop offset="1" stopColor="var(--color-ink-950)" />
        </linearGradient>
      </defs>
      <rect width="400" height="500" fill={`url(#${id}-ground)`} />
      <g fill="none" stroke="var(--color-brass-300)" strokeWidth="1.1" opacity="0.16">
        {ARC_RADII.map((r) => (
          <circle key={r} cx="400" cy="500" r={r} />
        ))}
      </g>
      <rect
        x="16"
        y="16"
        width="368"
        height="468"
        rx="12"
        fill="none"
        stroke="var(--color-brass-300)"
        strokeOpacity="0.35"
      />
      <text
        x="200"
        y="250"
        textAnchor="middle"
        dominantBaseline="central"
        fill="var(--color-brass-300)"
        fontSize="148"
        fontWeight="500"
        letterSpacing="6"
        style={{ fontFamily: "var(--font-serif)" }}
      >
        {initials}
      </text>
      <path d="M172 345h56" stroke="var(--color-brass-400)" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

const ARC_RADII = Array.from({ length: 22 }, (_, i) => 70 + i * 26);

/**
 * The same treatment, round: a client's initials in testimonials. `aspect-square` and
 * `shrink-0` keep it a circle in a narrow row (WCAG 1.4.10 reflow without distortion).
 */
export function MonogramAvatar({
  initials,
  className = "size-12",
}: {
  initials: string;
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={`inline-flex aspect-square shrink-0 items-center justify-center rounded-full bg-[radial-gradient(circle_at_30%_25%,var(--color-ink-700),var(--color-ink-950))] font-serif font-medium tracking-wide text-brass-300 ring-1 ring-brass-300/40 ring-inset ${className}`}
      data-avatar
    >
      {initials}
    </span>
  );
}
