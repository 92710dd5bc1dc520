import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { DEMO_PASSWORD } from '../src/demo/demo-users.ts';
import { type ServerProcess, startServerProcess } from './fixtures/server-process.ts';
import { createUser } from './helper.ts';

// The decision does not depend on the database: the embedded one is the quickest to prepare.
describe('the server started with NODE_ENV=production', () => {
  let dataDir: string;
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'hub-start-'));
    // A demo sign-in exists, as after a first start with demo data.
    const database = await openDatabase({ dataDir });
    await createUser(database.db, { email: 'super@hub.test', roles: ['Super User'] });
    await database.close();
    server = await startServerProcess({ NODE_ENV: 'production', DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('says where it runs, and prints no demo sign-in nor the demo password', () => {
    const output = server?.output() ?? '';
    expect(output).toContain('Hub is running at http://127.0.0.1:');
    expect(output).not.toContain('super@hub.test');
    expect(output).not.toContain(DEMO_PASSWORD);
    expect(output).not.toContain('Demo sign-ins');
  });
});
