import { Card, Rate, Tag, Typography } from 'antd';
import { isStrongMatch } from '@utah-land/shared';
import { PlaceholderCard } from '../records/placeholder-cards.js';
import { isContactGroup, type MatchKind, type MatchRow, type MatchSubject } from '../../api/matching.js';
import { RecordSource, sourceLabel } from '../common/record-source.js';
import { WhyMatched, whyMatchedOf } from '../records/why-matched.js';
import { WhyLink } from './match-explain.js';
import './matching.css';

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
  if (kind === 'parcels')
    return str(r.ownershipName) ?? str(r.formattedParcelId) ?? str(r.parcelId) ?? String(r.id);
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
  explainFrom,
}: {
  kind: MatchKind;
  row: MatchRow;
  companies: boolean;
  onOpen?: () => void;
  /** The subject matched: a contact or company card gets 'Why?', every dimension pass or fail. */
  explainFrom?: MatchSubject;
}) {
  if (row.placeholder)
    return (
      <PlaceholderCard
        testId="match-placeholder"
        title="Matching record name"
        lines={['contact@example.com · (801) 555-0100']}
      />
    );
  const title = cardTitle(kind, row, companies);
  return (
    <Card
      size="small"
      hoverable={!!onOpen}
      onClick={onOpen}
      className={onOpen ? 'match-card-openable' : undefined}
      data-testid="match-card"
    >
      {typeof row.score === 'number' && (
        <Tag
          color={isStrongMatch(row.score) ? 'green' : 'default'}
          style={{ float: 'right' }}
          data-testid="match-score"
        >
          {`Fit ${row.score}`}
        </Tag>
      )}
      {onOpen ? (
        // The card opens on a click anywhere; by keyboard its name is the button (Tab, then Enter or Space).
        <button
          type="button"
          className="match-card-open"
          onClick={(e) => {
            e.stopPropagation(); // the card's own click would open it a second time
            onOpen();
          }}
        >
          <Typography.Text strong>{title}</Typography.Text>
        </button>
      ) : (
        <Typography.Text strong>{title}</Typography.Text>
      )}
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
              <span style={{ color: '#616161' }}>{label}: </span>
              {value}
            </div>
          ))}
      </div>
      <WhyMatched lines={whyMatchedOf(kind, row, companies)} />
      {explainFrom && isContactGroup(kind) && typeof row.id === 'number' && (
        <WhyLink
          subject={explainFrom}
          who={companies ? { companyId: row.id } : { contactId: row.id }}
          kind={kind}
          title={title}
        />
      )}
    </Card>
  );
}
