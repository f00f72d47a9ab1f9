// The commit subjects since the rule became checked (CONTRIBUTING.md, "Commits"): under 72 characters and starting
// with the area(s) they change (`api: …`, `web, shared: …`). Merge commits are the tools' own and pass. Run by
// `npm test` (scripts/test.mjs); `node scripts/check-commits.mjs` alone prints the subjects that break the rule.
import { spawnSync } from 'node:child_process';

/** The last commit before the rule was checked: the 308 commits up to it keep their subjects. */
const BASE = '3722326';
const SUBJECT = /^[a-z][a-z0-9-]*(, [a-z][a-z0-9-]*)*: \S/;
const MAX = 71;

const git = (...args) => spawnSync('git', args, { encoding: 'utf8' });
if (git('cat-file', '-e', `${BASE}^{commit}`).status !== 0) {
  console.log(`check-commits: ${BASE} is not in this clone's history (a shallow clone?): nothing to check`);
  process.exit(0);
}
const log = git('log', '--no-merges', '--format=%h %s', `${BASE}..HEAD`);
if (log.status !== 0) throw new Error(log.stderr);
const broken = log.stdout
  .split('\n')
  .filter(Boolean)
  .map((line) => ({ hash: line.slice(0, line.indexOf(' ')), subject: line.slice(line.indexOf(' ') + 1) }))
  .filter(({ subject }) => subject.length > MAX || !SUBJECT.test(subject));
for (const { hash, subject } of broken)
  console.error(
    `${hash} ${subject}\n  ${subject.length > MAX ? `${subject.length} characters (at most ${MAX})` : 'no area prefix (`api: …`)'}`,
  );
if (broken.length) {
  console.error(`${broken.length} commit subject(s) break the rule of CONTRIBUTING.md, "Commits"`);
  process.exit(1);
}
console.log('check-commits: every subject since the base follows the rule');
