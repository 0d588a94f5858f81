// Flower heads drawn in unit space (radius about 1, centred on the origin, "up" is -y):
// the arrangement scales, turns and places them. Gradients are shared per palette.
import { between, type Defs, darken, lighten, n, type Rng } from "./svg.ts";

export interface Palette {
  /** a short id used in gradient ids, unique per colour set */
  id: string;
  light: string;
  mid: string;
  dark: string;
  /** centre, stamens or lip */
  accent: string;
}

export type FlowerKind =
  | "rose"
  | "gerbera"
  | "lily"
  | "orchid"
  | "frangipani"
  | "marigold"
  | "jasmine"
  | "anthurium"
  | "lotus"
  | "lotusBud"
  | "heliconia";

type Draw = (defs: Defs, palette: Palette, rng: Rng) => string;

const ring = (count: number, offset: number, petal: (angle: number, index: number) => string) =>
  Array.from({ length: count }, (_, i) => petal(offset + (360 / count) * i, i)).join("");

const ROSE_PETAL = "M0 0.05C-0.66-0.05-0.8-0.92 0-1C0.8-0.92 0.66-0.05 0 0.05Z";

const rose: Draw = (defs, c, rng) => {
  const fill = defs.radial(`rose-${c.id}`, [
    [0, darken(c.dark, 0.2)],
    [0.35, c.dark],
    [0.7, c.mid],
    [1, c.light],
  ]);
  const edge = lighten(c.light, 0.35);
  const rings: Array<[number, number, number]> = [
    [5, 1, 0],
    [5, 0.8, 36],
    [5, 0.6, 14],
    [4, 0.42, 55],
  ];
  const petals = rings
    .map(([count, length, offset]) =>
      ring(count, offset + between(rng, -8, 8), (angle) => {
        const stretch = length * between(rng, 0.92, 1.06);
        return `<path d="${ROSE_PETAL}" transform="rotate(${n(angle)}) scale(${n(stretch)})" fill="${fill}" stroke="${edge}" stroke-width="${n(0.03 / stretch)}"/>`;
      }),
    )
    .join("");
  // The tight heart of the rose: crescents that read as curled inner petals.
  const heart = [0.28, 0.2, 0.12]
    .map(
      (r, i) =>
        `<path d="M${-r} 0A${r} ${r} 0 0 1 ${r * 0.6} ${-r * 0.8}" transform="rotate(${i * 120 + 20})" fill="none" stroke="${edge}" stroke-width="0.035" stroke-linecap="round" opacity="0.9"/>`,
    )
    .join("");
  return `${petals}<circle r="0.3" fill="${c.dark}" opacity="0.6"/>${heart}`;
};

const gerbera: Draw = (defs, c, rng) => {
  const fill = defs.radial(`gerbera-${c.id}`, [
    [0, c.dark],
    [0.45, c.mid],
    [1, c.light],
  ]);
  const petal = "M0-0.18C-0.1-0.4-0.13-0.92 0-1C0.13-0.92 0.1-0.4 0-0.18Z";
  const back = ring(
    22,
    between(rng, 0, 16),
    (a) =>
      `<path d="${petal}" transform="rotate(${n(a)})" fill="${fill}" stroke="${darken(c.mid, 0.15)}" stroke-width="0.012"/>`,
  );
  const front = ring(
    18,
    between(rng, 0, 20),
    (a) =>
      `<path d="${petal}" transform="rotate(${n(a)}) scale(0.78)" fill="${fill}" stroke="${c.light}" stroke-width="0.015"/>`,
  );
  const dots = ring(
    16,
    0,
    (a) => `<circle cx="0" cy="-0.22" r="0.035" transform="rotate(${a})" fill="#f3c94a"/>`,
  );
  return `${back}${front}<circle r="0.3" fill="${c.accent}"/><circle r="0.18" fill="${darken(c.accent, 0.35)}"/>${dots}`;
};

const LILY_PETAL = "M0 0C-0.3-0.3-0.27-0.78 0-1C0.27-0.78 0.3-0.3 0 0Z";

const lily: Draw = (defs, c, rng) => {
  const fill = defs.radial(`lily-${c.id}`, [
    [0, "#c9d98a"],
    [0.2, c.dark],
    [0.65, c.mid],
    [1, c.light],
  ]);
  const spotted = c.id.includes("stargazer");
  const petalAt = (angle: number, width: number) => {
    const spots = spotted
      ? Array.from(
          { length: 7 },
          () =>
            `<circle cx="${n(between(rng, -0.08, 0.08))}" cy="${n(between(rng, -0.55, -0.2))}" r="${n(between(rng, 0.015, 0.03))}" fill="${darken(c.dark, 0.3)}"/>`,
        ).join("")
      : "";
    return `<g transform="rotate(${n(angle)}) scale(${width} 1)"><path d="${LILY_PETAL}" fill="${fill}" stroke="${darken(c.light, 0.08)}" stroke-width="0.015"/><path d="M0-0.08L0-0.85" stroke="${lighten(c.mid, 0.5)}" stroke-width="0.02" opacity="0.8"/>${spots}</g>`;
  };
  const turn = between(rng, 0, 60);
  const back = ring(3, turn, (a) => petalAt(a, 1.15));
  const front = ring(3, turn + 60, (a) => petalAt(a, 0.9));
  const stamens = ring(6, turn + 30, (a) => {
    const tip =
      c.accent === "none" ? "" : `<ellipse cx="0" cy="-0.5" rx="0.035" ry="0.07" fill="${c.accent}"/>`;
    return `<g transform="rotate(${n(a + between(rng, -8, 8))})"><path d="M0 0Q0.05-0.25 0-0.45" fill="none" stroke="#d7e3a6" stroke-width="0.018"/>${tip}</g>`;
  });
  return `${back}${front}<circle r="0.08" fill="#b9cc70"/>${stamens}`;
};

const orchid: Draw = (defs, c) => {
  const fill = defs.radial(`orchid-${c.id}`, [
    [0, c.dark],
    [0.45, c.mid],
    [1, c.light],
  ]);
  const edge = darken(c.light, 0.06);
  const sepals = [0, 125, -125]
    .map(
      (a) =>
        `<ellipse cx="0" cy="-0.45" rx="0.2" ry="0.48" transform="rotate(${a})" fill="${fill}" stroke="${edge}" stroke-width="0.015"/>`,
    )
    .join("");
  const petals = [-1, 1]
    .map(
      (side) =>
        `<ellipse cx="${side * 0.45}" cy="-0.08" rx="0.46" ry="0.4" transform="rotate(${side * 18})" fill="${fill}" stroke="${edge}" stroke-width="0.015"/>`,
    )
    .join("");
  const veins = [-60, -35, 35, 60]
    .map(
      (a) =>
        `<path d="M0 0L0-0.55" transform="rotate(${a})" stroke="${darken(c.mid, 0.3)}" stroke-width="0.018" opacity="0.35"/>`,
    )
    .join("");
  const lip = `<path d="M0 0.05C-0.22 0.05-0.28 0.32-0.12 0.42C-0.05 0.48 0.05 0.48 0.12 0.42C0.28 0.32 0.22 0.05 0 0.05Z" fill="${c.accent}"/><path d="M-0.16 0.08C-0.3-0.02-0.26-0.14-0.14-0.08M0.16 0.08C0.3-0.02 0.26-0.14 0.14-0.08" fill="none" stroke="${c.accent}" stroke-width="0.06" stroke-linecap="round"/>`;
  return `${sepals}${petals}${veins}${lip}<ellipse cx="0" cy="-0.02" rx="0.07" ry="0.1" fill="#fff8e8"/>`;
};

const FRANGIPANI_PETAL =
  "M0 0C0.25-0.2 0.5-0.7 0.2-0.95C-0.05-1.1-0.35-0.85-0.28-0.55C-0.22-0.3-0.08-0.15 0 0Z";

const frangipani: Draw = (defs, c, rng) => {
  const fill = defs.radial(`frangipani-${c.id}`, [
    [0, c.accent],
    [0.3, lighten(c.accent, 0.35)],
    [0.62, c.mid],
    [1, c.light],
  ]);
  return ring(
    5,
    between(rng, 0, 72),
    (a) =>
      `<path d="${FRANGIPANI_PETAL}" transform="rotate(${n(a)})" fill="${fill}" stroke="${c.dark}" stroke-width="0.02"/>`,
  );
};

const marigold: Draw = (defs, c, rng) => {
  const fill = defs.radial(`marigold-${c.id}`, [
    [0, c.dark],
    [0.6, c.mid],
    [1, c.light],
  ]);
  const scallop = "M0 0.1C-0.2 0.08-0.22-0.14 0-0.2C0.22-0.14 0.2 0.08 0 0.1Z";
  const stroke = darken(c.dark, 0.1);
  return [0.82, 0.66, 0.5, 0.34, 0.18]
    .map((radius, i) =>
      ring(Math.round(6 + radius * 16), between(rng, 0, 30), (a) => {
        const size = 0.9 + radius * 0.5;
        return `<path d="${scallop}" transform="rotate(${n(a)}) translate(0 ${-radius}) scale(${n(size)})" fill="${i % 2 ? c.mid : fill}" stroke="${stroke}" stroke-width="0.02"/>`;
      }),
    )
    .join("");
};

const jasmine: Draw = (_defs, c, rng) => {
  const petal = "M0-0.1C-0.16-0.35-0.14-0.85 0-1C0.14-0.85 0.16-0.35 0-0.1Z";
  const petals = ring(
    5,
    between(rng, 0, 72),
    (a) =>
      `<path d="${petal}" transform="rotate(${n(a)})" fill="${c.light}" stroke="${c.dark}" stroke-width="0.03"/>`,
  );
  return `${petals}<circle r="0.16" fill="${c.accent}"/>`;
};

const anthurium: Draw = (defs, c) => {
  const fill = defs.radial(
    `anthurium-${c.id}`,
    [
      [0, c.light],
      [0.5, c.mid],
      [1, c.dark],
    ],
    -0.2,
    -0.5,
    1,
  );
  const spathe =
    "M0 0C-0.25 0.2-0.75 0.15-0.7-0.25C-0.65-0.6-0.25-0.8 0-1C0.25-0.8 0.65-0.6 0.7-0.25C0.75 0.15 0.25 0.2 0 0Z";
  const veins = [-0.45, -0.25, 0.25, 0.45]
    .map(
      (x) =>
        `<path d="M0-0.05Q${x} -0.3 ${x * 0.6} -0.75" fill="none" stroke="${darken(c.dark, 0.2)}" stroke-width="0.02" opacity="0.45"/>`,
    )
    .join("");
  return `<path d="${spathe}" fill="${fill}" stroke="${darken(c.dark, 0.25)}" stroke-width="0.02"/>${veins}<ellipse cx="-0.3" cy="-0.45" rx="0.12" ry="0.25" transform="rotate(-30 -0.3 -0.45)" fill="#ffffff" opacity="0.35"/><path d="M0-0.08Q0.08-0.4 0.28-0.62" fill="none" stroke="${c.accent}" stroke-width="0.11" stroke-linecap="round"/>`;
};

const LOTUS_PETAL = "M0 0C-0.34-0.28-0.3-0.76 0-1C0.3-0.76 0.34-0.28 0 0Z";

/** A lotus seen from the side: fans of pointed petals, pale at the base, pink at the tips. */
const lotus: Draw = (defs, c) => {
  const fill = defs.linear(`lotus-${c.id}`, [
    [0, c.light],
    [0.55, c.mid],
    [1, c.dark],
  ]);
  const stroke = darken(c.mid, 0.15);
  const petal = (angle: number, length: number, width: number) =>
    `<g transform="rotate(${angle}) scale(${width} ${length})"><path d="${LOTUS_PETAL}" fill="${fill}" stroke="${stroke}" stroke-width="0.02"/><path d="M0-0.1Q0.03-0.5 0-0.9" fill="none" stroke="${stroke}" stroke-width="0.015" opacity="0.5"/></g>`;
  const outer = [-100, 100].map((a) => petal(a, 0.7, 0.9)).join("");
  const back = [-55, -28, 0, 28, 55].map((a) => petal(a, 1, 0.95)).join("");
  const pod = `<ellipse cx="0" cy="-0.42" rx="0.22" ry="0.09" fill="${c.accent}"/>`;
  const front = [-70, -38, -12, 12, 38, 70].map((a) => petal(a, 0.78, 1.05)).join("");
  return `<g transform="translate(0 0.35)">${outer}${back}${pod}${front}</g>`;
};

const lotusBud: Draw = (defs, c) => {
  const fill = defs.linear(`lotus-${c.id}`, [
    [0, c.light],
    [0.55, c.mid],
    [1, c.dark],
  ]);
  const stroke = darken(c.mid, 0.15);
  const bud = "M0 0.4C-0.45 0.2-0.42-0.5 0-1C0.42-0.5 0.45 0.2 0 0.4Z";
  return `<path d="${bud}" fill="${fill}" stroke="${stroke}" stroke-width="0.025"/><path d="M0 0.38C-0.25 0.05-0.22-0.5 0-0.98M0 0.38C0.28 0.05 0.3-0.45 0.05-0.9" fill="none" stroke="${stroke}" stroke-width="0.02" opacity="0.6"/>`;
};

/** An upright heliconia: alternating boat-shaped bracts climbing a stem. */
const heliconia: Draw = (defs, c, rng) => {
  const fill = defs.linear(`heliconia-${c.id}`, [
    [0, c.dark],
    [0.7, c.mid],
    [1, c.light],
  ]);
  const bract = "M0 0C0.18-0.02 0.55-0.15 0.72-0.5C0.48-0.38 0.2-0.3 0-0.26Z";
  const bracts = Array.from({ length: 5 }, (_, i) => {
    const side = i % 2 ? -1 : 1;
    const size = 1 - i * 0.14;
    return `<g transform="translate(0 ${n(0.6 - i * 0.32)}) scale(${n(side * size)} ${n(size)}) rotate(${n(between(rng, -6, 6))})"><path d="${bract}" fill="${fill}" stroke="${c.accent}" stroke-width="0.035"/></g>`;
  }).reverse();
  return `<path d="M0 0.8Q0.05 0-0.02-0.9" fill="none" stroke="#3f7a3a" stroke-width="0.05"/>${bracts.join("")}`;
};

export const FLOWERS: Record<FlowerKind, Draw> = {
  rose,
  gerbera,
  lily,
  orchid,
  frangipani,
  marigold,
  jasmine,
  anthurium,
  lotus,
  lotusBud,
  heliconia,
};
