import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Every file below `dir` whose name ends with `suffix`, for the tests that read the sources. */
export function sourceFiles(dir: string, suffix = '.ts'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path, suffix);
    return entry.name.endsWith(suffix) ? [path] : [];
  });
}
