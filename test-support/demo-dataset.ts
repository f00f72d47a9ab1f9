/**
 * The generated dataset the PostgreSQL test run shares (one database for every test file, files one after another):
 * the map and matching suites load it (idempotently), and a suite that replaces it puts it back when it is done, so
 * no suite sees another suite's data whatever order the files run in.
 */
export const SHARED_DEMO_DATA = { parcels: 1500, seed: 42 } as const;
