import { join } from "node:path";
import type { Config } from "../config.ts";
import type { EnquiryStore } from "./enquiry-store.ts";
import { openPostgresStore } from "./postgres-store.ts";
import { openSqliteStore } from "./sqlite-store.ts";

export const sqliteFileName = "enquiries.sqlite";

export async function openStore(
  config: Pick<Config, "DATA_DIR" | "DATABASE_URL">,
): Promise<EnquiryStore> {
  if (config.DATABASE_URL) return openPostgresStore(config.DATABASE_URL);
  return openSqliteStore(join(config.DATA_DIR, sqliteFileName));
}
