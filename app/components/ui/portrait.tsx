/**
 * A generated portrait placeholder: the person's initials on a calm gradient (photos we do
 * not have are generated placeholders: docs/PRODUCT-RULES.md#content-and-compliance). Inline SVG, so it never fails to load.
 */
export function Portrait({
  initials,
  name,
  className = "size-28",
  tone = "ink",
}: {
  initials: string;
  name: string;
  className?: string;
  tone?: "ink" | "brass";
}) {
  const gradientId = `portrait-${initials}-${tone}`;
  const [from, to, text] =
    tone === "ink" ? ["#1f4177", "#0a1526", "#f7ecd6"] : ["#e9c98a", "#c18a2c", "#0a1526"];
  return (
    <svg
      viewBox="0 0 120 120"
      className={className}
      role="img"
      aria-label={`Portrait placeholder for ${name}`}
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <rect width="120" height="120" rx="24" fill={`url(#${gradientId})`} />
      <circle cx="60" cy="132" r="46" fill="white" opacity="0.08" />
      <text
        x="60"
        y="60"
        dy="0.35em"
        textAnchor="middle"
        fontFamily="Georgia, serif"
        fontSize="40"
        fontWeight="600"
        fill={text}
      >
        {initials}
      </text>
    </svg>
  );
}
