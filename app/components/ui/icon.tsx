/** A small inline icon set: decorative by default (aria-hidden), sized by the font. */
const paths = {
  home: "M3 10.5 12 3l9 7.5M5 9v11h5v-6h4v6h5V9",
  globe:
    "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0 0c2.5-2.4 3.75-5.4 3.75-9S14.5 5.4 12 3m0 18c-2.5-2.4-3.75-5.4-3.75-9S9.5 5.4 12 3M3.5 9h17M3.5 15h17",
  scroll:
    "M8 3h10a2 2 0 0 1 2 2v12M8 3a2 2 0 0 0-2 2v14a2 2 0 0 1-2 2h12a2 2 0 0 0 2-2V7M8 3a2 2 0 0 1 2 2v0M10 8h6M10 12h6M10 16h4",
  family:
    "M8 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm8 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM2.5 21v-4a5.5 5.5 0 0 1 11 0M10.5 21v-4a5.5 5.5 0 0 1 11 0",
  stamp: "M9 13V9a3 3 0 1 1 6 0v4M4 13h16v4H4zM6 21h12",
  phone:
    "M5 4h3.5l1.5 4.5-2.25 1.5a11 11 0 0 0 6.25 6.25L15.5 14 20 15.5V19a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z",
  mail: "M3 6h18v12H3zM3 7l9 6 9-6",
  arrowRight: "M5 12h14M13 6l6 6-6 6",
  arrowLeft: "M19 12H5M11 6l-6 6 6 6",
  chevronDown: "m6 9 6 6 6-6",
  chevronLeft: "m15 6-6 6 6 6",
  chevronRight: "m9 6 6 6-6 6",
  check: "m5 12.5 4.5 4.5L19 7",
  menu: "M4 7h16M4 12h16M4 17h16",
  close: "M6 6l12 12M18 6 6 18",
  pause: "M9 5v14M15 5v14",
  play: "M7 5v14l12-7z",
  star: "m12 3 2.7 5.6 6.1.8-4.5 4.2 1.1 6.1L12 16.8 6.6 19.7l1.1-6.1L3.2 9.4l6.1-.8z",
  mapPin:
    "M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Zm0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z",
  clock: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-13v4.5l3 2",
  calendar: "M4 6h16v15H4zM4 10h16M8 3v4M16 3v4",
  progress: "M12 3a9 9 0 1 0 9 9",
  shield: "M12 3 4.5 6v5.5c0 4.6 3.2 8.3 7.5 9.5 4.3-1.2 7.5-4.9 7.5-9.5V6z",
  scale:
    "M12 3v18M7 21h10M5 7h14M5 7l-3 7a3.5 3.5 0 0 0 6 0zm14 0-3 7a3.5 3.5 0 0 0 6 0zM12 3 5 7m7-4 7 4",
  users:
    "M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM2 21v-1a7 7 0 0 1 14 0v1M16 3.5a4 4 0 0 1 0 7M22 21v-1a7 7 0 0 0-4-6.3",
  laptop: "M5 5h14v10H5zM2 19h20",
  external: "M14 4h6v6M20 4l-9 9M18 14v6H4V6h6",
  quote:
    "M9.5 7H5.8A1.8 1.8 0 0 0 4 8.8v3.4A1.8 1.8 0 0 0 5.8 14H8v1.5A2.5 2.5 0 0 1 5.5 18M20 7h-3.7a1.8 1.8 0 0 0-1.8 1.8v3.4a1.8 1.8 0 0 0 1.8 1.8h2.2v1.5A2.5 2.5 0 0 1 16 18",
  info: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-10v6m0-9.5v.5",
  alert: "M12 3 2 20h20zM12 10v4m0 3v.5",
  document: "M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 16h6",
  handshake:
    "m11 17 2 2a1.4 1.4 0 0 0 2-2M13 15l2.5 2.5a1.4 1.4 0 0 0 2-2l-3-3M3 13l5-5 3 1 3-3 7 7-3 3M3 13l6 6a1.4 1.4 0 0 0 2-2M8 16l1.5 1.5",
  heart: "M12 20s-8-4.6-8-10.2A4.6 4.6 0 0 1 12 7a4.6 4.6 0 0 1 8 2.8C20 15.4 12 20 12 20Z",
  lock: "M6 11h12v10H6zM8.5 11V7.5a3.5 3.5 0 0 1 7 0V11",
  sparkle: "M12 3v4M12 17v4M3 12h4M17 12h4M6 6l2.5 2.5M15.5 15.5 18 18M6 18l2.5-2.5M15.5 8.5 18 6",
  bookmark: "M6 3h12v18l-6-4-6 4z",
  search: "M10.5 18a7.5 7.5 0 1 0 0-15 7.5 7.5 0 0 0 0 15ZM21 21l-5.2-5.2",
} as const;

export type IconName = keyof typeof paths;

/** Every icon name, for checking the icons content files ask for (docs/EDITING.md). */
export const iconNames = Object.keys(paths) as IconName[];

export function Icon({
  name,
  className = "size-5",
  label,
}: {
  name: IconName;
  className?: string;
  /** When given, the icon is announced; otherwise it is hidden from assistive technology. */
  label?: string;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden={label ? undefined : true}
      role={label ? "img" : undefined}
      aria-label={label}
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  );
}
