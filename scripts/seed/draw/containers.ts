// What holds the flowers (paper wrap, vases, hatbox, basket, bowl, pot) on the 800x800
// stage. Each returns the part behind the flowers, the part in front, and the dome where
// the blooms go.
import { type Defs, darken, lighten, n } from "./svg.ts";

export type ContainerKind =
  | "wrap"
  | "posy"
  | "vase"
  | "tallVase"
  | "box"
  | "basket"
  | "bowl"
  | "pot"
  | "tray";

export interface ContainerSpec {
  kind: ContainerKind;
  color: string;
  accent: string;
}

export interface Dome {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
  /** where the stems gather: blooms and leaves face away from it */
  baseX: number;
  baseY: number;
}

export interface Container {
  back: string;
  front: string;
  dome: Dome;
  /** the floor line the container stands on, for the shadow */
  floorY: number;
  floorWidth: number;
  /** whether the blooms' stems show between the flowers and the container */
  stems: boolean;
}

type Build = (defs: Defs, spec: ContainerSpec) => Container;

const bow = (x: number, y: number, color: string) => {
  const dark = darken(color, 0.25);
  return `<g transform="translate(${x} ${y})"><path d="M0 0C-40-30-75-20-70 5C-65 30-30 20 0 0Z" fill="${color}" stroke="${dark}" stroke-width="2"/><path d="M0 0C40-30 75-20 70 5C65 30 30 20 0 0Z" fill="${color}" stroke="${dark}" stroke-width="2"/><path d="M-4 4L-30 70L-14 64L-4 76Z" fill="${color}" stroke="${dark}" stroke-width="2"/><path d="M4 4L28 72L14 64L6 78Z" fill="${color}" stroke="${dark}" stroke-width="2"/><ellipse rx="11" ry="9" fill="${dark}"/></g>`;
};

const stems = (fromX: number, fromY: number, toY: number, spread: number, count: number) =>
  Array.from({ length: count }, (_, i) => {
    const t = count === 1 ? 0.5 : i / (count - 1);
    const x1 = fromX - 12 + 24 * t;
    const x2 = fromX - spread / 2 + spread * t;
    return `<path d="M${n(x1)} ${fromY}L${n(x2)} ${toY}" stroke="${i % 2 ? "#4f7d3a" : "#5f8f45"}" stroke-width="7" stroke-linecap="round"/>`;
  }).join("");

const wrap: Build = (defs, { color, accent }) => {
  const paper = defs.linear("wrap-back", [
    [0, darken(color, 0.12)],
    [1, lighten(color, 0.15)],
  ]);
  const front = defs.linear(
    "wrap-front",
    [
      [0, darken(color, 0.05)],
      [1, lighten(color, 0.25)],
    ],
    0,
    0,
    1,
    1,
  );
  const edge = darken(color, 0.3);
  const back = `<path d="M400 650L140 300Q170 215 245 245Q310 150 400 185Q490 150 555 245Q630 215 660 300Z" fill="${paper}" stroke="${edge}" stroke-width="3"/>`;
  const panels = `<path d="M165 425Q300 470 462 452L418 650L392 652Z" fill="${front}" stroke="${edge}" stroke-width="3"/><path d="M635 425Q500 485 338 462L384 652L410 650Z" fill="${front}" stroke="${edge}" stroke-width="3"/><path d="M338 462Q400 475 462 452" fill="none" stroke="${lighten(color, 0.4)}" stroke-width="3"/>`;
  return {
    back,
    front: `${stems(400, 640, 770, 90, 7)}${panels}${bow(400, 632, accent)}`,
    dome: { cx: 400, cy: 355, rx: 225, ry: 185, baseX: 400, baseY: 640 },
    floorY: 772,
    floorWidth: 170,
    stems: true,
  };
};

/** A hand-tied posy: the stems bound into a silk handle, no paper. */
const posy: Build = (_defs, { color, accent }) => {
  const stripes = Array.from(
    { length: 6 },
    (_, i) =>
      `<path d="M378 ${600 + i * 20}L422 ${588 + i * 20}" stroke="${darken(color, 0.12)}" stroke-width="3"/>`,
  ).join("");
  return {
    back: "",
    front: `${stems(400, 570, 770, 50, 6)}<rect x="377" y="585" width="46" height="125" rx="10" fill="${color}" stroke="${darken(color, 0.25)}" stroke-width="2"/>${stripes}${bow(400, 590, accent)}`,
    dome: { cx: 400, cy: 345, rx: 245, ry: 205, baseX: 400, baseY: 580 },
    floorY: 772,
    floorWidth: 120,
    stems: true,
  };
};

/** A round presentation tray seen at an angle, for garlands. */
const tray: Build = (defs, { color, accent }) => {
  const metal = defs.linear(
    "tray",
    [
      [0, darken(color, 0.3)],
      [0.45, lighten(color, 0.35)],
      [1, darken(color, 0.25)],
    ],
    0,
    0,
    1,
    0,
  );
  return {
    back: `<ellipse cx="400" cy="560" rx="330" ry="120" fill="${metal}" stroke="${darken(color, 0.4)}" stroke-width="3"/><ellipse cx="400" cy="560" rx="290" ry="98" fill="${accent}" opacity="0.35"/>`,
    front: `<path d="M70 560A330 120 0 0 0 730 560L730 580A330 120 0 0 1 70 580Z" fill="${darken(color, 0.2)}"/>`,
    dome: { cx: 400, cy: 555, rx: 250, ry: 70, baseX: 400, baseY: 620 },
    floorY: 690,
    floorWidth: 300,
    stems: false,
  };
};

/** A glass vase: the stems show through the tinted glass. */
function glass(defs: Defs, color: string, top: number, halfWidth: number): string {
  const body = `M${400 - halfWidth * 0.8} ${top}Q${400 - halfWidth * 1.15} ${top + 90} ${400 - halfWidth} 740Q400 770 ${400 + halfWidth} 740Q${400 + halfWidth * 1.15} ${top + 90} ${400 + halfWidth * 0.8} ${top}Z`;
  const tint = defs.linear(
    "glass",
    [
      [0, lighten(color, 0.2)],
      [0.5, lighten(color, 0.75)],
      [1, lighten(color, 0.3)],
    ],
    0,
    0,
    1,
    0,
  );
  const water = top + 70;
  return `${stems(400, top + 10, 735, halfWidth * 1.3, 6)}<path d="${body}" fill="${tint}" opacity="0.55" stroke="${darken(color, 0.2)}" stroke-width="3"/><path d="M${400 - halfWidth * 0.95} ${water}Q400 ${water + 12} ${400 + halfWidth * 0.95} ${water}" fill="none" stroke="#ffffff" stroke-width="3" opacity="0.8"/><path d="M${400 - halfWidth * 0.55} ${top + 40}Q${400 - halfWidth * 0.75} ${top + 140} ${400 - halfWidth * 0.6} 700" fill="none" stroke="#ffffff" stroke-width="8" stroke-linecap="round" opacity="0.55"/><ellipse cx="400" cy="${top}" rx="${halfWidth * 0.8}" ry="10" fill="none" stroke="${darken(color, 0.15)}" stroke-width="3"/>`;
}

/** A glazed ceramic vase with a sheen. */
function ceramic(defs: Defs, color: string, accent: string, top: number, halfWidth: number): string {
  const glaze = defs.linear(
    "ceramic",
    [
      [0, darken(color, 0.35)],
      [0.35, lighten(color, 0.15)],
      [1, darken(color, 0.2)],
    ],
    0,
    0,
    1,
    0,
  );
  const body = `M${400 - halfWidth * 0.55} ${top}Q${400 - halfWidth * 0.5} ${top + 40} ${400 - halfWidth} ${top + 130}Q${400 - halfWidth * 1.1} 700 ${400 - halfWidth * 0.7} 755L${400 + halfWidth * 0.7} 755Q${400 + halfWidth * 1.1} 700 ${400 + halfWidth} ${top + 130}Q${400 + halfWidth * 0.5} ${top + 40} ${400 + halfWidth * 0.55} ${top}Z`;
  return `<path d="${body}" fill="${glaze}" stroke="${darken(color, 0.4)}" stroke-width="3"/><path d="M${400 - halfWidth * 0.95} ${top + 200}Q400 ${top + 225} ${400 + halfWidth * 0.95} ${top + 200}" fill="none" stroke="${accent}" stroke-width="10"/><path d="M${400 - halfWidth * 0.6} ${top + 150}Q${400 - halfWidth * 0.8} ${top + 250} ${400 - halfWidth * 0.6} 720" fill="none" stroke="#ffffff" stroke-width="9" stroke-linecap="round" opacity="0.3"/><ellipse cx="400" cy="${top}" rx="${halfWidth * 0.55}" ry="9" fill="${darken(color, 0.5)}"/>`;
}

const vase: Build = (defs, { color }) => ({
  back: "",
  front: glass(defs, color, 525, 88),
  dome: { cx: 400, cy: 330, rx: 235, ry: 195, baseX: 400, baseY: 560 },
  floorY: 752,
  floorWidth: 190,
  stems: true,
});

const tallVase: Build = (defs, { color, accent }) => ({
  back: "",
  front: accent === "glass" ? glass(defs, color, 470, 70) : ceramic(defs, color, accent, 470, 95),
  dome: { cx: 400, cy: 275, rx: 215, ry: 215, baseX: 400, baseY: 500 },
  floorY: 755,
  floorWidth: 190,
  stems: true,
});

const box: Build = (defs, { color, accent }) => {
  const side = defs.linear(
    "box-side",
    [
      [0, darken(color, 0.3)],
      [0.4, lighten(color, 0.1)],
      [1, darken(color, 0.25)],
    ],
    0,
    0,
    1,
    0,
  );
  const back = `<ellipse cx="400" cy="510" rx="185" ry="42" fill="${darken(color, 0.55)}"/>`;
  const front = `<path d="M215 510L215 715A185 42 0 0 0 585 715L585 510A185 42 0 0 1 215 510Z" fill="${side}" stroke="${darken(color, 0.4)}" stroke-width="3"/><path d="M215 600A185 42 0 0 0 585 600L585 628A185 42 0 0 1 215 628Z" fill="${accent}"/>`;
  return {
    back,
    front,
    dome: { cx: 400, cy: 440, rx: 200, ry: 105, baseX: 400, baseY: 620 },
    floorY: 752,
    floorWidth: 200,
    stems: false,
  };
};

const basket: Build = (defs, { color, accent }) => {
  const weaveId = "weave";
  defs.add(
    weaveId,
    (key) =>
      `<pattern id="${key}" width="36" height="24" patternUnits="userSpaceOnUse"><rect width="36" height="24" fill="${color}"/><path d="M0 6Q9 0 18 6T36 6M0 18Q9 12 18 18T36 18" fill="none" stroke="${darken(color, 0.3)}" stroke-width="4"/><path d="M9 0V24M27 0V24" stroke="${darken(color, 0.18)}" stroke-width="3"/></pattern>`,
  );
  const handle = `<path d="M222 512C230 230 570 230 578 512" fill="none" stroke="${darken(color, 0.25)}" stroke-width="22"/><path d="M222 512C230 230 570 230 578 512" fill="none" stroke="${lighten(color, 0.2)}" stroke-width="8" stroke-dasharray="18 12"/>`;
  const body = `<path d="M200 505L250 725Q400 745 550 725L600 505Z" fill="url(#${weaveId})" stroke="${darken(color, 0.4)}" stroke-width="3"/><path d="M250 725Q400 745 550 725" fill="none" stroke="${darken(color, 0.4)}" stroke-width="10"/><path d="M192 505Q400 530 608 505" fill="none" stroke="${darken(color, 0.2)}" stroke-width="18" stroke-linecap="round"/><path d="M560 540Q590 560 575 600" fill="none" stroke="${accent}" stroke-width="12" stroke-linecap="round"/>`;
  return {
    back: handle,
    front: body,
    dome: { cx: 400, cy: 430, rx: 215, ry: 110, baseX: 400, baseY: 620 },
    floorY: 738,
    floorWidth: 200,
    stems: false,
  };
};

const bowl: Build = (defs, { color, accent }) => {
  const glaze = defs.linear(
    "bowl",
    [
      [0, darken(color, 0.3)],
      [0.4, lighten(color, 0.2)],
      [1, darken(color, 0.2)],
    ],
    0,
    0,
    1,
    0,
  );
  const back = `<ellipse cx="400" cy="565" rx="260" ry="52" fill="${darken(color, 0.45)}"/><ellipse cx="400" cy="572" rx="240" ry="40" fill="#7fb3b0"/><ellipse cx="360" cy="568" rx="150" ry="18" fill="#a9d3cf" opacity="0.6"/>`;
  const front = `<path d="M140 565Q150 700 290 730L510 730Q650 700 660 565A260 52 0 0 1 140 565Z" fill="${glaze}" stroke="${darken(color, 0.4)}" stroke-width="3"/><path d="M175 625Q400 690 625 625" fill="none" stroke="${accent}" stroke-width="8"/><path d="M300 730L320 752L480 752L500 730Z" fill="${darken(color, 0.3)}"/>`;
  return {
    back,
    front,
    dome: { cx: 400, cy: 470, rx: 230, ry: 90, baseX: 400, baseY: 640 },
    floorY: 752,
    floorWidth: 230,
    stems: false,
  };
};

const pot: Build = (defs, { color, accent }) => {
  const glaze = defs.linear(
    "pot",
    [
      [0, darken(color, 0.3)],
      [0.4, lighten(color, 0.25)],
      [1, darken(color, 0.25)],
    ],
    0,
    0,
    1,
    0,
  );
  const moss = Array.from(
    { length: 14 },
    (_, i) =>
      `<circle cx="${305 + i * 14.5}" cy="${598 + (i % 3) * 4}" r="${12 + (i % 4) * 2}" fill="${i % 2 ? "#6c8f3f" : "#58782f"}"/>`,
  ).join("");
  const front = `${moss}<path d="M290 600L320 755L480 755L510 600Z" fill="${glaze}" stroke="${darken(color, 0.4)}" stroke-width="3"/><rect x="282" y="598" width="236" height="34" rx="8" fill="${glaze}" stroke="${darken(color, 0.4)}" stroke-width="3"/><path d="M300 680Q400 700 500 680" fill="none" stroke="${accent}" stroke-width="8"/>`;
  return {
    back: "",
    front,
    dome: { cx: 400, cy: 330, rx: 220, ry: 220, baseX: 400, baseY: 600 },
    floorY: 757,
    floorWidth: 170,
    stems: true,
  };
};

export const CONTAINERS: Record<ContainerKind, Build> = {
  wrap,
  posy,
  vase,
  tallVase,
  box,
  basket,
  bowl,
  pot,
  tray,
};
