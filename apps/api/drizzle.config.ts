// drizzle-kit: generates the committed SQL migrations from the schema.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // The money tables live apart from index.ts (only modules/money imports them): both files make the schema.
  schema: ['./src/db/schema/index.ts', './src/db/schema/money.ts'],
  out: './src/db/migrations',
});
