// Seeds the local D1 and R2 (the ones `wrangler dev` uses) with the demo catalogue (sizes
// included), the add-ons, their images, the Khmer and Chinese of these and of the default
// delivery areas, two peak days (Valentine's Day, 8 March) and the local administrator. Idempotent: existing rows and objects are kept.
// Usage: node scripts/seed.ts [--persist-to DIR]
import { readFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import type { D1Database, ImagesBinding, R2Bucket } from "@cloudflare/workers-types/index.ts";
import { getPlatformProxy } from "wrangler";
import { FULL_IMAGE_WIDTH } from "../shared/images.ts";
import { toCents } from "../shared/pricing.ts";
import { hashPassword } from "../worker/services/accounts/passwords.ts";
import { storeSocialPreview } from "../worker/services/catalogue/picture-sizes.ts";
import { ADD_ONS, addOnImageFile, addOnImageKey, SIZES } from "./seed/addons.ts";
import { CATALOGUE, IMAGE_WIDTHS, imageFile, imageKey, SEED_OCCASIONS } from "./seed/catalogue.ts";
import { seedPeakDays } from "./seed/peak-days.ts";
import { AREA_TRANSLATIONS, SEED_TRANSLATIONS } from "./seed/translations.ts";

interface SeedEnv {
  DB: D1Database;
  IMAGES: R2Bucket;
  IMAGE_TRANSFORMS: ImagesBinding;
  ENVIRONMENT?: string;
  SEED_ADMIN_EMAIL?: string;
  SEED_ADMIN_PASSWORD?: string;
}

const DEMO_BAKONG_ACCOUNT_ID = "siemreapflowers@aclb";

const { values } = parseArgs({ options: { "persist-to": { type: "string" } } });
const persistTo = values["persist-to"];
const proxy = await getPlatformProxy<SeedEnv>({
  configPath: "wrangler.toml",
  persist: persistTo ? { path: `${persistTo}/v3` } : true,
  remoteBindings: false,
});
const { env } = proxy;

try {
  if (env.ENVIRONMENT !== "development") {
    throw new Error("Refusing to seed: ENVIRONMENT is not 'development' (see .dev.vars).");
  }

  let images = 0;
  for (const product of CATALOGUE) {
    for (const width of IMAGE_WIDTHS) {
      const key = imageKey(product.slug, width);
      if (await env.IMAGES.head(key)) continue;
      const bytes = await readFile(imageFile(product.slug, width));
      await env.IMAGES.put(key, bytes, { httpMetadata: { contentType: "image/webp" } });
      images += 1;
    }
  }

  // the link previews' 1200x630 picture, made by the Images binding as an upload's is
  for (const product of CATALOGUE) {
    const bytes = await readFile(imageFile(product.slug, FULL_IMAGE_WIDTH));
    await storeSocialPreview(env.IMAGES, env.IMAGE_TRANSFORMS, bytes, `seed/${product.slug}`);
  }

  for (const addOn of ADD_ONS) {
    for (const width of IMAGE_WIDTHS) {
      const key = addOnImageKey(addOn.slug, width);
      if (await env.IMAGES.head(key)) continue;
      const bytes = await readFile(addOnImageFile(addOn.slug, width));
      await env.IMAGES.put(key, bytes, { httpMetadata: { contentType: "image/webp" } });
      images += 1;
    }
  }

  const cents = (dollars: number | undefined) => (dollars === undefined ? null : toCents(dollars));
  const insertProduct = env.DB.prepare(
    `INSERT OR IGNORE INTO products
       (id, name, price_cents, original_price_cents, description, category, image, whats_included, rating, in_stock,
        deluxe_price_cents, premium_price_cents, occasions)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const results =
    CATALOGUE.length === 0
      ? []
      : await env.DB.batch([
          ...CATALOGUE.map((p, index) =>
            insertProduct.bind(
              index + 1,
              p.name,
              toCents(p.price),
              p.originalPrice ? toCents(p.originalPrice) : null,
              p.description,
              p.category,
              `/api/uploads/${imageKey(p.slug, FULL_IMAGE_WIDTH)}`,
              p.whatsIncluded,
              p.rating,
              p.inStock === false ? 0 : 1,
              cents(SIZES[p.slug]?.deluxe),
              cents(SIZES[p.slug]?.premium),
              JSON.stringify(SEED_OCCASIONS[p.slug] ?? []),
            ),
          ),
        ]);
  const products = results.reduce((sum, r) => sum + (r.meta.changes ?? 0), 0);

  // The seeded flowers' Khmer and Chinese texts, also into a shop seeded before they existed;
  // a text the owner has typed since is never replaced.
  const translate = env.DB.prepare(
    `UPDATE products SET name_km = ?, description_km = ?, name_zh = ?, description_zh = ?
     WHERE id = ? AND name = ? AND name_km IS NULL AND name_zh IS NULL`,
  );
  await env.DB.batch(
    CATALOGUE.flatMap((p, index) => {
      const texts = SEED_TRANSLATIONS[p.slug];
      return texts
        ? [
            translate.bind(
              texts.nameKm,
              texts.descriptionKm,
              texts.nameZh,
              texts.descriptionZh,
              index + 1,
              p.name,
            ),
          ]
        : [];
    }),
  );

  const insertAddOn = env.DB.prepare(
    "INSERT OR IGNORE INTO add_ons (id, name, price_cents, image, in_stock) VALUES (?, ?, ?, ?, ?)",
  );
  const addOnResults = await env.DB.batch(
    ADD_ONS.map((a, index) =>
      insertAddOn.bind(
        index + 1,
        a.name,
        toCents(a.price),
        `/api/uploads/${addOnImageKey(a.slug, FULL_IMAGE_WIDTH)}`,
        a.inStock === false ? 0 : 1,
      ),
    ),
  );
  const addOns = addOnResults.reduce((sum, r) => sum + (r.meta.changes ?? 0), 0);

  // The Khmer and Chinese of "what's included", of the add-ons and of the default areas, as
  // for the names above: also into a shop seeded before them, only where the English is still
  // the seeded text and the owner has typed neither language.
  const includedTranslate = env.DB.prepare(
    `UPDATE products SET whats_included_km = ?, whats_included_zh = ?
     WHERE id = ? AND whats_included = ? AND whats_included_km IS NULL AND whats_included_zh IS NULL`,
  );
  const addOnTranslate = env.DB.prepare(
    "UPDATE add_ons SET name_km = ?, name_zh = ? WHERE id = ? AND name = ? AND name_km IS NULL AND name_zh IS NULL",
  );
  const areaTranslate = env.DB.prepare(
    "UPDATE delivery_areas SET name_km = ?, name_zh = ? WHERE name = ? AND name_km IS NULL AND name_zh IS NULL",
  );
  const translated = await env.DB.batch([
    ...CATALOGUE.flatMap((p, index) => {
      const texts = SEED_TRANSLATIONS[p.slug];
      return texts
        ? [includedTranslate.bind(texts.whatsIncludedKm, texts.whatsIncludedZh, index + 1, p.whatsIncluded)]
        : [];
    }),
    ...ADD_ONS.map((a, index) => addOnTranslate.bind(a.nameKm, a.nameZh, index + 1, a.name)),
    ...Object.entries(AREA_TRANSLATIONS).map(([name, texts]) =>
      areaTranslate.bind(texts.nameKm, texts.nameZh, name),
    ),
  ]);
  const translations = translated.reduce((sum, r) => sum + (r.meta.changes ?? 0), 0);

  const email = (env.SEED_ADMIN_EMAIL || "admin@example.com").trim().toLowerCase();
  const password = env.SEED_ADMIN_PASSWORD || "admin-password";
  const admin = await env.DB.prepare(
    `INSERT OR IGNORE INTO users (name, email, mobile, address, password_hash, is_verified, is_admin)
     VALUES (?, ?, ?, ?, ?, 1, 1)`,
  )
    .bind("Shop Owner", email, "", "", await hashPassword(password))
    .run();

  // A demo Bakong account so the order form offers KHQR locally (a QR no bank will pay). The
  // migration (0002) stores KHQR details without an account; an account id the owner saved is kept
  // (clearing it turns KHQR off until the next seed).
  const khqr = await env.DB.prepare(
    `UPDATE settings SET value = json_set(value, '$.bakong_account_id', ?)
     WHERE key = 'khqr' AND coalesce(json_extract(value, '$.bakong_account_id'), '') = ''`,
  )
    .bind(DEMO_BAKONG_ACCOUNT_ID)
    .run();

  // Valentine's Day and 8 March (docs/decisions/072), unless the owner has saved peak days of her own.
  const peakDays = await env.DB.prepare("INSERT OR IGNORE INTO settings (key, value) VALUES ('peak_days', ?)")
    .bind(JSON.stringify(seedPeakDays()))
    .run();

  console.log(
    `Seeded ${products} new products, ${addOns} new add-ons, ${translations} new translations, ${images} new images, ${admin.meta.changes ? "the" : "no new"} admin (${email})${khqr.meta.changes ? `, KHQR for ${DEMO_BAKONG_ACCOUNT_ID}` : ""}${peakDays.meta.changes ? ", two peak days" : ""}.`,
  );
} finally {
  await proxy.dispose();
}
