import { basename, dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SqlCase, SqlCaseEntry } from '../../src/db/sql-cases.js';
import { captureSql, formatStatement } from '../support/sql-capture.js';
import { sourceFiles } from '../support/source-files.js';

// Every SQL statement the API runs has a formatted snapshot (one clause per line) in apps/api/src/db/snapshots/:
// each `*.queries.ts` has a registry beside it (`*.queries.cases.ts`, apps/api/src/db/sql-cases.ts) whose cases
// are run on a recording database. A change of SQL shows in review as a change of those lines.
// Update the snapshots with: npm run sql-snapshots -- -u

const root = join(import.meta.dirname, '../../../..');
const modules = join(root, 'apps/api/src/modules');
const snapshots = join(root, 'apps/api/src/db/snapshots');

const queryFiles = sourceFiles(modules, '.queries.ts').sort();
const registries = queryFiles.filter((file) =>
  sourceFiles(dirname(file), '.queries.cases.ts').includes(file.replace(/\.ts$/, '.cases.ts')),
);

describe('the SQL snapshots', () => {
  it('cover every query file', () => {
    const missing = queryFiles
      .filter((file) => !registries.includes(file))
      .map((file) => relative(root, file));
    expect(missing, 'add a *.queries.cases.ts beside each (apps/api/src/db/sql-cases.ts)').toEqual([]);
  });

  for (const file of registries) {
    const name = basename(file, '.ts');
    it(`match ${relative(root, file)}`, { timeout: 60_000 }, async () => {
      const { cases } = (await import(file.replace(/\.ts$/, '.cases.ts'))) as {
        cases: Record<string, SqlCaseEntry>;
      };
      const sections: string[] = [];
      for (const [fn, entry] of Object.entries(cases)) {
        if (typeof entry === 'string') {
          sections.push(`-- ${fn}: ${entry}`);
          continue;
        }
        const named: [string, SqlCase][] =
          typeof entry === 'function'
            ? [[fn, entry]]
            : Object.entries(entry).map(([k, c]) => [`${fn} (${k})`, c]);
        for (const [title, run] of named) {
          const statements = await captureSql(run);
          expect(statements.length, `${title} ran no statement`).toBeGreaterThan(0);
          sections.push(`-- ${title}\n${statements.map(formatStatement).join('\n\n')}`);
        }
      }
      const module = relative(modules, dirname(file));
      await expect(sections.join('\n\n') + '\n').toMatchFileSnapshot(join(snapshots, module, `${name}.sql`));
    });
  }
});
