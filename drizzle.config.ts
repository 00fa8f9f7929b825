import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes SQL migrations into migrations/, which wrangler applies
// (`wrangler d1 migrations apply DB --local` in `npm start`, applyD1Migrations in the tests).
export default defineConfig({
  dialect: 'sqlite',
  schema: './worker/db/schema.ts',
  out: './migrations',
});
