// The bench's MariaDB database: seeded once per size with the seed CLI, and quiet between scenarios.
import mysql from 'mysql2/promise';
import { run } from './processes.mjs';

/** BENCH_DATABASE_URL, default mysql://root@127.0.0.1:3306/er_bench. */
export const benchDatabaseUrl = process.env.BENCH_DATABASE_URL ?? 'mysql://root@127.0.0.1:3306/er_bench';

const nameOf = (databaseUrl) => new URL(databaseUrl).pathname.slice(1);

/** Seeds `items` listings with the built seed CLI, unless the database already holds exactly that many. */
export async function ensureSeeded(databaseUrl, items) {
  const url = new URL(databaseUrl);
  const dbName = nameOf(databaseUrl);
  const server = await mysql.createConnection({ host: url.hostname, port: Number(url.port || 3306), user: decodeURIComponent(url.username), password: decodeURIComponent(url.password) });
  await server.query(`CREATE DATABASE IF NOT EXISTS \`${dbName}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  let count = -1;
  try {
    const [rows] = await server.query(`SELECT COUNT(*) AS n FROM \`${dbName}\`.items`);
    count = Number(rows[0].n);
  } catch {
    // no schema yet
  }
  await server.end();
  if (count === items) {
    console.log(`既存のベンチマーク用データを使います (${items} 件)`);
    return;
  }
  console.log(`ベンチマーク用データを投入しています (${items} 件)…`);
  const started = Date.now();
  await run(process.execPath, ['api/dist/database/seed/seed.cli.js', '--items', String(items), '--reset'], { DATABASE_URL: databaseUrl });
  console.log(`投入完了 ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * Waits until MariaDB runs no query on the database (a query of a request its client gave up on runs on); kills
 * what still runs after 10 s. Returns how many it killed.
 */
export async function quietDatabase(databaseUrl) {
  const conn = await mysql.createConnection({ uri: databaseUrl });
  try {
    const busy = async () =>
      (await conn.query("SELECT id FROM information_schema.processlist WHERE db = ? AND command = 'Query' AND id <> CONNECTION_ID()", [nameOf(databaseUrl)]))[0];
    const until = Date.now() + 10_000;
    let running = await busy();
    while (running.length && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 200));
      running = await busy();
    }
    for (const { id } of running) await conn.query(`KILL QUERY ${Number(id)}`).catch(() => undefined);
    return running.length;
  } finally {
    await conn.end();
  }
}
