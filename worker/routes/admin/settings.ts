// The owner's settings: GET and PUT /api/admin/settings, validated by the
// same zod schema as the dashboard's form (shared/settings.ts).
import { Hono } from "hono";
import { type SettingsWire, settingsBody } from "../../../shared/settings";
import type { AppEnv, Env } from "../../env";
import { fail } from "../../http/fail";
import { validate } from "../../middleware/validate";
import { forgetCatalogue } from "../../services/catalogue/catalogue";
import { paywayStatus } from "../../services/payments/payway/config";
import {
  readSettings,
  type ShopSettings,
  saveSettings,
  settingsWire,
  unknownAreaIds,
} from "../../services/settings";

/** The settings, and how PayWay stands (from the Worker's configuration, not the owner's). */
const answer = (env: Env, current: ShopSettings): SettingsWire => ({
  ...settingsWire(current),
  payway: paywayStatus(env),
});

export const adminSettingsRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json(answer(c.env, await readSettings(c.var.db))))
  .put("/", validate("json", settingsBody), async (c) => {
    const input = c.req.valid("json");
    const ids = input.areas.flatMap((area) => (area.id === null ? [] : [area.id]));
    if ((await unknownAreaIds(c.var.db, ids)).length > 0) throw fail(400, "unknownAreaId");
    await saveSettings(c.var.db, input);
    // Products carry riel prices from the rate: the cached catalogue must be rebuilt.
    await forgetCatalogue(c.req.url);
    return c.json(answer(c.env, await readSettings(c.var.db)));
  });
