import { type ExternalResource, resourceHref } from "~/content/resources";
import { ExternalLink } from "../ui/external-link";

/** A short list of official websites (from the external resources directory) at the foot of a guide. */
export function ResourceLinks({
  resources,
  heading = "Helpful official resources",
}: {
  resources: readonly ExternalResource[];
  heading?: string;
}) {
  return (
    <section
      aria-labelledby="resource-links-heading"
      className="rounded-card border border-line bg-white p-6 shadow-card md:p-8"
    >
      <h2 id="resource-links-heading" className="text-2xl font-semibold">
        {heading}
      </h2>
      <ul className="mt-5 grid gap-x-8 gap-y-4 md:grid-cols-2">
        {resources.map((r) => (
          <li key={r.website}>
            <ExternalLink
              href={resourceHref(r)}
              className="font-semibold text-ink-700 underline underline-offset-2 hover:text-ink-900"
            >
              {r.name}
            </ExternalLink>
            <p className="mt-0.5 text-[0.95rem] text-muted">{r.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
