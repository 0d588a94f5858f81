// Each worker test file starts from the shop as its migrations leave it. The worker project
// runs its files one after another in one isolate (isolate: false in vitest.config.ts, 3.5x
// faster than a runtime per file), so a file's D1, R2, edge cache, mocks and queued jobs
// would otherwise meet the next file's. Here, before every file:
// - D1 is emptied and migrated again;
// - its AUTOINCREMENT ids continue from where the previous file stopped, so a notification
//   job queued by one file and delivered during the next finds no order or message of
//   the next file's, and no cached product answer or page is another file's product;
// - R2 is emptied, and the mocks and stubs a file left behind are undone.
import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { vi } from "vitest";

vi.restoreAllMocks();
vi.unstubAllGlobals();
vi.unstubAllEnvs();

/** Every id a new file's rows get is above this: far past any one file's rows. */
const ID_STRIDE = 1_000_000;

async function dropEverything(db: D1Database): Promise<number> {
  const used = await db
    .prepare("SELECT coalesce(max(seq), 0) AS seq FROM sqlite_sequence")
    .first<{ seq: number }>()
    .catch(() => null); // no AUTOINCREMENT table yet: the first file
  // A virtual table (full-text search) drops its own shadow tables, and a parent table can
  // only go once its children have: drop what can be dropped until nothing is left.
  for (let round = 0; round < 10; round++) {
    const { results } = await db
      .prepare(
        "SELECT type, name FROM sqlite_master WHERE type IN ('table', 'view', 'trigger') " +
          "AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'",
      )
      .all<{ type: string; name: string }>();
    if (results.length === 0) break;
    for (const { type, name } of results) {
      await db
        .prepare(`DROP ${type.toUpperCase()} IF EXISTS "${name}"`)
        .run()
        .catch(() => {});
    }
  }
  return used?.seq ?? 0;
}

const lastId = await dropEverything(env.DB);
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
const start = (Math.floor(lastId / ID_STRIDE) + 1) * ID_STRIDE;
const { results: counted } = await env.DB.prepare(
  "SELECT name FROM sqlite_master WHERE sql LIKE '%AUTOINCREMENT%'",
).all<{
  name: string;
}>();
await env.DB.batch([
  env.DB.prepare("DELETE FROM sqlite_sequence"),
  ...counted.map(({ name }) =>
    env.DB.prepare("INSERT INTO sqlite_sequence (name, seq) VALUES (?, ?)").bind(name, start),
  ),
]);

for (let listed = await env.IMAGES.list(); listed.objects.length > 0; listed = await env.IMAGES.list()) {
  await env.IMAGES.delete(listed.objects.map((object) => object.key));
}
