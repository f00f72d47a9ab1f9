import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// The web calls the API only through the typed client generated from docs/openapi.json (`http` and `answer` of
// apps/web/src/api/client.ts): no file may fetch an /api path by hand or bring back an untyped `api<T>(path)`.
const STILL_UNTYPED: string[] = [];

const root = join(import.meta.dirname, '../../../..');
const src = join(root, 'apps/web/src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** A call of the untyped `api(...)`/`api<T>(...)`, or a fetch of an /api path written by hand. */
const UNTYPED_CALL = /(?<![\w.])api(<[^>]*>)?\(|fetch\(\s*[`'"]\/api/;

describe('calls of the API', () => {
  it('go through the typed client', () => {
    const untyped = sourceFiles(src)
      .filter((file) => !file.endsWith('api/client.ts'))
      .filter((file) => UNTYPED_CALL.test(readFileSync(file, 'utf8')))
      .map((file) => relative(root, file))
      .sort();
    expect(untyped, 'use `http` and `answer` of api/client.ts').toEqual(STILL_UNTYPED);
  });
});
