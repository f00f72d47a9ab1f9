// Applies the migrations to the PostgreSQL database at the given URL.
import { migrate, openPostgres } from '@utah-land/db';

const url = process.argv[2];
if (!url) throw new Error('usage: tsx scripts/migrate-url.ts postgres://…');
const database = await openPostgres(url, 1);
const applied = await migrate(database);
console.log(`applied ${applied.length} migrations`);
await database.close();
