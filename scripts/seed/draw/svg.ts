// Small helpers for the procedural flower illustrations: a seeded random source, colour
// mixing and a collector for the <defs> (gradients, filters) a scene needs.

export type Rng = () => number;

/** mulberry32, seeded from a string, so every image is the same on every run. */
export function seededRng(seed: string): Rng {
  let state = 2166136261;
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 16777619);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const between = (rng: Rng, min: number, max: number) => min + rng() * (max - min);
export const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)] as T;

const channels = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
const toHex = (values: number[]) =>
  `#${values
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;

/** Linear mix of two #rrggbb colours; amount 0 gives `a`, 1 gives `b`. */
export function mix(a: string, b: string, amount: number): string {
  const ca = channels(a);
  const cb = channels(b);
  return toHex(ca.map((v, i) => v + ((cb[i] ?? 0) - v) * amount));
}
export const lighten = (color: string, amount: number) => mix(color, "#ffffff", amount);
export const darken = (color: string, amount: number) => mix(color, "#1a0f12", amount);

/** Rounds numbers in generated markup so the SVG stays small and readable. */
export const n = (value: number) => Math.round(value * 1000) / 1000;

export const place = (x: number, y: number, size: number, angle = 0) =>
  `translate(${n(x)} ${n(y)}) rotate(${n(angle)}) scale(${n(size)})`;

/** Collects <defs> entries by id so shared gradients are written once per image. */
export class Defs {
  private readonly entries = new Map<string, string>();

  add(id: string, markup: (id: string) => string): string {
    if (!this.entries.has(id)) this.entries.set(id, markup(id));
    return `url(#${id})`;
  }

  radial(id: string, stops: Array<[number, string]>, cx = 0, cy = 0, r = 1): string {
    return this.add(
      id,
      (key) =>
        `<radialGradient id="${key}" gradientUnits="userSpaceOnUse" cx="${cx}" cy="${cy}" r="${r}">${stopsMarkup(stops)}</radialGradient>`,
    );
  }

  /** A gradient along the shape's own box: from (x1,y1) to (x2,y2) in 0..1 units. */
  linear(id: string, stops: Array<[number, string]>, x1 = 0, y1 = 1, x2 = 0, y2 = 0): string {
    return this.add(
      id,
      (key) =>
        `<linearGradient id="${key}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsMarkup(stops)}</linearGradient>`,
    );
  }

  toString(): string {
    return `<defs>${[...this.entries.values()].join("")}</defs>`;
  }
}

const stopsMarkup = (stops: Array<[number, string]>) =>
  stops.map(([offset, color]) => `<stop offset="${offset}" stop-color="${color}"/>`).join("");

/** Points of a quadratic Bézier curve, for laying flowers or leaves along a stem. */
export function alongCurve(
  from: [number, number],
  control: [number, number],
  to: [number, number],
  t: number,
): [number, number] {
  const u = 1 - t;
  return [
    u * u * from[0] + 2 * u * t * control[0] + t * t * to[0],
    u * u * from[1] + 2 * u * t * control[1] + t * t * to[1],
  ];
}
