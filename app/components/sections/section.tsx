import type { ReactNode } from "react";
import { Piece } from "~/page/piece";

/** One band of a page: an optional eyebrow, an h2 and an introduction, then content. */
export function Section({
  id,
  eyebrow,
  heading,
  intro,
  children,
  tone = "paper",
  className = "",
}: {
  id?: string;
  eyebrow?: string;
  heading?: ReactNode;
  intro?: ReactNode;
  children?: ReactNode;
  tone?: "paper" | "white" | "sand" | "ink";
  className?: string;
}) {
  const tones = {
    paper: "bg-paper",
    white: "bg-white",
    sand: "bg-sand",
    ink: "on-dark bg-ink-900 text-ink-100",
  } as const;
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={heading ? headingId : undefined}
      className={`render-near ${tones[tone]} py-10 md:py-24 ${className}`}
    >
      <div className="container-page">
        {heading ? (
          <div className="mb-6 max-w-3xl md:mb-10">
            {eyebrow ? (
              <p
                className={`mb-2 text-sm font-semibold uppercase tracking-[0.16em] ${tone === "ink" ? "text-brass-300" : "text-brass-700"}`}
              >
                {eyebrow}
              </p>
            ) : null}
            <h2
              id={headingId}
              className={`text-3xl font-semibold md:text-4xl ${tone === "ink" ? "text-white" : ""}`}
            >
              {heading}
            </h2>
            {intro ? (
              <div
                className={`mt-3 text-lg leading-relaxed md:mt-4 ${tone === "ink" ? "text-ink-100" : "text-muted"}`}
              >
                {intro}
              </div>
            ) : null}
          </div>
        ) : null}
        {/* Its own piece of hydration (docs/decisions/016-hydration-in-pieces.md). */}
        <Piece>{children}</Piece>
      </div>
    </section>
  );
}
