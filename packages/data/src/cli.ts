import { resolve } from 'node:path';
import cliProgress from 'cli-progress';
import { migrate, openDatabase } from '@utah-land/db';
import { loadGeography } from './geography/load-geography.js';
import { generateDemoData } from './generate/generate-demo-data.js';
import { importCompanies, importContacts } from './import/contacts.js';
import { importListings } from './import/listings.js';
import { importParcels } from './import/parcels.js';
import type { ImportReport } from './import/report.js';
import { importWaterRights } from './import/water-rights.js';
import { IMPORT_SOURCE_NAMES } from '@utah-land/shared';

const USAGE = `Usage: npm run data -- <command>
  geography                                    load Utah counties, cities, ZIP codes, area tags, zoning codes
  generate --parcels N --seed S [--reset]      generate the demo dataset (default 20000 parcels, seed 1)
  import parcels FILE [--srid N] [--source ugrc-lir|ugrc-parcels|user] [--as-of YYYY-MM-DD]
                 [--map FIELD=COLUMN]... [--skip-invalid]
                                               GeoJSON, Shapefile (.shp or .zip) or CSV with WKT geometry;
                                               --source and --as-of say where the file comes from and as of
                                               when (default: the file's own columns, else a user's import)
  import contacts|companies|water-rights FILE [--as-of YYYY-MM-DD] [--map FIELD=COLUMN]... [--skip-invalid]
                                               --as-of: the date the file's values are true as of (default:
                                               its AS_OF column, else unknown)
  import-listings FILE [--map FIELD=COLUMN]... [--skip-invalid]
                                               MLS listings, a RESO-style CSV (ListingId, StandardStatus, …)
Target: DATABASE_URL, else the embedded database in DATA_DIR (default ./.data).`;

function parcelSourceName(name: string | undefined): string | undefined {
  if (name === undefined) return undefined;
  if (!(name in IMPORT_SOURCE_NAMES))
    throw new Error(`--source ${name}: expected one of ${Object.keys(IMPORT_SOURCE_NAMES).join(', ')}`);
  return name;
}

function parseArgs(argv: string[]) {
  const positional: string[] = [];
  const flags = new Map<string, string[]>();
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a.startsWith('--')) {
      const [k, inline] = a.slice(2).split(/=(.*)/s, 2);
      const boolean = ['reset', 'skip-invalid', 'help'].includes(k!);
      const v = inline ?? (boolean ? 'true' : argv[++i]);
      if (v === undefined) throw new Error(`--${k} needs a value`);
      flags.set(k!, [...(flags.get(k!) ?? []), v]);
    } else positional.push(a);
  }
  return { positional, flag: (k: string) => flags.get(k)?.at(-1), flags: (k: string) => flags.get(k) ?? [] };
}

function parseMap(values: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const v of values) {
    const [field, column] = v.split('=');
    if (!field || !column) throw new Error(`--map expects FIELD=COLUMN, got '${v}'`);
    out[field] = column;
  }
  return out;
}

function progressBar(label: string) {
  const bar = new cliProgress.SingleBar(
    {
      format: `${label} [{bar}] {percentage}% | {value}/{total} {phase} | {duration_formatted}`,
      hideCursor: true,
    },
    cliProgress.Presets.shades_classic,
  );
  let started = false;
  let lastPhase = '';
  return {
    update(done: number, total: number, phase = '') {
      if (!process.stdout.isTTY) {
        if (phase !== lastPhase) console.log(`  ${phase}…`);
        lastPhase = phase;
        return;
      }
      if (!started) {
        bar.start(Math.max(total, 1), 0, { phase });
        started = true;
      }
      bar.setTotal(Math.max(total, 1));
      bar.update(done, { phase });
    },
    stop() {
      if (started) bar.stop();
    },
  };
}

function printReport(r: ImportReport) {
  console.log(
    `${r.kind} from ${r.file}: read ${r.read}, imported ${r.imported} (${r.inserted} new, ${r.updated} updated), rejected ${r.rejected.length}${r.committed ? '' : ' — nothing was imported'}`,
  );
  for (const x of r.rejected.slice(0, 50)) console.log(`  ${x.location}: ${x.reason}`);
  if (r.rejected.length > 50) console.log(`  … and ${r.rejected.length - 50} more`);
}

async function main() {
  const { positional, flag, flags } = parseArgs(process.argv.slice(2));
  const [command, sub, file] = positional;
  if (!command || flag('help')) {
    console.log(USAGE);
    return;
  }
  const started = Date.now();
  const database = await openDatabase({
    databaseUrl: process.env.DATABASE_URL,
    dataDir: resolve(process.env.DATA_DIR ?? '.data'),
  });
  console.log(
    `database: ${database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `embedded (${process.env.DATA_DIR ?? '.data'})`}`,
  );
  let exitCode = 0;
  try {
    await migrate(database);
    if (command === 'geography') {
      const g = await loadGeography(database, { force: true });
      console.log(
        `geography: ${g.counties} counties, ${g.cities} cities, ${g.zipCodes} ZIP codes, ${g.areaTags} area tags, ${g.zoningCodes} zoning codes`,
      );
    } else if (command === 'generate') {
      const parcels = Number(flag('parcels') ?? 20_000);
      const seed = Number(flag('seed') ?? 1);
      if (!Number.isInteger(parcels) || parcels < 0 || !Number.isInteger(seed))
        throw new Error('--parcels and --seed must be integers');
      const bar = progressBar('generate');
      const r = await generateDemoData(database, {
        parcels,
        seed,
        reset: flag('reset') === 'true',
        onProgress: (p) => bar.update(p.done, p.total, p.phase),
      });
      bar.stop();
      if (r.skipped) console.log('generated data already present: nothing done (use --reset to replace it)');
      else
        console.log(
          `generated: ${r.parcels} parcels, ${r.projects} projects (+${r.realProjects} real SLC), ${r.projectParcels} project parcels, ${r.contacts} contacts, ${r.companies} companies, ${r.waterRights} water rights, ${r.listings} MLS listings`,
        );
    } else if (command === 'import-listings' || (command === 'import' && sub === 'listings')) {
      const path = command === 'import' ? file : sub;
      if (!path) throw new Error('import-listings needs a file');
      const bar = progressBar('import listings');
      const report = await importListings(database, resolve(path), {
        map: parseMap(flags('map')),
        skipInvalid: flag('skip-invalid') === 'true',
        onProgress: (done: number, total: number) => bar.update(done, total),
      });
      bar.stop();
      printReport(report);
      if (!report.committed) exitCode = 1;
    } else if (command === 'import') {
      if (!sub || !file) throw new Error('import needs a kind and a file');
      const bar = progressBar(`import ${sub}`);
      const opts = {
        map: parseMap(flags('map')),
        skipInvalid: flag('skip-invalid') === 'true',
        asOf: flag('as-of'),
        onProgress: (done: number, total: number) => bar.update(done, total),
      };
      const path = resolve(file);
      const report =
        sub === 'parcels'
          ? await importParcels(database, path, {
              ...opts,
              srid: flag('srid') ? Number(flag('srid')) : undefined,
              source: parcelSourceName(flag('source')),
            })
          : sub === 'contacts'
            ? await importContacts(database, path, opts)
            : sub === 'companies'
              ? await importCompanies(database, path, opts)
              : sub === 'water-rights'
                ? await importWaterRights(database, path, opts)
                : undefined;
      bar.stop();
      if (!report) throw new Error(`unknown import kind '${sub}'`);
      printReport(report);
      if (!report.committed) exitCode = 1;
    } else {
      console.log(USAGE);
      exitCode = 2;
    }
  } finally {
    await database.close();
  }
  console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  process.exitCode = exitCode;
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
