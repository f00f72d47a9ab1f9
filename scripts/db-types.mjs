// Regenerates packages/db/src/types.generated.ts from a migrated PostgreSQL database.
// Usage: npm run db:types  (uses TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test as the server)
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import pg from 'pg';

const base = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const name = `utah_codegen_${process.pid}`;
const admin = new pg.Client({ connectionString: base });
await admin.connect();
await admin.query(`create database ${name}`);
const url = base.replace(/\/[^/]*$/, `/${name}`);
try {
  execFileSync('npx', ['tsx', 'scripts/migrate-url.ts', url], { stdio: 'inherit' });
  const out = 'packages/db/src/types.generated.ts';
  execFileSync(
    'npx',
    [
      'kysely-codegen',
      '--dialect',
      'postgres',
      '--url',
      url,
      '--out-file',
      out,
      '--exclude-pattern',
      '(spatial_ref_sys|geography_columns|geometry_columns|schema_migrations)',
    ],
    { stdio: 'inherit' },
  );
  // The connection layer parses int8 and numeric to JS numbers (packages/db/src/database.ts).
  const text = readFileSync(out, 'utf8')
    .replace(
      /export type Int8 = .*;/,
      'export type Int8 = ColumnType<number, bigint | number | string, bigint | number | string>;',
    )
    .replace(
      /export type Numeric = .*;/,
      'export type Numeric = ColumnType<number, number | string, number | string>;',
    );
  writeFileSync(out, text);
  execFileSync('npx', ['prettier', '--write', out], { stdio: 'inherit' });
} finally {
  await admin.query(`drop database ${name}`);
  await admin.end();
}
