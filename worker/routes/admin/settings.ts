// The owner's settings: GET and PUT /api/admin/settings, validated by the
// same zod schema as the dashboard's form (shared/settings.ts).
import { Hono } from "hono";
import type { FieldError } from "../../../shared/schemas";
import { type SettingsOutput, type SettingsWire, settingsBody } from "../../../shared/settings";
import type { Db } from "../../db/client";
import type { AppEnv, Env } from "../../env";
import { fail, invalid } from "../../http/fail";
import { validate } from "../../middleware/validate";
import { forgetCatalogue } from "../../services/catalogue/catalogue";
import { paywayStatus } from "../../services/payments/payway/config";
import {
  readSettings,
  type ShopSettings,
  saveSettings,
  settingsWire,
  unknownAreaIds,
  unknownProductIds,
} from "../../services/settings";

/** The settings, and how PayWay stands (from the Worker's configuration, not the owner's). A
 *  peak day's limit on a product deleted since is left out, so the next save is not refused for it. */
async function answer(env: Env, db: Db, current: ShopSettings): Promise<SettingsWire> {
  const limited = current.peakDays.flatMap((day) => day.limits.map((limit) => limit.product_id));
  const gone = new Set(await unknownProductIds(db, limited));
  const wire = settingsWire(current);
  const peakDays = wire.peak_days.map((day) => ({
    ...day,
    limits: day.limits.filter((limit) => !gone.has(limit.product_id)),
  }));
  return { ...wire, peak_days: peakDays, payway: paywayStatus(env) };
}

/** Each peak day's limit on a product that does not exist, as the field it names. */
async function unknownLimits(db: Db, input: SettingsOutput): Promise<FieldError[]> {
  const days = input.peak_days ?? [];
  const gone = new Set(
    await unknownProductIds(
      db,
      days.flatMap((day) => day.limits.map((limit) => limit.product_id)),
    ),
  );
  return days.flatMap((day, dayIndex) =>
    day.limits.flatMap((limit, limitIndex) =>
      gone.has(limit.product_id)
        ? [
            {
              path: `peak_days.${dayIndex}.limits.${limitIndex}.product_id`,
              message: "must be one of the shop's products",
            },
          ]
        : [],
    ),
  );
}

export const adminSettingsRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await answer(c.env, c.var.db, await readSettings(c.var.db))))
  .put("/", validate("json", settingsBody), async (c) => {
    const input = c.req.valid("json");
    const ids = input.areas.flatMap((area) => (area.id === null ? [] : [area.id]));
    if ((await unknownAreaIds(c.var.db, ids)).length > 0) throw fail(400, "unknownAreaId");
    const [unknownLimit, ...moreUnknown] = await unknownLimits(c.var.db, input);
    if (unknownLimit) throw invalid([unknownLimit, ...moreUnknown]);
    await saveSettings(c.var.db, input);
    // Products carry riel prices from the rate: the cached catalogue must be rebuilt.
    await forgetCatalogue(c.req.url);
    return c.json(await answer(c.env, c.var.db, await readSettings(c.var.db)));
  });
