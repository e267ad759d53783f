import { useEffect, useState } from "react";
import { Icon } from "../ui/icon";

/**
 * A third-party form in an iframe that loads only once its tab has been opened (no third-party
 * request on first page load: docs/PRODUCT-RULES.md#contact-and-privacy), then stays loaded so a half-filled form survives a
 * switch of tabs. A plain link opens the same form in a new tab in case the frame is blocked.
 */
export function EmbeddedForm({
  src,
  title,
  height,
  active,
}: {
  src: string;
  title: string;
  height: number;
  active: boolean;
}) {
  const [opened, setOpened] = useState(active);
  useEffect(() => {
    if (active) setOpened(true);
  }, [active]);

  return (
    <div className="space-y-4">
      <p className="flex flex-wrap items-center gap-x-2 text-[0.95rem]">
        <Icon name="external" className="size-4 text-brass-700" />
        <span>Form not showing, or easier on a bigger screen?</span>
        <a
          href={src}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-6 items-center font-semibold text-ink-800 underline"
        >
          Open the {title.toLowerCase()} in a new tab
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </p>
      <div
        className="overflow-hidden rounded-card border border-line bg-white shadow-card"
        style={{ height }}
      >
        {opened ? (
          <iframe
            src={src}
            title={title}
            height={height}
            className="block h-full w-full border-0"
            referrerPolicy="strict-origin-when-cross-origin"
            data-embed={title}
          />
        ) : (
          <p className="p-6 text-muted">The {title.toLowerCase()} loads when you open this tab.</p>
        )}
      </div>
    </div>
  );
}
