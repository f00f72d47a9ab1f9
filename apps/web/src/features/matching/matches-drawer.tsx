import { useState } from 'react';
import { mayExportNow, seesPlaceholdersNow } from '../../app/session.js';
import { App, Badge, Button, Drawer, Segmented, Space, Spin, Tooltip } from 'antd';
import { KeyboardTabs } from '../common/keyboard-tabs.js';
import { CodeOutlined, EnvironmentOutlined, FileExcelOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import {
  MATCH_KINDS,
  isContactGroup,
  labelsFor,
  matchingApi,
  matchingKeys,
  subjectKey,
  type MatchKind,
  type MatchSubject,
} from '../../api/matching.js';
import { mapApi, mapKeys } from '../../api/map.js';
import { session } from '../../app/session.js';
import { CompanyDetailDrawer, type OpenedCompany } from './company-detail-drawer.js';
import { exportMatches } from './export-matches.js';
import { MatchList } from './match-list.js';
import { initialView, rememberView, rememberedView, type MatchesView } from './matches-memory.js';
import { MatchingQueryDrawer } from './matching-query-drawer.js';
import { BADGE_OVERFLOW } from './matching-popover.js';
import { useMatchCounts } from './use-match-counts.js';
import './matching.css';
import { VIEW_ON_MAP_UPGRADE, type ViewOnMapPayload } from '../records/view-mode.js';
import { useNarrow } from '../common/use-narrow.js';

export const MATCHES_DRAWER_WIDTH = 1050;
const MAP_POINTS_LIMIT = 1000;

export function matchesTitle(s: MatchSubject, groupLabel: string) {
  return s.name ? `View Matches For: ${s.name}` : `View All ${groupLabel.replace(/s$/, '')}s`;
}

/** Inner-tab counts: companies of a contact group, parent and child projects (a page of one gives the total). */
function useTotal(
  subject: MatchSubject,
  kind: MatchKind,
  options: Parameters<typeof matchingApi.list>[2],
  enabled: boolean,
) {
  return useQuery({
    queryKey: matchingKeys.list(subject, kind, options),
    queryFn: ({ signal }) => matchingApi.list(subject, kind, options, signal),
    enabled,
    select: (d) => d.pagination.totalItems,
  }).data;
}

/** The matches drawer: left tabs per group with counts, inner tabs, pages of 20, map, export, query. */
export function MatchesDrawer({
  subject,
  open,
  onClose,
  onViewOnMap,
}: {
  subject: MatchSubject;
  open: boolean;
  onClose: () => void;
  /** 'View all on map': the current group's points, handed to the map screen (which opens its results panel). */
  onViewOnMap?: (payload: ViewOnMapPayload) => void;
}) {
  const { message } = App.useApp();
  // On a phone the groups run across the top and the buttons show their icons only, so the cards keep the width.
  const narrow = useNarrow(768);
  const label = (text: string) => (narrow ? null : text);
  const isAdmin = session.isAdmin();
  // Free Trial placeholders, as the access policy decides (the server sends placeholders anyway).
  const freeTrial = seesPlaceholdersNow();
  const canExport = mayExportNow();
  const key = subjectKey(subject).join(':');
  const labels = labelsFor(subject);
  const { counts, loading } = useMatchCounts(open ? subject : null);
  // A parcel's title uses its ownership name (the map's parcel info, usually cached already).
  const parcelInfo = useQuery({
    queryKey: mapKeys.parcelInfo(subject.id),
    queryFn: () => mapApi.parcelInfo(subject.id),
    enabled: open && subject.type === 'Parcel',
  });
  const titleSubject =
    subject.type === 'Parcel' &&
    parcelInfo.data &&
    'ownershipName' in parcelInfo.data &&
    parcelInfo.data.ownershipName
      ? { ...subject, name: parcelInfo.data.ownershipName }
      : subject;
  const [chosen, setChosen] = useState<{ key: string; view: MatchesView } | null>(null);
  const [queryOpen, setQueryOpen] = useState(false);
  const [company, setCompany] = useState<OpenedCompany | null>(null);
  const [busy, setBusy] = useState<'map' | 'export' | null>(null);

  const firstWithResults = MATCH_KINDS.find((k) => (counts[k] ?? 0) > 0) ?? 'parcels';
  const view: MatchesView | null =
    chosen?.key === key
      ? chosen.view
      : (rememberedView(key) ?? (loading ? null : initialView(firstWithResults)));
  const update = (patch: Partial<MatchesView>) => {
    if (!view) return;
    const next = { ...view, ...patch };
    rememberView(key, next);
    setChosen({ key, view: next });
  };
  const group = view?.group ?? 'parcels';
  const contactGroup = isContactGroup(group);
  const companiesTotal = useTotal(
    subject,
    group,
    { page: 1, limit: 1, type: 'companies' },
    open && !!view && contactGroup,
  );
  const parentTotal = useTotal(
    subject,
    'projects',
    { page: 1, limit: 1, projectType: 'parent' },
    open && group === 'projects',
  );
  const childTotal = useTotal(
    subject,
    'projects',
    { page: 1, limit: 1, projectType: 'child' },
    open && group === 'projects',
  );

  const listOptions = () => ({
    type: view!.listType,
    projectType: group === 'projects' ? view!.projectType : undefined,
    split: group === 'parcels' ? view!.split : undefined,
  });
  const viewOnMap = async () => {
    if (!view || !onViewOnMap) return;
    setBusy('map');
    try {
      const res = await matchingApi.coordinates(subject, group, {
        ...listOptions(),
        page: 1,
        limit: MAP_POINTS_LIMIT,
      });
      onViewOnMap({ subject, kind: group, label: labels[group], points: res.data });
    } catch (e) {
      message.error((e as Error).message);
    } finally {
      setBusy(null);
    }
  };
  const exportNow = async () => {
    if (!view) return;
    setBusy('export');
    try {
      const tab = contactGroup ? (view.listType === 'companies' ? 'Companies' : 'Contacts') : null;
      const out = await exportMatches(subject, group, labels[group], listOptions(), tab);
      message.success(`${out.name} (${out.rows} rows)`);
    } catch (e) {
      message.error((e as Error).message);
    } finally {
      setBusy(null);
    }
  };

  const inner = () => {
    if (!view) return null;
    const list = (
      <MatchList
        subject={subject}
        view={view}
        freeTrial={freeTrial}
        onPage={(page, limit) => update({ page, limit })}
        onOpenCompany={(row) => setCompany({ kind: group, row })}
      />
    );
    if (contactGroup)
      return (
        <KeyboardTabs
          activeKey={view.listType}
          onChange={(t) => update({ listType: t as MatchesView['listType'], page: 1 })}
          items={[
            { key: 'contacts', label: `Contacts (${counts[group] ?? 0})`, children: list },
            { key: 'companies', label: `Companies (${companiesTotal ?? '…'})`, children: list },
          ].map((t) => ({ ...t, children: t.key === view.listType ? t.children : null }))}
        />
      );
    if (group === 'projects')
      return (
        <KeyboardTabs
          activeKey={view.projectType}
          onChange={(t) => update({ projectType: t as MatchesView['projectType'], page: 1 })}
          items={[
            { key: 'parent', label: `Parent Projects (${parentTotal ?? '…'})` },
            { key: 'child', label: `Child Projects (${childTotal ?? '…'})` },
          ].map((t) => ({ ...t, children: t.key === view.projectType ? list : null }))}
        />
      );
    if (group === 'parcels')
      return (
        <>
          <Segmented
            style={{ marginBottom: 12 }}
            value={view.split}
            onChange={(v) => update({ split: v as MatchesView['split'], page: 1 })}
            options={[
              { value: 'all', label: 'All Parcels' },
              { value: 'buildableParcels', label: 'Buildable Parcels' },
              { value: 'alreadyBuildedParcels', label: 'Already Built Parcels' },
            ]}
          />
          {list}
        </>
      );
    return list;
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="left"
      size={MATCHES_DRAWER_WIDTH}
      title={matchesTitle(titleSubject, labels[group])}
      rootClassName="matches-drawer"
      // Above the shell's side menu (z-index 1001); nested drawers and modals stack above it through antd's context.
      zIndex={1010}
      extra={
        <Space>
          <Tooltip title={freeTrial ? VIEW_ON_MAP_UPGRADE : undefined}>
            <Button
              icon={<EnvironmentOutlined />}
              aria-label="View all on map"
              disabled={freeTrial || !view || !onViewOnMap}
              loading={busy === 'map'}
              onClick={viewOnMap}
            >
              {label('View all on map')}
            </Button>
          </Tooltip>
          <Tooltip title={canExport ? undefined : 'Upgrade subscription to unlock this feature'}>
            <Button
              icon={<FileExcelOutlined />}
              aria-label="Export"
              disabled={!canExport || !view || !counts[group]}
              loading={busy === 'export'}
              onClick={exportNow}
            >
              {label('Export')}
            </Button>
          </Tooltip>
          {isAdmin && (
            <Button icon={<CodeOutlined />} aria-label="View Query" onClick={() => setQueryOpen(true)}>
              {label('View Query')}
            </Button>
          )}
        </Space>
      }
    >
      {!view || loading ? (
        <Spin size="large" style={{ display: 'block', margin: '20vh auto' }} />
      ) : (
        <KeyboardTabs
          className="matches-tabs"
          tabPlacement={narrow ? 'top' : 'start'}
          activeKey={group}
          onChange={(k) => update({ ...initialView(k as MatchKind) })}
          items={MATCH_KINDS.map((k) => ({
            key: k,
            label: (
              <span data-testid={`match-tab-${k}`}>
                {labels[k]}{' '}
                <Badge
                  count={counts[k] ?? 0}
                  overflowCount={BADGE_OVERFLOW}
                  showZero
                  color={counts[k] ? '#1f4e79' : '#bfbfbf'}
                />
              </span>
            ),
            children: k === group ? inner() : null,
          }))}
        />
      )}
      {isAdmin && (
        <MatchingQueryDrawer
          subject={subject}
          split={view?.split}
          open={queryOpen}
          onClose={() => setQueryOpen(false)}
        />
      )}
      <CompanyDetailDrawer opened={company} from={subject} onClose={() => setCompany(null)} />
    </Drawer>
  );
}
