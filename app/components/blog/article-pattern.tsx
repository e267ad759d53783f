import type { ReactNode } from "react";
import { Icon } from "../ui/icon";
import { areaId } from "./types";

/**
 * The artwork of article cards: a pattern in the site's palette, its motif chosen by practice area
 * (rooflines for real estate, routes across a globe for immigration, rings for wills and estates
 * and family law, a seal for notary services). Each motif is drawn once per page as a symbol
 * (`ArticlePatternDefs`); a card places it (`ArticlePattern`) shifted by an amount its slug
 * decides, so every article has its own picture, the same one every time, in a few hundred bytes
 * of HTML whatever the number of cards. Decorative.
 */
export function ArticlePattern({ slug, practiceArea }: { slug: string; practiceArea: string }) {
  const random = seeded(slug);
  const area = motifId(practiceArea);
  const dx = round(random() * 80 - 40);
  const dy = round(random() * 30 - 15);
  return (
    <svg
      viewBox="0 0 400 225"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      data-article-pattern={area}
    >
      <rect width="400" height="225" fill={`url(#${GRADIENT})`} />
      <use href={`#${symbolId(area)}`} transform={`translate(${dx} ${dy})`} />
    </svg>
  );
}

const GRADIENT = "article-pattern-ground";
const symbolId = (area: string) => `article-pattern-${area}`;
const motifId = (practiceArea: string) =>
  areaId(practiceArea) in motifs ? areaId(practiceArea) : "other";

/** The ground, the motifs and the icons the cards of a page use, once (before the cards). */
export function ArticlePatternDefs({ practiceAreas }: { practiceAreas: readonly string[] }) {
  const areas = [...new Set(practiceAreas.map(motifId))];
  return (
    <svg aria-hidden="true" focusable="false" className="absolute size-0" data-article-patterns>
      <defs>
        <linearGradient id={GRADIENT} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="var(--color-ink-700)" />
          <stop offset="1" stopColor="var(--color-ink-950)" />
        </linearGradient>
        <symbol id="post-icon-clock" viewBox="0 0 24 24">
          <Icon name="clock" className="" />
        </symbol>
        <symbol id="post-icon-arrow" viewBox="0 0 24 24">
          <Icon name="arrowRight" className="" />
        </symbol>
        {areas.map((area) => (
          <symbol key={area} id={symbolId(area)} overflow="visible">
            <g
              fill="none"
              stroke="var(--color-brass-300)"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              {(motifs[area] ?? lines)(seeded(area))}
            </g>
          </symbol>
        ))}
      </defs>
    </svg>
  );
}

type Random = () => number;

/** A small deterministic generator (mulberry32) seeded from the slug. */
function seeded(text: string): Random {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round = (n: number) => Math.round(n * 10) / 10;

/** Rows of rooflines. */
function roofs(random: Random) {
  const rows = [70, 120, 170, 220];
  return rows.map((y, row) => {
    const offset = random() * 60;
    // Wider than the picture: a card shifts the motif up to 40 units either way.
    let d = `M${round(-100 + offset)} ${y}`;
    for (let x = -100 + offset; x < 500; x += 60) {
      const peak = 18 + random() * 16;
      d += ` l30 ${-round(peak)} l30 ${round(peak)}`;
    }
    return <path key={y} d={d} strokeWidth="2" opacity={round(0.55 - row * 0.1)} />;
  });
}

/** Meridians of a globe and a dotted route across it. */
function routes(random: Random) {
  const cx = round(260 + random() * 80);
  const cy = round(150 + random() * 40);
  const arcs = [40, 70, 100, 130, 160, 190].map((r) => (
    <circle key={r} cx={cx} cy={cy} r={r} strokeWidth="1.5" opacity="0.28" />
  ));
  const ellipses = [30, 70, 110].map((rx) => (
    <ellipse key={rx} cx={cx} cy={cy} rx={rx} ry="130" strokeWidth="1.2" opacity="0.22" />
  ));
  const sx = 30 + random() * 60;
  const sy = 170 + random() * 30;
  return [
    ...arcs,
    ...ellipses,
    <path
      key="route"
      d={`M${round(sx)} ${round(sy)} Q${round(cx - 60)} ${round(20 + random() * 40)} ${round(cx)} ${round(cy - 40)}`}
      strokeWidth="2.5"
      strokeDasharray="2 9"
      opacity="0.9"
    />,
    <circle key="end" cx={cx} cy={cy - 40} r="6" fill="var(--color-brass-400)" stroke="none" />,
  ];
}

/** Linked rings. */
function rings(random: Random) {
  const out = [];
  for (let i = 0; i < 7; i++) {
    const x = 40 + i * 55 + random() * 20;
    const y = 90 + random() * 70;
    const r = 38 + random() * 30;
    out.push(
      <circle key={i} cx={round(x)} cy={round(y)} r={round(r)} strokeWidth="1.8" opacity="0.4" />,
    );
  }
  return out;
}

/** A notarial seal: rings, and a ring of ticks drawn as the dashes of one circle. */
function seal(random: Random) {
  const cx = round(280 + random() * 60);
  const cy = round(110 + random() * 30);
  // 48 ticks around a circle of radius 83: one dash of 1.5 in every 48th of its circumference.
  const period = round((2 * Math.PI * 83) / 48);
  return [
    <circle key="a" cx={cx} cy={cy} r="96" strokeWidth="2" opacity="0.5" />,
    <circle key="b" cx={cx} cy={cy} r="70" strokeWidth="1.5" opacity="0.4" />,
    <circle key="c" cx={cx} cy={cy} r="40" strokeWidth="1.5" opacity="0.3" />,
    <circle
      key="t"
      cx={cx}
      cy={cy}
      r="83"
      strokeWidth="10"
      strokeLinecap="butt"
      strokeDasharray={`1.5 ${round(period - 1.5)}`}
      opacity="0.45"
    />,
  ];
}

/** Fine diagonal lines, for any other area. */
function lines(random: Random) {
  const start = random() * 20 - 80;
  return Array.from({ length: 28 }, (_, i) => {
    const x = start + i * 22;
    return (
      <path key={x} d={`M${round(x)} 0 L${round(x - 160)} 225`} strokeWidth="1.2" opacity="0.25" />
    );
  });
}

const motifs: Record<string, (random: Random) => ReactNode> = {
  "real-estate": roofs,
  immigration: routes,
  "wills-and-estates": rings,
  "wills-estates": rings,
  "family-law": rings,
  notary: seal,
  "notary-services": seal,
  other: lines,
};
