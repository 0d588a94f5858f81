// The owner's settings: GET and PUT /api/admin/settings, validated by the
// same zod schema as the dashboard's form (shared/settings.ts).
import { Hono } from "hono";
import { DETAIL } from "../../../shared/messages";
import { settingsBody } from "../../../shared/settings";
import type { AppEnv } from "../../env";
import { fail } from "../../middleware/errors";
import { validate } from "../../middleware/validate";
import { forgetCatalogue } from "../../services/catalogue";
import { readSettings, saveSettings, settingsWire, unknownAreaIds } from "../../services/settings";

export const adminSettingsRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json(settingsWire(await readSettings(c.var.db))))
  .put("/", validate("json", settingsBody), async (c) => {
    const input = c.req.valid("json");
    const ids = input.areas.flatMap((area) => (area.id === null ? [] : [area.id]));
    if ((await unknownAreaIds(c.var.db, ids)).length > 0) throw fail(400, DETAIL.unknownAreaId);
    await saveSettings(c.var.db, input);
    // Products carry riel prices from the rate: the cached catalogue must be rebuilt.
    await forgetCatalogue(c.req.url);
    return c.json(settingsWire(await readSettings(c.var.db)));
  });
