import { useCallback, useState } from 'react';
import { App, Drawer } from 'antd';
import { KeyboardTabs } from '../common/keyboard-tabs.js';
import {
  SURVEY_MATCH_LIMITS,
  SURVEY_RETRIEVED_TOASTS,
  isContactGroupType,
  type MatchingType,
} from '@utah-land/shared';
import { surveyMatchingApi, type ListType, type SurveyRef } from '../../api/survey-matching.js';
import type { MatchRow } from '../../api/matching.js';
import { ExportButton } from '../exports/export-button.js';
import { CompanyDetailDrawer, type OpenedCompany } from '../matching/company-detail-drawer.js';
import { everyPage, writeMatchesWorkbook } from '../matching/export-matches.js';
import { MatchRowDetail } from '../matching/match-row-detail.js';
import { OVERLAY_Z } from '../common/overlay.js';
import { MOBILE_QUERY, useMedia } from '../common/use-media.js';
import { SurveyMatchList } from './survey-match-list.js';

/** What a list drawer shows: one kind of a survey's matches and its counts. */
export interface OpenList {
  matchingtype: MatchingType;
  label: string;
  count: number;
  contactsCount: number;
  companiesCount: number;
  tab: ListType;
}

/**
 * The full-width list drawer of a card (spec 2.9): left tabs 'Contacts (n)' and 'Companies (n)' for a contact
 * group, a single grid of cards otherwise; infinite scroll; 'more info' on each card; an export of the whole list.
 */
export function SurveyListDrawer({
  surveyRef,
  open,
  pageSize,
  nextPageDelayMs,
  onTab,
  onClose,
}: {
  surveyRef: SurveyRef;
  open: OpenList | null;
  pageSize: number;
  nextPageDelayMs?: number;
  onTab: (tab: ListType) => void;
  onClose: () => void;
}) {
  const { notification } = App.useApp();
  const [detail, setDetail] = useState<MatchRow | null>(null);
  const [company, setCompany] = useState<OpenedCompany | null>(null);
  const mobile = useMedia(MOBILE_QUERY);
  const kind = open?.matchingtype;
  const retrieved = useCallback(() => {
    const title = kind && SURVEY_RETRIEVED_TOASTS[kind as keyof typeof SURVEY_RETRIEVED_TOASTS];
    if (title) notification.success({ key: `retrieved-${kind}`, title, placement: 'topRight', duration: 3 });
  }, [kind, notification]);
  if (!open || !kind) return <Drawer open={false} />;
  const group = isContactGroupType(kind);
  const list = (type: ListType) => (
    <SurveyMatchList
      surveyRef={surveyRef}
      kind={kind}
      type={type}
      pageSize={pageSize}
      nextPageDelayMs={nextPageDelayMs}
      onFirstPage={retrieved}
      onOpen={(row) => (type === 'companies' ? setCompany({ kind, row }) : setDetail(row))}
    />
  );
  const tab = group ? open.tab : 'contacts';
  const rowCount = tab === 'companies' ? open.companiesCount : open.contactsCount;
  const exportAll = async () => {
    const rows = await everyPage((page) =>
      surveyMatchingApi.results(surveyRef, {
        matchingtype: kind,
        type: tab,
        page,
        limit: SURVEY_MATCH_LIMITS.maxLimit,
      }),
    );
    await writeMatchesWorkbook(
      rows,
      kind,
      open.label,
      group ? (tab === 'companies' ? 'Companies' : 'Contacts') : null,
    );
  };
  return (
    <Drawer
      open
      onClose={onClose}
      placement="right"
      size="100%"
      zIndex={OVERLAY_Z}
      title={open.label}
      destroyOnHidden
      extra={
        <ExportButton rowCount={rowCount} onExport={exportAll} testId="survey-list-export">
          Export
        </ExportButton>
      }
      styles={{ body: { paddingTop: 8 } }}
    >
      <div data-testid="survey-list-drawer">
        {group ? (
          <KeyboardTabs
            tabPlacement={mobile ? 'top' : 'start'}
            activeKey={tab}
            onChange={(t) => onTab(t as ListType)}
            items={[
              { key: 'contacts', label: `Contacts (${open.contactsCount})`, children: list('contacts') },
              { key: 'companies', label: `Companies (${open.companiesCount})`, children: list('companies') },
            ]}
          />
        ) : (
          list('contacts')
        )}
      </div>
      {detail && <MatchRowDetail kind={kind} row={detail} onClose={() => setDetail(null)} />}
      <CompanyDetailDrawer opened={company} onClose={() => setCompany(null)} />
    </Drawer>
  );
}
