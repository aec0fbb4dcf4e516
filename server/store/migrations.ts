import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

const fileName = /^(\d{3})-([a-z0-9-]+)\.sql$/;

export function loadMigrations(dialect: "sqlite" | "postgres"): Migration[] {
  const dir = fileURLToPath(new URL(`../migrations/${dialect}/`, import.meta.url));
  const migrations = readdirSync(dir)
    .filter((file) => file.endsWith(".sql"))
    .map((file) => {
      const match = fileName.exec(file);
      if (!match) throw new Error(`Migration ${dialect}/${file} must be named NNN-name.sql`);
      return {
        version: Number(match[1]),
        name: match[2] ?? file,
        sql: readFileSync(`${dir}${file}`, "utf8"),
      };
    })
    .sort((a, b) => a.version - b.version);
  migrations.forEach((migration, index) => {
    if (migration.version !== index + 1) {
      throw new Error(
        `Migrations for ${dialect} must be numbered 001, 002, … without gaps (found ${migration.version})`,
      );
    }
  });
  return migrations;
}

export function pendingMigrations(all: Migration[], applied: number[]): Migration[] {
  const latest = all.at(-1)?.version ?? 0;
  const newest = Math.max(0, ...applied);
  if (newest > latest) {
    throw new Error(
      `The database schema is at version ${newest}, newer than this code knows (${latest}); deploy the newer code.`,
    );
  }
  const done = new Set(applied);
  return all.filter((migration) => !done.has(migration.version));
}
