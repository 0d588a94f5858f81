// Draws the shop's own pictures: one illustrated arrangement per seed product
// (scripts/seed/images/<slug>-800.webp and a 400 px copy <slug>-400.webp for product cards on
// phones, named as shared/images.ts says), one per add-on (addon-<slug>-800.webp), the home hero (web/public/images/hero-*.webp)
// and the social preview (web/public/og-image.jpg). Deterministic: same input, same files.
// Usage: node scripts/seed/draw-images.ts [--only <slug>] [--preview <dir for PNG copies>]
import { mkdir, writeFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import sharp from "sharp";
import { ADD_ONS, addOnImageFile, addOnSlug } from "./addons.ts";
import { CATALOGUE, IMAGE_WIDTHS, imageFile } from "./catalogue.ts";
import { addOnSvg } from "./draw/addons.ts";
import { productSvg } from "./draw/arrangement.ts";
import { heroSvg, ogSvg } from "./draw/banners.ts";
import { RECIPES } from "./draw/recipes.ts";

const { values } = parseArgs({ options: { only: { type: "string" }, preview: { type: "string" } } });
const publicDir = new URL("../../web/public/", import.meta.url);

async function save(svg: string, file: URL, format: "webp" | "jpeg", width?: number): Promise<void> {
  let image = sharp(Buffer.from(svg));
  if (width) image = image.resize({ width });
  const bytes =
    format === "webp"
      ? await image.webp({ quality: 78, effort: 6 }).toBuffer()
      : await image.jpeg({ quality: 84, mozjpeg: true }).toBuffer();
  await writeFile(file, bytes);
  const name = file.pathname.split("/").pop() ?? "";
  if (values.preview) await sharp(bytes).png().toFile(`${values.preview}/${name}.png`);
  console.log(`${name}: ${(bytes.length / 1024).toFixed(1)} KB`);
}

if (values.preview) await mkdir(values.preview, { recursive: true });
await mkdir(new URL("./images/", import.meta.url), { recursive: true });
await mkdir(new URL("images/", publicDir), { recursive: true });

for (const product of CATALOGUE) {
  if (values.only && values.only !== product.slug) continue;
  const recipe = RECIPES[product.slug];
  if (!recipe) throw new Error(`No picture recipe for "${product.slug}" in scripts/seed/draw/recipes.ts`);
  const svg = productSvg(recipe, product.slug);
  for (const width of IMAGE_WIDTHS) await save(svg, imageFile(product.slug, width), "webp", width);
}

for (const addOn of ADD_ONS) {
  if (values.only && values.only !== addOnSlug(addOn.slug)) continue;
  const svg = addOnSvg(addOn.slug);
  for (const width of IMAGE_WIDTHS) await save(svg, addOnImageFile(addOn.slug, width), "webp", width);
}

if (!values.only || values.only === "banners") {
  const hero = heroSvg();
  await save(hero, new URL("images/hero-1280.webp", publicDir), "webp");
  await save(hero, new URL("images/hero-640.webp", publicDir), "webp", 640);
  await save(ogSvg(), new URL("og-image.jpg", publicDir), "jpeg");
}
