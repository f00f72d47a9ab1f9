import type { ReactNode } from 'react';
import { Button, Card, Tag, Typography } from 'antd';
import { ProvenanceLine, RecordSource } from '../common/record-source.js';
import type { ParcelCard, ProjectCard } from '@utah-land/shared';
import { BookmarkToggle } from './bookmark-toggle.js';

/** Where a card is shown; each context changes the controls around it. */
export type CardContext = 'viewAll' | 'matching' | 'bookmark-drawer' | 'child-project' | 'parent-project';
/** Card kinds; City is hidden for Developer, Builder, Investor and Real Estate Agent cards. */
export type CardKind = 'Parcel' | 'Project' | 'Developer' | 'Builder' | 'Investor' | 'Real Estate Agent';
const CITY_HIDDEN: ReadonlySet<CardKind> = new Set(['Developer', 'Builder', 'Investor', 'Real Estate Agent']);

const money = (n: number | null | undefined) =>
  typeof n === 'number' ? `$${n.toLocaleString('en-US')}` : null;

interface Row {
  label: string;
  value: ReactNode;
}
export function cardRows(kind: CardKind, item: ParcelCard | ProjectCard, isAdmin: boolean): Row[] {
  const rows: (Row | null)[] = [];
  const add = (label: string, value: ReactNode | null | undefined) =>
    rows.push(value === null || value === undefined || value === '' ? null : { label, value });
  if ('parcelId' in item) {
    add('Parcel ID', item.formattedParcelId || item.parcelId);
    add('Address', item.address);
    if (!CITY_HIDDEN.has(kind)) add('City', item.city);
    if (kind !== 'Project') add('Acreage', `${item.acreage.toFixed(2)} acres`);
    add('Zoning', item.actualZoning);
    add('Possible Lots', item.possibleNumberAndStyleOfLots);
    add('Market Value', money(item.marketValue));
    add('MLS Status', item.mlsStatus);
    if (isAdmin) {
      const s = [item.workabilityScore, item.reasonabilityScore, item.dispositionScore];
      if (s.some((v) => typeof v === 'number')) add('Scores (W/R/D)', s.map((v) => v ?? '–').join(' / '));
    }
  } else {
    add('Status', item.project_status);
    add('Address', item.address);
    if (!CITY_HIDDEN.has(kind)) add('City', item.city);
    add('Lots', item.numberAndStyleOfLots.join(', '));
    add('Price Point', money(item.pricePoint));
    if (!item.isChild && item.childCount) add('Child Projects', item.childCount);
    if (item.parcelCount) add('Parcels', item.parcelCount);
  }
  return rows.filter((r): r is Row => r !== null);
}

export function cardTitle(item: ParcelCard | ProjectCard): string {
  return 'parcelId' in item
    ? item.ownershipName || item.formattedParcelId || item.parcelId
    : item.project_name_processed;
}

interface Props {
  item: ParcelCard | ProjectCard;
  kind: CardKind;
  context: CardContext;
  selected?: boolean;
  isAdmin: boolean;
  onSelect: () => void;
  onMoreInfo: () => void;
  onViewQuery?: () => void;
  /** Projects: open the parent's child projects, or the child's parent project. */
  onFamily?: () => void;
  /** Parcels, admins: open the Market Analysis drawer for the parcel (spec 2.2). */
  onMarketAnalysis?: () => void;
}

const stop = (action: () => void) => (e: { stopPropagation: () => void }) => {
  e.stopPropagation();
  action();
};

/** A result card. In the matching context a click opens the details; elsewhere it selects the item. */
export function ResultCard({
  item,
  kind,
  context,
  selected,
  isAdmin,
  onSelect,
  onMoreInfo,
  onViewQuery,
  onFamily,
  onMarketAnalysis,
}: Props) {
  const isProject = !('parcelId' in item);
  const project = isProject ? (item as ProjectCard) : null;
  const familyLabel = project?.isChild ? 'Parent Project' : project?.childCount ? 'Child Projects' : null;
  return (
    <Card
      size="small"
      hoverable
      data-testid="result-card"
      onClick={context === 'matching' ? onMoreInfo : onSelect}
      // Reachable by Tab and opened with Enter or Space, as a click opens it (its own buttons keep their keys).
      tabIndex={0}
      onKeyDown={(e) => {
        if (e.target !== e.currentTarget || (e.key !== 'Enter' && e.key !== ' ')) return;
        e.preventDefault();
        (context === 'matching' ? onMoreInfo : onSelect)();
      }}
      style={{
        marginBottom: 8,
        borderColor: selected ? '#fa8c16' : undefined,
        boxShadow: selected ? '0 0 0 2px rgba(250,140,22,0.25)' : undefined,
      }}
      styles={{ body: { padding: 10 } }}
    >
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, alignItems: 'baseline' }}>
        <Typography.Text strong ellipsis style={{ maxWidth: 250 }} title={cardTitle(item)}>
          {cardTitle(item)}
        </Typography.Text>
        <RecordSource
          source={(item as { source?: string | null }).source}
          county={isProject ? null : (item as ParcelCard).county}
        />
        {isProject && (
          <span style={{ whiteSpace: 'nowrap' }}>
            <Tag color={(item as ProjectCard).isChild ? 'purple' : 'green'} style={{ marginInlineEnd: 0 }}>
              {(item as ProjectCard).isChild ? 'Child' : 'Parent'}
            </Tag>
            {isAdmin && onViewQuery && (
              <Button type="link" size="small" onClick={stop(onViewQuery)}>
                View Query
              </Button>
            )}
          </span>
        )}
        {context !== 'matching' && (kind === 'Parcel' || kind === 'Project') && (
          <BookmarkToggle
            kind={isProject ? 'project' : 'parcel'}
            id={item.id}
            projectType={isProject ? ((item as ProjectCard).isChild ? 'child' : 'parent') : undefined}
            title={cardTitle(item)}
            bookmarked={item.existsInBookmarks}
          />
        )}
      </div>
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          columnGap: 10,
          rowGap: 2,
          marginTop: 4,
          fontSize: 12,
        }}
      >
        {cardRows(kind, item, isAdmin).map((r) => (
          <div key={r.label} style={{ display: 'contents' }}>
            <span style={{ color: '#616161' }}>{r.label}</span>
            <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
              {r.value}
            </span>
          </div>
        ))}
      </div>
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 12, marginTop: 4 }}>
        {onFamily && familyLabel && (
          <Button type="link" size="small" style={{ padding: 0 }} onClick={stop(onFamily)}>
            {familyLabel}
          </Button>
        )}
        {isAdmin && !isProject && onMarketAnalysis && (
          <Button type="link" size="small" style={{ padding: 0 }} onClick={stop(onMarketAnalysis)}>
            Market Analysis
          </Button>
        )}
        <Button type="link" size="small" style={{ padding: 0 }} onClick={stop(onMoreInfo)}>
          More Information
        </Button>
      </div>
      <ProvenanceLine
        source={item.source}
        county={isProject ? null : (item as ParcelCard).county}
        asOf={item.sourceAsOf}
      />
    </Card>
  );
}
