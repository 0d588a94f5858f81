// The Drizzle handle over the D1 binding.
import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

/** Over the database, or over one session of it (middleware/d1-session.ts): Drizzle only
 *  prepares and batches statements, which a session does as the database does. */
export const getDb = (d1: D1Database | D1DatabaseSession) => drizzle(d1 as D1Database, { schema });
export type Db = ReturnType<typeof getDb>;
