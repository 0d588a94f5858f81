// Greenery and fillers in unit space, growing from the origin towards -y (length about 1).
import { between, type Defs, darken, lighten, n, type Rng } from "./svg.ts";

export type FoliageKind = "leaf" | "palm" | "fern" | "eucalyptus" | "monstera" | "lotusLeaf";

type Draw = (defs: Defs, green: string, rng: Rng) => string;

const LEAF = "M0 0C0.32-0.22 0.3-0.72 0-1C-0.3-0.72-0.32-0.22 0 0Z";

const leafFill = (defs: Defs, green: string) =>
  defs.linear(
    `leaf-${green.slice(1)}`,
    [
      [0, darken(green, 0.25)],
      [0.5, green],
      [1, lighten(green, 0.25)],
    ],
    0,
    0,
    1,
    0,
  );

const leaf: Draw = (defs, green) =>
  `<path d="${LEAF}" fill="${leafFill(defs, green)}" stroke="${darken(green, 0.3)}" stroke-width="0.012"/><path d="M0-0.02Q0.03-0.5 0-0.95" fill="none" stroke="${lighten(green, 0.35)}" stroke-width="0.015"/>`;

/** A frond: a curved rib with narrow leaflets on both sides. */
function frond(defs: Defs, green: string, rng: Rng, leaflets: number, leafletLength: number): string {
  const bend = between(rng, -0.15, 0.15);
  const fill = leafFill(defs, green);
  const parts: string[] = [];
  for (let i = 1; i <= leaflets; i++) {
    const t = i / (leaflets + 1);
    const x = bend * t * t;
    const y = -t;
    const size = leafletLength * (1 - t * 0.6);
    for (const side of [-1, 1]) {
      parts.push(
        `<path d="${LEAF}" transform="translate(${n(x)} ${n(y)}) rotate(${side * (62 - t * 25)}) scale(${n(size * 0.35)} ${n(size)})" fill="${fill}"/>`,
      );
    }
  }
  return `${parts.join("")}<path d="M0 0Q${n(bend * 0.5)} -0.5 ${n(bend)} -1" fill="none" stroke="${darken(green, 0.25)}" stroke-width="0.02"/>`;
}

const palm: Draw = (defs, green, rng) => frond(defs, green, rng, 11, 0.42);
const fern: Draw = (defs, green, rng) => frond(defs, green, rng, 8, 0.22);

const eucalyptus: Draw = (_defs, green, rng) => {
  const leaves = Array.from({ length: 7 }, (_, i) => {
    const y = -0.12 - i * 0.13;
    const r = 0.11 - i * 0.008;
    const side = i % 2 ? -1 : 1;
    return `<circle cx="${n(side * r * 0.9)}" cy="${n(y)}" r="${n(r)}" fill="${i % 2 ? green : lighten(green, 0.12)}" stroke="${darken(green, 0.2)}" stroke-width="0.01"/>`;
  }).join("");
  const bend = between(rng, -0.08, 0.08);
  return `<path d="M0 0Q${n(bend)} -0.5 0-1" fill="none" stroke="#7a6a5a" stroke-width="0.02"/>${leaves}`;
};

/** A split-leaf monstera: a broad heart-shaped leaf with cut-outs and a midrib. */
const monstera: Draw = (defs, green) => {
  const cuts = [0.25, 0.45, 0.65]
    .flatMap((t) =>
      [-1, 1].map(
        (side) =>
          `<path d="M${side * 0.48} ${-t}L${side * 0.16} ${-t - 0.05}" stroke="#000" stroke-width="0.07" stroke-linecap="round"/>`,
      ),
    )
    .join("");
  const shape = "M0 0C-0.55-0.05-0.62-0.7 0-1C0.62-0.7 0.55-0.05 0 0Z";
  const id = `monstera-cuts-${green.slice(1)}`;
  defs.add(id, (key) => `<mask id="${key}"><path d="${shape}" fill="#fff"/>${cuts}</mask>`);
  return `<g mask="url(#${id})"><path d="${shape}" fill="${leafFill(defs, green)}"/></g><path d="M0 0Q0.02-0.5 0-0.9" fill="none" stroke="${lighten(green, 0.35)}" stroke-width="0.02"/>`;
};

/** A round lily pad seen at an angle, with the notch and radiating veins. */
const lotusLeaf: Draw = (defs, green) => {
  const fill = defs.radial(`pad-${green.slice(1)}`, [
    [0, lighten(green, 0.2)],
    [1, darken(green, 0.2)],
  ]);
  const veins = Array.from({ length: 9 }, (_, i) => {
    const a = (i / 9) * Math.PI * 2;
    return `<path d="M0 0L${n(Math.cos(a) * 0.9)} ${n(Math.sin(a) * 0.9)}" stroke="${lighten(green, 0.3)}" stroke-width="0.015"/>`;
  }).join("");
  return `<g transform="scale(1 0.4)"><path d="M0 0L0.2-0.98A1 1 0 1 1-0.2-0.98Z" fill="${fill}" stroke="${darken(green, 0.3)}" stroke-width="0.02"/>${veins}</g>`;
};

export const FOLIAGE: Record<FoliageKind, Draw> = { leaf, palm, fern, eucalyptus, monstera, lotusLeaf };

/** Baby's breath: a spray of tiny white florets on hair-thin stems. */
export function babysBreath(rng: Rng): string {
  const parts: string[] = [];
  for (let i = 0; i < 9; i++) {
    const angle = between(rng, -1.1, 1.1);
    const length = between(rng, 0.5, 1);
    const x = Math.sin(angle) * length;
    const y = -Math.cos(angle) * length;
    parts.push(
      `<path d="M0 0Q${n(x * 0.2)} ${n(y * 0.6)} ${n(x)} ${n(y)}" fill="none" stroke="#8aa27a" stroke-width="0.012"/>`,
    );
    for (let j = 0; j < 3; j++) {
      const dx = x + between(rng, -0.08, 0.08);
      const dy = y + between(rng, -0.08, 0.08);
      parts.push(
        `<circle cx="${n(dx)}" cy="${n(dy)}" r="${n(between(rng, 0.03, 0.05))}" fill="#ffffff" stroke="#e3e0d8" stroke-width="0.01"/>`,
      );
    }
  }
  return parts.join("");
}
