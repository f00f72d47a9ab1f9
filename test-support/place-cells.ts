import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Test places get cells of one grid, one cell per place for the whole run, so that what one test file puts on the
 * map can never fall within another's matching distance (a mile for water rights and projects, 300 ft for
 * neighbours). All files of a run share one database; places picked at random collided now and then.
 *
 * A cell is claimed by creating its file exclusively in the run's folder, which is atomic across processes.
 */
const COLUMNS = 8;
/** 0.1° is about 8.8 km of longitude and 11 km of latitude here: offsets of 6 km plus a mile stay in the cell. */
const CELL_DEGREES = 0.1;
const WEST = -114.0;
const SOUTH = 37.3;

export function placeCellsFolder(runId: string) {
  return join(tmpdir(), 'utah-land-test-places', runId.replace(/[^A-Za-z0-9_]/g, '_'));
}

/** The south-west corner of the next free cell of this run. */
export function claimPlaceCell(runId: string): { lng: number; lat: number } {
  const folder = placeCellsFolder(runId);
  mkdirSync(folder, { recursive: true });
  for (let k = 0; ; k++) {
    try {
      writeFileSync(join(folder, String(k)), '', { flag: 'wx' });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'EEXIST') continue;
      throw err;
    }
    return { lng: WEST + (k % COLUMNS) * CELL_DEGREES, lat: SOUTH + Math.floor(k / COLUMNS) * CELL_DEGREES };
  }
}

export function releasePlaceCells(runId: string) {
  rmSync(placeCellsFolder(runId), { recursive: true, force: true });
}
