import { createReadStream, statSync } from 'node:fs';
import { parse } from 'csv-parse';

/** Streams CSV records as objects with the line each starts on (header is line 1). */
export async function* csvRecords(
  path: string,
  onProgress?: (done: number, total: number) => void,
): AsyncGenerator<{ line: number; record: Record<string, string>; columns: string[] }> {
  const total = statSync(path).size;
  const stream = createReadStream(path);
  let bytes = 0;
  stream.on('data', (chunk) => {
    bytes += chunk.length;
  });
  const parser = stream.pipe(
    parse({
      columns: true,
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
      trim: true,
    }),
  );
  let columns: string[] | undefined;
  let n = 0;
  for await (const item of parser as AsyncIterable<{
    record: Record<string, string>;
    info: { lines: number; columns: { name: string }[] | boolean };
  }>) {
    columns ??= Object.keys(item.record);
    yield { line: item.info.lines, record: item.record, columns };
    if (++n % 1000 === 0) onProgress?.(bytes, total);
  }
  onProgress?.(total, total);
}
