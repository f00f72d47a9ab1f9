import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UnauthorizedError } from '../../src/lib/errors.js';
import { userOf, viewerOf } from '../../src/plugins/auth.js';
import { sourceFiles } from '../support/source-files.js';

// A guarded handler reads the caller through `userOf(req)` / `viewerOf(req)` (plugins/auth.ts), typed present,
// never through a `req.currentUser!` / `req.viewer!` assertion.

const root = join(import.meta.dirname, '../../../..');

describe('the caller of a guarded route', () => {
  it('is read without a non-null assertion', () => {
    const asserting = sourceFiles(join(root, 'apps/api/src'))
      .filter((file) => /\b(currentUser|viewer)!/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(root, file))
      .sort();
    expect(asserting, 'read the caller with userOf/viewerOf (plugins/auth.ts)').toEqual([]);
  });

  it('is refused as the guards refuse when no guard ran (401)', () => {
    expect(() => userOf({})).toThrow(UnauthorizedError);
    expect(() => viewerOf({})).toThrow('Authentication required');
  });
});
