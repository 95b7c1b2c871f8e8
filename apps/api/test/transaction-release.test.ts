import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { POSTGRES_ADMIN_URL, postgresReachableOrCiFails } from './support/databases';

const reachable = await postgresReachableOrCiFails();

/**
 * A pooled connection that dies just after it was checked out (the database stopping, a proxy closing it)
 * makes the transaction's BEGIN fail. drizzle-orm 0.45 then never gave the connection back, so the pool
 * lost a slot for good and closing the server waited forever (decision 150, our patch of drizzle-orm).
 * The pool here has a single slot: a leak shows as the next transaction waiting for it until it times out.
 */
describe.skipIf(!reachable)('a transaction on a connection that died', () => {
  const pools: pg.Pool[] = [];
  afterEach(async () => {
    await Promise.all(pools.splice(0).map((pool) => pool.end()));
  });

  /** A one-slot pool whose connection is cut at its next checkout when `cutNext` is set. */
  function onePool() {
    const pool = new pg.Pool({
      connectionString: POSTGRES_ADMIN_URL,
      max: 1,
      connectionTimeoutMillis: 2_000,
    });
    pools.push(pool);
    const state = { cutNext: false };
    // As the server does (db/client.ts): a connection's own error must not end the process.
    pool.on('connect', (client) => client.on('error', () => {}));
    pool.on('acquire', (client) => {
      if (!state.cutNext) return;
      state.cutNext = false;
      (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    });
    return { pool, state, db: drizzle(pool) };
  }

  const selectOne = async (db: ReturnType<typeof drizzle>) =>
    (await db.transaction((tx) => tx.execute(sql`select 1 as one`))).rows;

  it('gives the connection back when BEGIN fails, so the next transaction runs', async () => {
    const { pool, state, db } = onePool();
    expect(await selectOne(db)).toEqual([{ one: 1 }]);

    state.cutNext = true;
    await expect(selectOne(db)).rejects.toThrow();

    expect(await selectOne(db)).toEqual([{ one: 1 }]);
    expect(pool.totalCount).toBe(1);
    expect(pool.idleCount).toBe(1);
  });
});
