import { Empty, Typography } from 'antd';
import type { MonthlyPoint } from '@utah-land/shared';

// Beyond the spec (issue 17): median list price (bars) and median days on market (line) per month of list date,
// drawn as plain SVG so the drawer needs no chart library.

const W = 980;
const H = 200;
const PAD = { left: 64, right: 48, top: 12, bottom: 28 };

const money = (v: number) =>
  v >= 1_000_000 ? `$${(v / 1_000_000).toFixed(2)}M` : `$${Math.round(v / 1000)}k`;

export function MonthlyChart({ points }: { points: MonthlyPoint[] }) {
  if (!points.length)
    return <Empty description="No listings in this range" image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  const prices = points.map((p) => p.median_list_price ?? 0);
  const doms = points.map((p) => p.median_list_dom ?? 0);
  const maxPrice = Math.max(...prices, 1);
  const maxDom = Math.max(...doms, 1);
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const step = innerW / points.length;
  const x = (i: number) => PAD.left + step * i + step / 2;
  const yPrice = (v: number) => PAD.top + innerH - (v / maxPrice) * innerH;
  const yDom = (v: number) => PAD.top + innerH - (v / maxDom) * innerH;
  const labelEvery = Math.max(1, Math.ceil(points.length / 12));
  const line = points.map(
    (p, i) => `${i ? 'L' : 'M'}${x(i).toFixed(1)},${yDom(p.median_list_dom ?? 0).toFixed(1)}`,
  );
  return (
    <figure style={{ margin: 0 }} data-testid="market-stats-chart">
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        <span style={{ color: '#1677ff' }}>■</span> Median list price &nbsp;
        <span style={{ color: '#fa8c16' }}>●</span> Median days on market — by month listed
      </Typography.Text>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        width="100%"
        role="img"
        aria-label="Median list price and days on market by month"
      >
        <line x1={PAD.left} x2={W - PAD.right} y1={PAD.top + innerH} y2={PAD.top + innerH} stroke="#d9d9d9" />
        <text x={PAD.left - 6} y={PAD.top + 8} fontSize={10} textAnchor="end" fill="#1677ff">
          {money(maxPrice)}
        </text>
        <text x={W - PAD.right + 6} y={PAD.top + 8} fontSize={10} fill="#fa8c16">
          {Math.round(maxDom)} d
        </text>
        {points.map((p, i) => (
          <g key={p.month} data-testid="chart-month" data-month={p.month}>
            <rect
              x={x(i) - step * 0.35}
              width={step * 0.7}
              y={yPrice(p.median_list_price ?? 0)}
              height={PAD.top + innerH - yPrice(p.median_list_price ?? 0)}
              fill="#91caff"
            >
              <title>
                {p.month}: median list price {money(p.median_list_price ?? 0)}, median DOM{' '}
                {p.median_list_dom ?? '—'}, {p.number_of_listings} listings
              </title>
            </rect>
            {i % labelEvery === 0 && (
              <text x={x(i)} y={H - 10} fontSize={10} textAnchor="middle" fill="#616161">
                {p.month}
              </text>
            )}
          </g>
        ))}
        <path d={line.join(' ')} fill="none" stroke="#fa8c16" strokeWidth={2} />
      </svg>
    </figure>
  );
}
