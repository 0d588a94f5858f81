// The add-ons' pictures on the same soft backdrop as the bouquets: a glass
// vase, a box of chocolates, a balloon and a teddy bear, drawn as SVG on an 800x800 stage.
import { backdrop } from "./arrangement.ts";
import { Defs, darken, lighten, n, seededRng } from "./svg.ts";

type Draw = (defs: Defs) => string;

const shadow = (cx: number, cy: number, rx: number) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${n(rx * 0.16)}" fill="#3b2a2a" opacity="0.18"/>`;

const glassVase: Draw = (defs) => {
  const glass = defs.linear(
    "vase-glass",
    [
      [0, "#d9eef0"],
      [0.5, "#f6fcfc"],
      [1, "#c4e1e4"],
    ],
    0,
    0,
    1,
    0,
  );
  const water = defs.linear("vase-water", [
    [0, "#9fd0d6"],
    [1, "#cde9ec"],
  ]);
  const body =
    "M300 250C300 230 500 230 500 250L492 300C560 360 585 470 560 590C545 660 500 690 400 690C300 690 255 660 240 590C215 470 240 360 308 300Z";
  const waterLine =
    "M262 430C320 445 480 445 538 430C560 500 560 560 548 600C535 655 495 678 400 678C305 678 265 655 252 600C240 560 240 500 262 430Z";
  const stems = [345, 375, 410, 440]
    .map(
      (x, i) =>
        `<path d="M${x} 660C${x + (i - 1.5) * 6} 560 ${x + (i - 1.5) * 20} 420 ${x + (i - 1.5) * 30} 300" stroke="#6e9a55" stroke-width="5" fill="none" opacity="0.55"/>`,
    )
    .join("");
  return `${shadow(400, 700, 190)}<path d="${body}" fill="${glass}" opacity="0.85"/><path d="${waterLine}" fill="${water}" opacity="0.7"/>${stems}<ellipse cx="400" cy="250" rx="100" ry="16" fill="#eef8f9" stroke="#a9cfd3" stroke-width="4"/><ellipse cx="400" cy="432" rx="138" ry="12" fill="#b9dde1" opacity="0.6"/><path d="${body}" fill="none" stroke="#9cc6cb" stroke-width="5"/><path d="M282 380C262 460 262 560 290 630" stroke="#ffffff" stroke-width="16" stroke-linecap="round" fill="none" opacity="0.7"/><path d="M520 420C530 470 530 520 522 560" stroke="#ffffff" stroke-width="8" stroke-linecap="round" fill="none" opacity="0.5"/>`;
};

const chocolates: Draw = (defs) => {
  const lid = defs.linear("choc-lid", [
    [0, "#7a1f2b"],
    [1, "#a8323f"],
  ]);
  const truffle = (x: number, y: number, color: string, i: number) => {
    const fill = defs.radial(
      `truffle-${i}`,
      [
        [0, lighten(color, 0.35)],
        [1, darken(color, 0.2)],
      ],
      x - 12,
      y - 14,
      46,
    );
    const drizzle =
      i % 2
        ? `<path d="M${x - 24} ${y - 4}C${x - 10} ${y - 16} ${x + 10} ${y + 6} ${x + 24} ${y - 6}" stroke="${lighten(color, 0.6)}" stroke-width="4" fill="none"/>`
        : `<circle cx="${x}" cy="${y - 8}" r="6" fill="#f1d9a8"/>`;
    return `<ellipse cx="${x}" cy="${y + 26}" rx="40" ry="10" fill="#000" opacity="0.25"/><circle cx="${x}" cy="${y}" r="36" fill="${fill}"/>${drizzle}`;
  };
  const colors = ["#5b3222", "#7b4a2c", "#3d2016", "#8a5a35", "#5b3222", "#3d2016"];
  const rows = [
    [300, 470],
    [400, 470],
    [500, 470],
    [300, 560],
    [400, 560],
    [500, 560],
  ] as const;
  const pieces = rows.map(([x, y], i) => truffle(x, y, colors[i] ?? "#5b3222", i)).join("");
  return `${shadow(400, 660, 260)}<path d="M210 250L590 250L610 330L190 330Z" fill="${lid}"/><rect x="190" y="330" width="420" height="30" fill="${darken("#a8323f", 0.3)}"/><path d="M390 250L410 250L420 330L380 330Z" fill="#e8c36a"/><g transform="translate(400 252)"><path d="M0 0C-40-40-90-30-80 -2C-70 20-30 12 0 0Z" fill="#e8c36a" stroke="#c79d3f" stroke-width="3"/><path d="M0 0C40-40 90-30 80 -2C70 20 30 12 0 0Z" fill="#e8c36a" stroke="#c79d3f" stroke-width="3"/><circle r="12" fill="#c79d3f"/></g><rect x="200" y="400" width="400" height="250" rx="14" fill="#4a1820"/><rect x="215" y="414" width="370" height="222" rx="10" fill="#e9d3b6"/>${pieces}<rect x="200" y="400" width="400" height="250" rx="14" fill="none" stroke="#2e0e14" stroke-width="4"/>`;
};

const balloon: Draw = (defs) => {
  const skin = defs.radial(
    "balloon-skin",
    [
      [0, "#ff8a8a"],
      [0.55, "#e0303c"],
      [1, "#9c1623"],
    ],
    350,
    230,
    260,
  );
  const heart =
    "M400 520C330 470 200 390 200 270C200 190 260 140 320 140C360 140 390 165 400 195C410 165 440 140 480 140C540 140 600 190 600 270C600 390 470 470 400 520Z";
  return `${shadow(420, 705, 90)}<path d="M400 530C380 580 430 620 405 660C392 685 410 700 420 705" stroke="#8c6a5a" stroke-width="4" fill="none"/><path d="${heart}" fill="${skin}"/><path d="M390 520L410 520L418 540L382 540Z" fill="#9c1623"/><path d="M262 220C270 190 300 175 325 180" stroke="#ffffff" stroke-width="16" stroke-linecap="round" fill="none" opacity="0.75"/><ellipse cx="250" cy="268" rx="10" ry="16" fill="#ffffff" opacity="0.55"/><rect x="360" y="680" width="120" height="40" rx="8" fill="#f2e6d0" stroke="#c9b38e" stroke-width="3"/>`;
};

const teddy: Draw = (defs) => {
  const fur = "#b07a4a";
  const body = defs.radial(
    "teddy-fur",
    [
      [0, lighten(fur, 0.25)],
      [1, darken(fur, 0.15)],
    ],
    380,
    420,
    330,
  );
  const muzzle = lighten(fur, 0.45);
  const dark = darken(fur, 0.55);
  return `${shadow(400, 690, 230)}<ellipse cx="400" cy="540" rx="170" ry="150" fill="${body}"/><ellipse cx="400" cy="560" rx="95" ry="95" fill="${muzzle}" opacity="0.7"/><ellipse cx="250" cy="630" rx="70" ry="55" fill="${body}"/><ellipse cx="550" cy="630" rx="70" ry="55" fill="${body}"/><ellipse cx="245" cy="640" rx="38" ry="30" fill="${muzzle}"/><ellipse cx="555" cy="640" rx="38" ry="30" fill="${muzzle}"/><ellipse cx="255" cy="470" rx="55" ry="80" transform="rotate(30 255 470)" fill="${body}"/><ellipse cx="545" cy="470" rx="55" ry="80" transform="rotate(-30 545 470)" fill="${body}"/><circle cx="285" cy="200" r="58" fill="${body}"/><circle cx="515" cy="200" r="58" fill="${body}"/><circle cx="285" cy="200" r="32" fill="${muzzle}"/><circle cx="515" cy="200" r="32" fill="${muzzle}"/><circle cx="400" cy="290" r="140" fill="${body}"/><ellipse cx="400" cy="335" rx="62" ry="48" fill="${muzzle}"/><ellipse cx="400" cy="312" rx="22" ry="15" fill="${dark}"/><path d="M400 327L400 350M400 350C385 364 370 360 362 352M400 350C415 364 430 360 438 352" stroke="${dark}" stroke-width="5" fill="none" stroke-linecap="round"/><circle cx="350" cy="260" r="13" fill="${dark}"/><circle cx="450" cy="260" r="13" fill="${dark}"/><circle cx="354" cy="255" r="4" fill="#ffffff"/><circle cx="454" cy="255" r="4" fill="#ffffff"/><g transform="translate(400 428)"><path d="M0 0C-50-40-100-20-90 10C-80 40-40 20 0 0Z" fill="#d6334a"/><path d="M0 0C50-40 100-20 90 10C80 40 40 20 0 0Z" fill="#d6334a"/><circle r="16" fill="#a81f35"/></g>`;
};

export const ADD_ON_DRAWINGS: Record<string, { background: [string, string]; draw: Draw }> = {
  "glass-vase": { background: ["#f5f9f6", "#d9e6df"], draw: glassVase },
  chocolates: { background: ["#fbf3ea", "#ead7c3"], draw: chocolates },
  balloon: { background: ["#fdf1f1", "#efd4d6"], draw: balloon },
  "teddy-bear": { background: ["#f8f3ec", "#e6d8c6"], draw: teddy },
};

export function addOnSvg(slug: string): string {
  const drawing = ADD_ON_DRAWINGS[slug];
  if (!drawing) throw new Error(`No drawing for add-on "${slug}" in scripts/seed/draw/addons.ts`);
  const defs = new Defs();
  const rng = seededRng(`addon-${slug}-backdrop`);
  const body = `${backdrop(defs, drawing.background, 800, 800, rng)}${drawing.draw(defs)}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">${defs}${body}</svg>`;
}
