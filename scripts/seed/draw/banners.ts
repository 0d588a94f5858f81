// The home hero (1280x720, calm on the left for the headline, lush on the right) and the
// 1200x630 social preview with the shop's name, both built from the arrangement stage.
import { SHOP } from "../../../shared/shop.ts";
import { backdrop, drawStage, type Recipe } from "./arrangement.ts";
import { FLOWERS } from "./flowers.ts";
import { FOLIAGE } from "./foliage.ts";
import { P } from "./recipes.ts";
import { Defs, place, seededRng } from "./svg.ts";

/** The showpiece: roses, lotus, orchids and frangipani over palm leaves in a tall vase. */
const SHOWPIECE: Recipe = {
  background: ["#fff6f1", "#f0d8d2"],
  container: { kind: "tallVase", color: "#e9e1d6", accent: "#c9a24a" },
  greenery: [
    { kind: "palm", green: "#3f7d3a", count: 7, length: 270 },
    { kind: "monstera", green: "#2f6b3a", count: 4, length: 190 },
  ],
  blooms: [
    { kind: "rose", palette: P.redRose, count: 7, size: 44 },
    { kind: "rose", palette: P.blushRose, count: 7, size: 44 },
    { kind: "lotus", palette: P.pinkLotus, count: 3, size: 64 },
    { kind: "frangipani", palette: P.whiteFrangipani, count: 5, size: 40 },
    { kind: "orchid", palette: P.magentaOrchid, count: 5, size: 34 },
    { kind: "jasmine", palette: P.jasmine, count: 10, size: 16 },
  ],
  sprays: [
    { palette: P.whiteOrchid, from: [420, 470], control: [650, 250], to: [700, 470], flowers: 5, size: 40 },
    { palette: P.whiteOrchid, from: [380, 470], control: [150, 250], to: [110, 470], flowers: 5, size: 38 },
  ],
};

/** A few blossoms dropped on the table, so the scene continues beyond the vase. */
function scattered(
  defs: Defs,
  spots: Array<[number, number, number, "frangipani" | "rose" | "leaf"]>,
): string {
  const rng = seededRng("scattered");
  return spots
    .map(([x, y, size, kind]) => {
      const body =
        kind === "leaf"
          ? FOLIAGE.leaf(defs, "#4f8a3c", rng)
          : FLOWERS[kind](defs, kind === "rose" ? P.blushRose : P.whiteFrangipani, rng);
      return `<g transform="${place(x, y, size, rng() * 360)} scale(1 0.6)">${body}</g>`;
    })
    .join("");
}

const svg = (width: number, height: number, defs: Defs, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${defs}${body}</svg>`;

export function heroSvg(): string {
  const defs = new Defs();
  const background = backdrop(defs, SHOWPIECE.background, 1280, 720, seededRng("hero-backdrop"));
  const stage = `<g transform="translate(625 12) scale(0.9)">${drawStage(SHOWPIECE, "hero", defs)}</g>`;
  const table = scattered(defs, [
    [600, 688, 40, "frangipani"],
    [540, 700, 75, "leaf"],
  ]);
  // A faint palm shadow gives the calm headline side some life without competing with text.
  const shade = `<g opacity="0.07" transform="${place(-40, 40, 420, 125)}">${FOLIAGE.palm(defs, "#2f4a35", seededRng("shade"))}</g>`;
  return svg(1280, 720, defs, `${background}${shade}${stage}${table}`);
}

export function ogSvg(): string {
  const defs = new Defs();
  const background = backdrop(defs, ["#fff8f3", "#f2dcd6"], 1200, 630, seededRng("og-backdrop"));
  const stage = `<g transform="translate(600 12) scale(0.76)">${drawStage(SHOWPIECE, "og", defs)}</g>`;
  const serif = `font-family="Liberation Serif, DejaVu Serif, serif"`;
  const [first, ...rest] = SHOP.name.split(" ");
  const text = `<text x="72" y="230" ${serif} font-size="104" font-weight="700" fill="#7a2142">${first} ${rest.slice(0, 1).join(" ")}</text><text x="72" y="335" ${serif} font-size="104" font-weight="700" fill="#7a2142">${rest.slice(1).join(" ")}</text><rect x="76" y="372" width="120" height="5" rx="2" fill="#2f6b4f"/><text x="72" y="430" font-family="Liberation Sans, DejaVu Sans, sans-serif" font-size="30" fill="#4a3238">Bouquets, weddings and events</text><text x="72" y="474" font-family="Liberation Sans, DejaVu Sans, sans-serif" font-size="30" fill="#4a3238">Same-day delivery in ${SHOP.address.city}</text>`;
  return svg(1200, 630, defs, `${background}${stage}${text}`);
}
