import { defineConfig } from 'drizzle-kit';

// One migration set for PGlite and PostgreSQL. Regenerate with: flock /tmp/drizzle.lock npm run db:generate -w api
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/*.ts',
  out: './drizzle',
});
