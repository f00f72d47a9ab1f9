import { layoutParcels } from './src/generate/layout.ts';
for (const n of [500, 20000, 1000000]) {
  const t = Date.now();
  let count = 0, groups = 0; const acres: number[] = []; const zones: Record<string, number> = {};
  for (const g of layoutParcels(n, 42)) { groups++; count += g.parcels.length; zones[g.zone] = (zones[g.zone] ?? 0) + g.parcels.length; if (count < 2e5) for (const p of g.parcels) acres.push(p.acres); }
  acres.sort((a, b) => a - b);
  console.log(n, count, groups, Date.now() - t, 'ms', zones, acres[0], acres[Math.floor(acres.length / 2)], acres[acres.length - 1]);
}
