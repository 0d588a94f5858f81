// What each seed product's picture shows: the flowers, colours, greenery and container,
// keyed by the catalogue slug (draw-images.ts refuses a slug without a recipe).
import type { Recipe } from "./arrangement.ts";
import type { Palette } from "./flowers.ts";

const palette = (id: string, light: string, mid: string, dark: string, accent = "#f3c94a"): Palette => ({
  id,
  light,
  mid,
  dark,
  accent,
});

export const P = {
  redRose: palette("red-rose", "#ef5b70", "#c8102e", "#7d0a1e"),
  blushRose: palette("blush-rose", "#fff0f1", "#f6b7c5", "#d9678a"),
  yellowRose: palette("yellow-rose", "#fff4b8", "#ffd34d", "#e29a1f"),
  peachRose: palette("peach-rose", "#ffe6d5", "#ffb38a", "#e07a4f"),
  ivoryRose: palette("ivory-rose", "#fffefa", "#f7eedb", "#e2cfa6"),
  coralRose: palette("coral-rose", "#ffcab9", "#ff7f66", "#d8483a"),
  pinkSprayRose: palette("pink-spray", "#ffd9ea", "#f28ab2", "#c2416b"),
  whiteLotus: palette("white-lotus", "#fffdf4", "#fbeff2", "#f3bfd0", "#e3cb55"),
  pinkLotus: palette("pink-lotus", "#fff6e8", "#f7a8c4", "#d6457b", "#e3cb55"),
  lilyBud: palette("lily-bud", "#d7e6a8", "#f4f6e4", "#fbfbf3"),
  stargazerBud: palette("stargazer-bud", "#cfe0a0", "#f6c0d6", "#e77aa8"),
  whiteLily: palette("white-lily", "#ffffff", "#fbf9f0", "#edf0cf", "none"),
  stargazer: palette("stargazer", "#fff5f8", "#f59ac0", "#d63c7a", "#8b3a1a"),
  purpleOrchid: palette("purple-orchid", "#f8def2", "#cf78be", "#8e2f7e", "#6e0f4d"),
  whiteOrchid: palette("white-orchid", "#ffffff", "#faf5f8", "#e6cfe0", "#e8b923"),
  magentaOrchid: palette("magenta-orchid", "#ffd1ee", "#e0409e", "#a3146a", "#f2c14e"),
  whiteFrangipani: palette("white-frangipani", "#ffffff", "#fffaf0", "#e2d6b8", "#f5c23c"),
  pinkFrangipani: palette("pink-frangipani", "#ffd3df", "#ffeef2", "#e6b3c0", "#f5c23c"),
  orangeMarigold: palette("orange-marigold", "#ffc04d", "#f7941d", "#d4600a"),
  yellowMarigold: palette("yellow-marigold", "#ffe680", "#ffc928", "#e09a00"),
  jasmine: palette("jasmine", "#ffffff", "#ffffff", "#ddd8c8", "#e8d96b"),
  orangeGerbera: palette("orange-gerbera", "#ffb066", "#ff7a1a", "#e0520a", "#5a3a1a"),
  pinkGerbera: palette("pink-gerbera", "#ffc7da", "#f25c8e", "#c9245e", "#4a5a2a"),
  yellowGerbera: palette("yellow-gerbera", "#fff29e", "#ffd400", "#f0a800", "#5a3a1a"),
  redAnthurium: palette("red-anthurium", "#ff6b6b", "#d7192d", "#8f0b1c", "#f6e7a8"),
  heliconia: palette("heliconia", "#ff6a3d", "#e0282e", "#a5121f", "#f2d024"),
} as const;

const GREEN = { leaf: "#4f8a3c", deep: "#2f6b3a", sage: "#8aa894", salal: "#3d6e3a", palm: "#3f7d3a" };

export const RECIPES: Record<string, Recipe> = {
  "angkor-red-roses": {
    background: ["#fff4f2", "#f1d2d0"],
    container: { kind: "wrap", color: "#d4b48c", accent: "#8e1b2e" },
    greenery: [{ kind: "eucalyptus", green: GREEN.sage, count: 9, length: 170 }],
    blooms: [{ kind: "rose", palette: P.redRose, count: 17, size: 52 }],
  },
  "blush-rose-hatbox": {
    background: ["#fff7f5", "#efd9da"],
    container: { kind: "box", color: "#3a3135", accent: "#d9a7b5" },
    greenery: [{ kind: "leaf", green: GREEN.leaf, count: 6, length: 80 }],
    blooms: [{ kind: "rose", palette: P.blushRose, count: 19, size: 50 }],
  },
  "sunrise-roses": {
    background: ["#fffaf0", "#f4e0c3"],
    container: { kind: "vase", color: "#9fd3c7", accent: "glass" },
    greenery: [{ kind: "fern", green: GREEN.leaf, count: 8, length: 210 }],
    blooms: [
      { kind: "rose", palette: P.yellowRose, count: 7, size: 52 },
      { kind: "rose", palette: P.peachRose, count: 7, size: 50 },
    ],
  },
  "lotus-bridal-bouquet": {
    background: ["#fbf8f4", "#e6dfec"],
    container: { kind: "posy", color: "#f6efe2", accent: "#e9dcc4" },
    greenery: [
      { kind: "fern", green: GREEN.leaf, count: 7, length: 230 },
      { kind: "leaf", green: GREEN.deep, count: 6, length: 150 },
    ],
    blooms: [
      { kind: "lotus", palette: P.whiteLotus, count: 4, size: 70 },
      { kind: "rose", palette: P.ivoryRose, count: 11, size: 46 },
      { kind: "jasmine", palette: P.jasmine, count: 14, size: 18 },
    ],
  },
  "jasmine-garland-set": {
    background: ["#fff9f0", "#eedfc8"],
    container: { kind: "tray", color: "#c9a24a", accent: "#8b1e2e" },
    greenery: [],
    blooms: [
      { kind: "frangipani", palette: P.whiteFrangipani, count: 3, size: 40 },
      { kind: "marigold", palette: P.orangeMarigold, count: 3, size: 30 },
      { kind: "rose", palette: P.redRose, count: 3, size: 28 },
    ],
    garlands: [
      { x1: 150, x2: 375, top: 120, depth: 230, flower: P.jasmine, accent: P.redRose },
      { x1: 425, x2: 650, top: 120, depth: 230, flower: P.jasmine, accent: P.redRose },
    ],
  },
  "temple-ceremony-centrepiece": {
    background: ["#fbfaf5", "#e3e6da"],
    container: { kind: "bowl", color: "#b7cfc0", accent: "#d4b15a" },
    greenery: [
      { kind: "palm", green: GREEN.palm, count: 5, length: 230 },
      { kind: "monstera", green: GREEN.deep, count: 3, length: 150 },
    ],
    blooms: [
      { kind: "lily", palette: P.whiteLily, count: 4, size: 74 },
      { kind: "rose", palette: P.ivoryRose, count: 7, size: 44 },
      { kind: "orchid", palette: P.whiteOrchid, count: 5, size: 36 },
    ],
  },
  "old-market-mix": {
    background: ["#fffaf3", "#f3e3d2"],
    container: { kind: "wrap", color: "#f2c4cf", accent: "#5f8f4e" },
    greenery: [{ kind: "leaf", green: GREEN.leaf, count: 8, length: 150 }],
    babysBreath: 6,
    blooms: [
      { kind: "gerbera", palette: P.orangeGerbera, count: 3, size: 56 },
      { kind: "gerbera", palette: P.pinkGerbera, count: 3, size: 56 },
      { kind: "gerbera", palette: P.yellowGerbera, count: 3, size: 54 },
      { kind: "rose", palette: P.pinkSprayRose, count: 6, size: 34 },
    ],
  },
  "tonle-sap-sunset": {
    background: ["#fff5ec", "#f4d6c1"],
    container: { kind: "basket", color: "#c79a5f", accent: "#e2634a" },
    greenery: [{ kind: "leaf", green: GREEN.leaf, count: 8, length: 130 }],
    blooms: [
      { kind: "gerbera", palette: P.orangeGerbera, count: 5, size: 52 },
      { kind: "rose", palette: P.coralRose, count: 6, size: 44 },
      { kind: "rose", palette: P.pinkSprayRose, count: 5, size: 30 },
    ],
  },
  "frangipani-posy": {
    background: ["#fbfff5", "#e0ecd3"],
    container: { kind: "wrap", color: "#7fae5a", accent: "#b08a5a" },
    greenery: [{ kind: "leaf", green: GREEN.deep, count: 6, length: 150 }],
    blooms: [
      { kind: "frangipani", palette: P.whiteFrangipani, count: 8, size: 58 },
      { kind: "frangipani", palette: P.pinkFrangipani, count: 4, size: 54 },
    ],
  },
  "water-festival-lotus": {
    background: ["#f4fbfb", "#d2e5e8"],
    container: { kind: "bowl", color: "#3f6f8f", accent: "#e0c065" },
    greenery: [{ kind: "lotusLeaf", at: "flat", green: "#5f9a4a", count: 3, length: 120 }],
    blooms: [
      { kind: "lotus", palette: P.pinkLotus, count: 3, size: 88 },
      { kind: "lotusBud", palette: P.pinkLotus, count: 2, size: 56 },
    ],
  },
  "khmer-new-year-marigolds": {
    background: ["#fffbea", "#f5dfae"],
    container: { kind: "basket", color: "#b5864d", accent: "#d62828" },
    greenery: [{ kind: "leaf", green: GREEN.leaf, count: 7, length: 120 }],
    blooms: [
      { kind: "marigold", palette: P.orangeMarigold, count: 9, size: 44 },
      { kind: "marigold", palette: P.yellowMarigold, count: 8, size: 40 },
    ],
  },
  "white-oriental-lilies": {
    background: ["#f9fbf7", "#dde9e1"],
    container: { kind: "tallVase", color: "#bfe0e3", accent: "glass" },
    greenery: [{ kind: "palm", green: GREEN.palm, count: 6, length: 260 }],
    blooms: [
      { kind: "lily", palette: P.whiteLily, count: 5, size: 86 },
      { kind: "lotusBud", palette: P.lilyBud, count: 3, size: 40 },
    ],
  },
  "stargazer-lilies": {
    background: ["#fff6f8", "#f1d5de"],
    container: { kind: "wrap", color: "#f6d3df", accent: "#b0336a" },
    greenery: [{ kind: "leaf", green: GREEN.salal, count: 9, length: 150 }],
    blooms: [
      { kind: "lily", palette: P.stargazer, count: 5, size: 80 },
      { kind: "lotusBud", palette: P.stargazerBud, count: 3, size: 38 },
    ],
  },
  "orchid-cascade": {
    background: ["#fbf6fb", "#e6d9ea"],
    container: { kind: "pot", color: "#2f5d7c", accent: "#e2c074" },
    greenery: [{ kind: "leaf", at: "base", green: GREEN.deep, count: 4, length: 150 }],
    blooms: [],
    sprays: [
      {
        palette: P.purpleOrchid,
        from: [390, 600],
        control: [330, 150],
        to: [600, 260],
        flowers: 6,
        size: 60,
      },
      {
        palette: P.purpleOrchid,
        from: [410, 600],
        control: [420, 260],
        to: [200, 330],
        flowers: 5,
        size: 54,
      },
    ],
  },
  "tropical-heliconia": {
    background: ["#fbf8ef", "#e1e7d3"],
    container: { kind: "tallVase", color: "#3b3431", accent: "#c9a24a" },
    greenery: [
      { kind: "palm", green: GREEN.palm, count: 4, length: 240 },
      { kind: "monstera", green: GREEN.deep, count: 3, length: 180 },
    ],
    blooms: [
      { kind: "heliconia", palette: P.heliconia, count: 3, size: 105 },
      { kind: "anthurium", palette: P.redAnthurium, count: 5, size: 56 },
    ],
  },
  "royal-orchid-tower": {
    background: ["#fbf7f4", "#e8dcdd"],
    container: { kind: "tallVase", color: "#efe9e1", accent: "#c9a24a" },
    greenery: [
      { kind: "palm", green: GREEN.palm, count: 4, length: 280 },
      { kind: "monstera", green: GREEN.deep, count: 2, length: 200 },
    ],
    blooms: [
      { kind: "anthurium", palette: P.redAnthurium, count: 3, size: 50 },
      { kind: "lotusBud", palette: P.pinkLotus, count: 3, size: 46 },
      { kind: "orchid", palette: P.whiteOrchid, count: 4, size: 40 },
    ],
    sprays: [
      { palette: P.whiteOrchid, from: [390, 480], control: [300, 60], to: [610, 140], flowers: 6, size: 46 },
      {
        palette: P.magentaOrchid,
        from: [410, 480],
        control: [520, 90],
        to: [180, 170],
        flowers: 6,
        size: 44,
      },
    ],
  },
};
