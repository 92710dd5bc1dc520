import { defineConfig } from 'drizzle-kit';

// Paths are relative to apps/server: the root `npm run db:generate` runs this in that workspace.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
