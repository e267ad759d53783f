import { DecorativeBackground } from "./image-with-fallback";

/**
 * A biography's dark closing section on where the practice is going: its heading and paragraphs,
 * with decorative art beside them on wide screens and above them on phones, never under the text.
 */
export function BioLookingAhead({
  id,
  heading,
  paragraphs,
  art,
}: {
  id: string;
  heading: string;
  paragraphs: readonly string[];
  art: { src: string; width: number; height: number };
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="on-dark bg-ink-950 py-16 text-ink-100 md:py-24"
    >
      <div className="container-page grid items-center gap-10 lg:grid-cols-[1.5fr_1fr]">
        <div className="lg:order-2">
          <DecorativeBackground
            src={art.src}
            width={art.width}
            height={art.height}
            className="aspect-[8/3] w-full rounded-card object-cover lg:aspect-[4/3]"
          />
        </div>
        <div>
          <p className="mb-2 text-sm font-semibold uppercase tracking-[0.16em] text-brass-300">
            Looking ahead
          </p>
          <h2
            id={`${id}-heading`}
            className="max-w-3xl text-3xl font-semibold text-white md:text-4xl"
          >
            {heading}
          </h2>
          <div className="mt-6 max-w-3xl space-y-4 text-lg leading-relaxed">
            {paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
