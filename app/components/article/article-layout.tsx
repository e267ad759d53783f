import type { ReactNode } from "react";
import type { TocEntry } from "~/content/collections/context";
import { ReadingProgress } from "./reading-progress";
import { TableOfContents } from "./table-of-contents";

/**
 * The body of a long article or legal page: the table of contents (a card above the text on
 * phones, a sticky column beside it on wide screens) and the sections.
 */
export function ArticleLayout({
  toc,
  children,
  progress = false,
  tocLabel,
}: {
  toc: readonly TocEntry[];
  children: ReactNode;
  progress?: boolean;
  tocLabel?: string;
}) {
  return (
    <div className="bg-paper py-12 md:py-16">
      {progress ? <ReadingProgress targetId="article-body" /> : null}
      <div className="container-page grid gap-10 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-14">
        <div className="lg:sticky lg:top-24 lg:max-h-[calc(100dvh-7rem)] lg:self-start lg:overflow-y-auto lg:overscroll-contain">
          <TableOfContents entries={toc} label={tocLabel} />
        </div>
        <div id="article-body" className="min-w-0 max-w-[52rem] space-y-14" data-article-body>
          {children}
        </div>
      </div>
    </div>
  );
}
