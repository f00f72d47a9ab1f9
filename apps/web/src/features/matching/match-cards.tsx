import { Card, Rate, Typography } from 'antd';
import { PlaceholderCard } from '../records/placeholder-cards.js';
import type { MatchKind, MatchRow } from '../../api/matching.js';
import { RecordSource, sourceLabel } from '../common/record-source.js';
import { WhyMatched, whyMatchedOf } from '../records/why-matched.js';

const str = (v: unknown) => (typeof v === 'string' && v ? v : null);
const list = (v: unknown) =>
  Array.isArray(v) ? (v as unknown[]).filter((x) => typeof x === 'string' && x) : [];
const money = (v: unknown) => (typeof v === 'number' ? `$${v.toLocaleString('en-US')}` : null);

/** Phones are shown only when longer than 6 characters. */
const phones = (r: MatchRow) =>
  [...list(r.phones), r.phoneNumber1, r.phoneNumber2].filter(
    (p): p is string => typeof p === 'string' && p.length > 6,
  );

function lines(kind: MatchKind, r: MatchRow, companies: boolean): [string, string | null][] {
  if (companies)
    return [
      ['Website', list(r.websites)[0] as string | null],
      ['Email', list(r.emails)[0] as string | null],
      ['Matching contacts', typeof r.matchingContacts === 'number' ? String(r.matchingContacts) : null],
    ];
  if (kind === 'parcels')
    return [
      ['Parcel ID', str(r.formattedParcelId) ?? str(r.parcelId)],
      ['Address', [str(r.address), str(r.city)].filter(Boolean).join(', ') || null],
      ['Acreage', typeof r.acreage === 'number' ? r.acreage.toFixed(2) : null],
      ['Zoning', str(r.actualZoning)],
      ['Possible lots', str(r.possibleLots)],
    ];
  if (kind === 'projects')
    return [
      ['Status', str(r.projectStatus)],
      ['City', str(r.city)],
      ['Lots', list(r.numberAndStyleOfLots).join(', ') || null],
      ['Price point', money(r.pricePoint)],
    ];
  if (kind === 'waterRights')
    return [
      ['Owner', [str(r.ownerFirstName), str(r.ownerLastName)].filter(Boolean).join(' ') || null],
      ['Interest', str(r.ownerInterest)],
      ['Address', [str(r.ownerAddress1), str(r.ownerAddress2)].filter(Boolean).join(', ') || null],
    ];
  // Contacts: the City field is hidden for Developer, Builder, Investor and Real Estate Agent cards.
  const showCity = kind === 'newBuildHomebuyers';
  return [
    ['Company', str(r.company)],
    ['Email', list(r.emails)[0] as string | null],
    ['Phone', phones(r)[0] ?? null],
    ['Address', str(r.address)],
    ['City', showCity ? list(r.cities).join(', ') || null : null],
  ];
}

export function cardTitle(kind: MatchKind, r: MatchRow, companies: boolean): string {
  if (companies) return str(r.name) ?? `Company ${r.id}`;
  if (kind === 'parcels') return str(r.ownershipName) ?? str(r.parcelId) ?? String(r.id);
  if (kind === 'waterRights') return str(r.wrnum) ?? String(r.id);
  if (kind === 'projects') return str(r.name) ?? String(r.id);
  const name = [str(r.firstname), str(r.lastname)].filter(Boolean).join(' ');
  return name || str(r.name) || String(r.id);
}

/** One match card with its facts, where it comes from and why it matched; placeholders for Free Trial. */
export function MatchCard({
  kind,
  row,
  companies,
  onOpen,
}: {
  kind: MatchKind;
  row: MatchRow;
  companies: boolean;
  onOpen?: () => void;
}) {
  if (row.placeholder)
    return (
      <PlaceholderCard
        testId="match-placeholder"
        title="Matching record name"
        lines={['contact@example.com · (801) 555-0100']}
      />
    );
  return (
    <Card size="small" hoverable={!!onOpen} onClick={onOpen} data-testid="match-card">
      <Typography.Text strong>{cardTitle(kind, row, companies)}</Typography.Text>
      {companies && typeof row.googleRating === 'number' && (
        <Rate disabled allowHalf value={row.googleRating} style={{ fontSize: 12, marginLeft: 8 }} />
      )}
      {sourceLabel(row.source) && (
        <div style={{ marginTop: 2 }}>
          <RecordSource source={row.source} />
        </div>
      )}
      <div style={{ fontSize: 12, marginTop: 4 }}>
        {lines(kind, row, companies)
          .filter(([, v]) => v)
          .map(([label, value]) => (
            <div key={label}>
              <span style={{ color: '#8c8c8c' }}>{label}: </span>
              {value}
            </div>
          ))}
      </div>
      <WhyMatched lines={whyMatchedOf(kind, row, companies)} />
    </Card>
  );
}
