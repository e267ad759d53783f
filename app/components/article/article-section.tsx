import type { ReactNode } from "react";

/** One section of a long article or legal page: an anchor target with its own h2. */
export function ArticleSection({
  id,
  eyebrow,
  heading,
  children,
  className = "",
}: {
  id: string;
  eyebrow?: string;
  heading: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={`render-near border-t border-line pt-10 first:border-t-0 first:pt-0 ${className}`}
      data-article-section
    >
      {eyebrow ? (
        <p className="mb-2 text-sm font-semibold uppercase tracking-[0.16em] text-brass-700">
          {eyebrow}
        </p>
      ) : null}
      <h2 id={`${id}-heading`} className="text-3xl font-semibold md:text-[2.1rem]">
        {heading}
      </h2>
      <div className="mt-5">{children}</div>
    </section>
  );
}
