import type { ReactNode } from "react";
import { Section } from "~/components/sections/section";
import { CheckList } from "~/components/ui/check-list";
import { Icon, type IconName } from "~/components/ui/icon";
import { onlineNotarization } from "~/content/fees/notary";
import { fullAddress } from "~/content/firm";
import { onlineVsInPerson } from "~/content/services/notary";

/** One way to be served: its icon and title, what happens, then which documents it takes. */
function NotaryWayCard({
  icon,
  way,
  hook,
  children,
}: {
  icon: IconName;
  way: { title: string; text: string };
  /** The card's `data-` attribute, for the page's tests. */
  hook: `data-${string}`;
  children: ReactNode;
}) {
  return (
    <div className="rounded-card border border-line bg-white p-6 shadow-card" {...{ [hook]: true }}>
      <div className="flex items-center gap-3">
        <span className="flex size-11 items-center justify-center rounded-xl bg-ink-900 text-brass-300">
          <Icon name={icon} className="size-5" />
        </span>
        <h3 className="text-xl font-semibold">{way.title}</h3>
      </div>
      <p className="mt-3">{way.text}</p>
      {children}
    </div>
  );
}

/** The notary page's two ways, online by video or at the office, with the documents each takes. */
export function NotaryOnlineOrInPerson() {
  return (
    <Section
      id="online-or-in-person"
      eyebrow="Online or in person"
      heading="Which documents can be notarized online?"
      intro="Many Ontario documents can be signed and notarized by video. Some must be done in person, usually because we have to see an original or the receiving country requires it."
    >
      <div className="grid gap-5 md:grid-cols-2">
        <NotaryWayCard icon="laptop" way={onlineVsInPerson.online} hook="data-notary-online">
          <h4 className="mt-5 font-semibold text-ink-900">Can be done online</h4>
          <CheckList items={onlineNotarization.online} className="mt-2 space-y-2" />
        </NotaryWayCard>
        <NotaryWayCard icon="mapPin" way={onlineVsInPerson.inPerson} hook="data-notary-in-person">
          <h4 className="mt-5 font-semibold text-ink-900">Must be done in person</h4>
          <ul className="mt-2 space-y-2">
            {onlineNotarization.inPersonOnly.map((d) => (
              <li key={d} className="flex gap-2">
                <Icon name="close" className="mt-1 size-4 shrink-0 text-danger-700" />
                <span>{d}</span>
              </li>
            ))}
          </ul>
          <p className="mt-5 text-sm text-muted">Office: {fullAddress}</p>
        </NotaryWayCard>
      </div>
    </Section>
  );
}
