// Composes one arrangement on an 800x800 stage from a recipe: foliage fanned around a dome,
// blooms spread over it without piling up, orchid sprays, garlands, and the container.
import { CONTAINERS, type Container, type ContainerSpec } from "./containers.ts";
import { FLOWERS, type FlowerKind, type Palette } from "./flowers.ts";
import { babysBreath, FOLIAGE, type FoliageKind } from "./foliage.ts";
import { alongCurve, between, Defs, n, place, type Rng, seededRng } from "./svg.ts";

export interface Bloom {
  kind: FlowerKind;
  palette: Palette;
  count: number;
  /** radius in stage pixels */
  size: number;
}

export interface Greenery {
  kind: FoliageKind;
  /** around the dome (default), fanned out from where the stems gather, or lying flat on water */
  at?: "dome" | "base" | "flat";
  green: string;
  count: number;
  /** length in stage pixels */
  length: number;
}

export interface Spray {
  palette: Palette;
  from: [number, number];
  control: [number, number];
  to: [number, number];
  flowers: number;
  size: number;
}

export interface Garland {
  /** where it hangs from the rail, and how far its lowest point drops */
  x1: number;
  x2: number;
  top: number;
  depth: number;
  flower: Palette;
  accent: Palette;
}

export interface Recipe {
  /** centre and edge of the soft background */
  background: [string, string];
  container: ContainerSpec;
  greenery: Greenery[];
  blooms: Bloom[];
  sprays?: Spray[];
  garlands?: Garland[];
  babysBreath?: number;
}

/** Flowers drawn side-on: they turn to face away from where the stems gather. */
const SIDE_ON: ReadonlySet<FlowerKind> = new Set(["lotus", "lotusBud", "heliconia", "anthurium"]);

interface Placed {
  x: number;
  y: number;
  r: number;
}

/** Best-candidate sampling inside the dome: each bloom goes where it overlaps least. */
function spreadInDome(container: Container, radii: number[], rng: Rng): Placed[] {
  const { cx, cy, rx, ry } = container.dome;
  const placed: Placed[] = [];
  for (const r of radii) {
    let best: Placed = { x: cx, y: cy, r };
    let bestScore = Number.NEGATIVE_INFINITY;
    for (let attempt = 0; attempt < 160; attempt++) {
      const angle = rng() * Math.PI * 2;
      const radius = Math.sqrt(rng());
      const x = cx + Math.cos(angle) * radius * (rx - r * 0.6);
      const y = cy + Math.sin(angle) * radius * (ry - r * 0.4);
      const clearance = placed.reduce(
        (min, p) => Math.min(min, Math.hypot(p.x - x, p.y - y) - (p.r + r) * 0.82),
        rx,
      );
      const score = clearance - Math.abs(radius - 0.75) * 8;
      if (score > bestScore) {
        bestScore = score;
        best = { x, y, r };
      }
    }
    placed.push(best);
  }
  return placed;
}

function drawGreenery(defs: Defs, container: Container, greenery: Greenery[], rng: Rng): string {
  const { cx, cy, rx, ry, baseX, baseY } = container.dome;
  return greenery
    .flatMap((g) =>
      Array.from({ length: g.count }, (_, i) => {
        const t = g.count === 1 ? 0.5 : i / (g.count - 1);
        const size = g.length * between(rng, 0.85, 1.1);
        if (g.at === "flat") {
          const x = cx + (t - 0.5) * rx * 1.6 + between(rng, -20, 20);
          return `<g transform="${place(x, cy + ry * 0.7, size)}">${FOLIAGE[g.kind](defs, g.green, rng)}</g>`;
        }
        if (g.at === "base") {
          const turn = (t - 0.5) * 150 + between(rng, -8, 8);
          return `<g transform="${place(baseX + (t - 0.5) * 60, baseY, size, turn)}">${FOLIAGE[g.kind](defs, g.green, rng)}</g>`;
        }
        const angle = -105 + 210 * t + between(rng, -9, 9);
        const rad = (angle * Math.PI) / 180;
        const x = cx + Math.sin(rad) * rx * 0.55;
        const y = cy - Math.cos(rad) * ry * 0.55 + (baseY - cy) * 0.1;
        const turn = (Math.atan2(x - baseX, baseY - y) * 180) / Math.PI;
        return `<g transform="${place(x, y, size, turn + between(rng, -10, 10))}">${FOLIAGE[g.kind](defs, g.green, rng)}</g>`;
      }),
    )
    .join("");
}

type Item = Bloom & { r: number };

/**
 * Shrinks the container's dome to what the blooms can fill, keeping its bottom where it
 * was, so a few large flowers make a tight posy instead of scattered dots.
 */
function fittedDome(container: Container, items: Item[]): Container {
  const { dome } = container;
  if (items.length === 0) return container;
  const bloomArea = items.reduce((sum, item) => sum + Math.PI * item.r * item.r, 0);
  const scale = Math.min(1, Math.sqrt(bloomArea / (0.85 * Math.PI * dome.rx * dome.ry)));
  const bottom = dome.cy + dome.ry;
  const ry = dome.ry * scale;
  return { ...container, dome: { ...dome, rx: dome.rx * scale, ry, cy: bottom - ry } };
}

function bloomItems(blooms: Bloom[], rng: Rng): Item[] {
  const items = blooms.flatMap((b) =>
    Array.from({ length: b.count }, () => ({ ...b, r: b.size * between(rng, 0.85, 1.12) })),
  );
  return items.sort((a, b) => b.r - a.r);
}

function drawBlooms(defs: Defs, container: Container, items: Item[], rng: Rng): string {
  const spots = spreadInDome(
    container,
    items.map((item) => item.r),
    rng,
  );
  const { baseX, baseY } = container.dome;
  const placed = items.map((item, i) => ({ item, spot: spots[i] as Placed }));
  const stems = container.stems
    ? placed
        .map(
          ({ spot }) =>
            `<path d="M${n(spot.x)} ${n(spot.y)}Q${n((spot.x + baseX) / 2)} ${n(spot.y + (baseY - spot.y) * 0.7)} ${n(baseX + between(rng, -14, 14))} ${baseY}" fill="none" stroke="#4f7d3a" stroke-width="${n(Math.max(4, Math.min(8, spot.r * 0.12)))}"/>`,
        )
        .join("")
    : "";
  const heads = placed
    .sort((a, b) => a.spot.y - b.spot.y)
    .map(({ item, spot }) => {
      const facing = (Math.atan2(spot.x - baseX, baseY - spot.y) * 180) / Math.PI;
      const angle = SIDE_ON.has(item.kind) ? Math.max(-70, Math.min(70, facing * 0.9)) : rng() * 360;
      return `<g transform="${place(spot.x, spot.y, item.r, angle)}">${FLOWERS[item.kind](defs, item.palette, rng)}</g>`;
    })
    .join("");
  return `${stems}${heads}`;
}

function drawSpray(defs: Defs, spray: Spray, rng: Rng): string {
  const stem = `<path d="M${spray.from.join(" ")}Q${spray.control.join(" ")} ${spray.to.join(" ")}" fill="none" stroke="#4d6b32" stroke-width="6" stroke-linecap="round"/>`;
  const parts: string[] = [];
  for (let i = 0; i < spray.flowers + 2; i++) {
    const t = 0.32 + (0.68 * i) / (spray.flowers + 1);
    const [x, y] = alongCurve(spray.from, spray.control, spray.to, t);
    if (i >= spray.flowers) {
      const r = spray.size * (i === spray.flowers ? 0.32 : 0.22);
      parts.push(
        `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r)}" ry="${n(r * 0.8)}" fill="${spray.palette.mid}"/>`,
      );
      continue;
    }
    const size = spray.size * (1 - i * 0.08);
    parts.push(
      `<g transform="${place(x, y + size * 0.55, size, between(rng, -12, 12))}">${FLOWERS.orchid(defs, spray.palette, rng)}</g>`,
    );
  }
  return `${stem}${parts.join("")}`;
}

/** A jasmine garland hanging from a rail: a thick strand of florets with rose beads. */
function drawGarland(defs: Defs, g: Garland, rng: Rng): string {
  const from: [number, number] = [g.x1, g.top];
  const to: [number, number] = [g.x2, g.top];
  const control: [number, number] = [(g.x1 + g.x2) / 2, g.top + g.depth * 2];
  const count = Math.round((g.x2 - g.x1 + g.depth * 2) / 6);
  const parts: string[] = [];
  for (let i = 0; i <= count; i++) {
    const [x, y] = alongCurve(from, control, to, i / count);
    if (i % 14 === 7) {
      parts.push(`<g transform="${place(x, y, 19, rng() * 360)}">${FLOWERS.rose(defs, g.accent, rng)}</g>`);
      continue;
    }
    for (const offset of [-7, 0, 7]) {
      const jitter = between(rng, -3, 3);
      parts.push(
        `<g transform="${place(x + offset + jitter, y + between(rng, -3, 3), between(rng, 10, 13), rng() * 360)}">${FLOWERS.jasmine(defs, g.flower, rng)}</g>`,
      );
    }
  }
  const [bx, by] = alongCurve(from, control, to, 0.5);
  const marigold = { id: "tassel", light: "#ffd166", mid: "#f8a21a", dark: "#d9650b", accent: "#d9650b" };
  const fringe = Array.from(
    { length: 7 },
    (_, i) =>
      `<path d="M${bx} ${by + 62}L${bx - 15 + i * 5} ${by + 118}" stroke="#c9a227" stroke-width="2.5"/>`,
  ).join("");
  const tassel = `<path d="M${bx} ${by}L${bx} ${by + 62}" stroke="#c9a227" stroke-width="3"/><g transform="${place(bx, by + 22, 20)}">${FLOWERS.rose(defs, g.accent, rng)}</g>${fringe}<g transform="${place(bx, by + 62, 17)}">${FLOWERS.marigold(defs, marigold, rng)}</g>`;
  return `<path d="M${from.join(" ")}Q${control.join(" ")} ${to.join(" ")}" fill="none" stroke="#e2d6b4" stroke-width="4"/>${parts.join("")}${tassel}`;
}

/** The brass rail the garlands hang from. */
function rail(garlands: Garland[]): string {
  const left = Math.min(...garlands.map((g) => g.x1)) - 40;
  const right = Math.max(...garlands.map((g) => g.x2)) + 40;
  const top = Math.min(...garlands.map((g) => g.top)) - 6;
  return `<path d="M${left} ${top}H${right}" stroke="#9c7a2f" stroke-width="12" stroke-linecap="round"/><path d="M${left} ${top - 3}H${right}" stroke="#e8cf7a" stroke-width="3" stroke-linecap="round"/><circle cx="${left}" cy="${top}" r="13" fill="#b8923a"/><circle cx="${right}" cy="${top}" r="13" fill="#b8923a"/>`;
}

/** The arrangement on its own, in 800x800 stage units, ready to be placed in any scene. */
export function drawStage(recipe: Recipe, seed: string, defs: Defs): string {
  const rng = seededRng(seed);
  const items = bloomItems(recipe.blooms, rng);
  const container = fittedDome(CONTAINERS[recipe.container.kind](defs, recipe.container), items);
  const shadow = defs.radial(
    "floor-shadow",
    [
      [0, "rgba(58,31,40,0.28)"],
      [1, "rgba(58,31,40,0)"],
    ],
    0,
    0,
    1,
  );
  defs.add(
    "lift",
    (key) =>
      `<filter id="${key}" x="-10%" y="-10%" width="120%" height="125%"><feDropShadow dx="0" dy="5" stdDeviation="6" flood-color="#3a1f28" flood-opacity="0.22"/></filter>`,
  );
  const floor = `<circle transform="translate(400 ${container.floorY}) scale(${container.floorWidth * 1.3} 26)" r="1" fill="${shadow}"/>`;
  const greenery = drawGreenery(defs, container, recipe.greenery, rng);
  const filler = Array.from({ length: recipe.babysBreath ?? 0 }, () => {
    const { cx, cy, rx, ry } = container.dome;
    const x = cx + between(rng, -0.8, 0.8) * rx;
    const y = cy + between(rng, -0.7, 0.5) * ry;
    return `<g transform="${place(x, y, 70, between(rng, -30, 30))}">${babysBreath(rng)}</g>`;
  }).join("");
  const sprays = (recipe.sprays ?? []).map((s) => drawSpray(defs, s, rng)).join("");
  const hanging = recipe.garlands ?? [];
  const garlands = hanging.length
    ? `${rail(hanging)}${hanging.map((g) => drawGarland(defs, g, rng)).join("")}`
    : "";
  const blooms = drawBlooms(defs, container, items, rng);
  return `${floor}${container.back}<g filter="url(#lift)">${greenery}${filler}${sprays}${blooms}${garlands}</g>${container.front}`;
}

/** A soft, slightly grainy backdrop with a table edge and a few out-of-focus lights. */
export function backdrop(
  defs: Defs,
  [centre, edge]: [string, string],
  width: number,
  height: number,
  rng: Rng,
): string {
  const glow = defs.radial(
    "backdrop",
    [
      [0, centre],
      [1, edge],
    ],
    width * 0.5,
    height * 0.38,
    Math.max(width, height) * 0.75,
  );
  defs.add(
    "grain",
    (key) =>
      `<filter id="${key}" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.85" numOctaves="2" seed="7"/><feColorMatrix type="saturate" values="0"/></filter>`,
  );
  const bokeh = Array.from({ length: 7 }, () => {
    const r = between(rng, 30, 90);
    return `<circle cx="${n(between(rng, 0, width))}" cy="${n(between(rng, 0, height * 0.7))}" r="${n(r)}" fill="#ffffff" opacity="${n(between(rng, 0.12, 0.25))}"/>`;
  }).join("");
  const table = `<rect y="${height * 0.9}" width="${width}" height="${height * 0.1}" fill="${edge}" opacity="0.55"/>`;
  return `<rect width="${width}" height="${height}" fill="${glow}"/>${bokeh}${table}<rect width="${width}" height="${height}" filter="url(#grain)" opacity="0.07"/>`;
}

export function productSvg(recipe: Recipe, seed: string): string {
  const defs = new Defs();
  const rng = seededRng(`${seed}-backdrop`);
  const body = `${backdrop(defs, recipe.background, 800, 800, rng)}${drawStage(recipe, seed, defs)}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">${defs}${body}</svg>`;
}
