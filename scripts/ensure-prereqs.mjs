// Makes sure what the tests need is on the machine: Debian's Chromium, a running PostgreSQL with PostGIS.
// Installs with apt when running as root; says what it does. Never downloads a browser build of its own.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import pg from 'pg';

const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const isRoot = process.getuid?.() === 0;
let aptUpdated = false;

function apt(packages) {
  if (!isRoot) {
    console.error(`[prereqs] missing ${packages.join(', ')}: install them with apt (root needed).`);
    process.exit(1);
  }
  if (!aptUpdated) {
    console.log('[prereqs] apt-get update');
    execSync('apt-get update -qq', { stdio: 'inherit' });
    aptUpdated = true;
  }
  console.log(`[prereqs] installing ${packages.join(', ')} with apt`);
  execSync(`DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(' ')} > /dev/null`, {
    stdio: 'inherit',
    shell: '/bin/bash',
  });
}

async function query(sql) {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

async function connectable() {
  try {
    await query('select 1');
    return true;
  } catch {
    return false;
  }
}

if (!existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) apt(['chromium']);
else console.log('[prereqs] chromium: present');

if (!(await connectable())) {
  const clusters = existsSync('/etc/postgresql') ? readdirSync('/etc/postgresql') : [];
  if (!clusters.length) {
    console.error(`[prereqs] no PostgreSQL server answers at ${serverUrl} and none is installed here.`);
    process.exit(1);
  }
  console.log(`[prereqs] starting PostgreSQL ${clusters[0]}`);
  spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', clusters[0], 'main', 'start'], {
    stdio: 'inherit',
  });
  for (let i = 0; i < 30 && !(await connectable()); i++) await new Promise((r) => setTimeout(r, 500));
  if (!(await connectable())) {
    console.error('[prereqs] PostgreSQL did not start');
    process.exit(1);
  }
}

const available = await query("select 1 from pg_available_extensions where name = 'postgis'");
if (!available.length) {
  const [{ v }] = await query("select current_setting('server_version_num')::int / 10000 as v");
  apt([`postgresql-${v}-postgis-3`]);
} else console.log('[prereqs] PostGIS: available');
