import { Button, Drawer, Empty, List, Rate, Space, Spin, Statistic, Tag, Typography } from 'antd';
import { KeyboardTabs } from '../common/keyboard-tabs.js';
import { useQuery } from '@tanstack/react-query';
import {
  matchingApi,
  matchingKeys,
  type MatchKind,
  type MatchRow,
  type MatchSubject,
} from '../../api/matching.js';
import { useState } from 'react';
import type { CompanyDetailAnswer, CompanyDetailProjectRow } from '@utah-land/shared';
import { ProvenanceLine, RecordSource } from '../common/record-source.js';
import { CompanyModal, type CompanyDetail } from '../records/company-modal.js';
import { WhyMatched, whyMatchedOf } from '../records/why-matched.js';

/** The company card that was opened: its row in a contact group's Companies tab. */
export interface OpenedCompany {
  kind: MatchKind;
  row: MatchRow;
}

/** 'This parcel' / 'This project': the subject the company was matched to, listed first. */
const ThisSubject = ({ label }: { label: string }) => (
  <Tag color="green" data-testid="company-matched-subject">
    {label}
  </Tag>
);

const text = (v: unknown) => (typeof v === 'string' && v ? v : null);

function ProjectList({
  rows,
  testId,
  subjectId,
}: {
  rows: CompanyDetailProjectRow[];
  testId: string;
  subjectId?: number;
}) {
  if (!rows.length) return <Empty description="No projects" />;
  return (
    <List
      data-testid={testId}
      size="small"
      dataSource={rows}
      renderItem={(p) => (
        <List.Item>
          <List.Item.Meta
            title={
              <>
                {text(p.name)} {p.id === subjectId && <ThisSubject label="This project" />}
              </>
            }
            description={[text(p.project_status), text(p.city), p.number_and_style_of_lots.join(', ')]
              .filter(Boolean)
              .join(' · ')}
          />
        </List.Item>
      )}
    />
  );
}

const str = (v: unknown) => (typeof v === 'string' ? v : null);
const strs = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

/** The company's record as the Company modal reads it (spec 2.3). */
function companyModalData(c: CompanyDetailAnswer['company']): CompanyDetail {
  return {
    name: c.name,
    email: strs(c.emails),
    address: str(c.address),
    mailingAddress: str(c.mailing_address),
    city: str(c.city),
    state: str(c.state),
    zip: str(c.zip),
    contactType: str(c.company_type) ?? strs(c.contact_types),
    website: c.websites,
    phone: strs(c.phones),
    facebookCompanyPage: c.facebook_company_page ?? c.facebook_url,
    linkedinCompanyPage: c.linkedin_company_page ?? c.linkedin_url,
    twitterUrl: c.twitter_url,
    contacts: c.contacts,
    source: c.source,
    sourceAsOf: c.source_as_of,
  };
}

/**
 * The company detail drawer (spec 2.4): right side, 'Back' closes; why the company matched, and three tabs of
 * projects and parcels. Its matched projects and parcels are those it is matched to (docs/matching.md, "Company
 * detail"), the subject it was opened from first.
 */
export function CompanyDetailDrawer({
  opened,
  from,
  onClose,
}: {
  opened: OpenedCompany | null;
  /** The subject whose matches the company card was in. */
  from?: MatchSubject;
  onClose: () => void;
}) {
  const companyId = opened?.row.id ?? null;
  const q = useQuery({
    queryKey: matchingKeys.company(companyId, from),
    queryFn: () => matchingApi.companyDetail(companyId!, from),
    enabled: companyId !== null,
  });
  const why = opened ? whyMatchedOf(opened.kind, opened.row, true) : undefined;
  const subjectParcel = from?.type === 'Parcel' ? from.id : undefined;
  const subjectProject = from?.type === 'Project' ? from.id : undefined;
  const d = q.data;
  const [moreInfo, setMoreInfo] = useState(false);
  const links = d
    ? [
        ...d.company.websites.map((w) => ['Website', w]),
        ['Facebook', d.company.facebook_url ?? d.company.facebook_company_page],
        ['LinkedIn', d.company.linkedin_url ?? d.company.linkedin_company_page],
        ['Twitter', d.company.twitter_url],
      ].filter((l): l is [string, string] => !!l[1])
    : [];
  return (
    <Drawer
      open={companyId !== null}
      onClose={onClose}
      placement="right"
      size={720}
      closable={false}
      title={
        <span>
          {d?.company.name ?? 'Company'} <RecordSource source={d?.company.source} />
        </span>
      }
      extra={
        <Space>
          {d && (
            <Button onClick={() => setMoreInfo(true)} data-testid="company-more-info">
              More Information
            </Button>
          )}
          <Button onClick={onClose}>Back</Button>
        </Space>
      }
    >
      {q.isPending ? (
        <Spin />
      ) : q.isError || !d ? (
        <Empty description={q.error?.message ?? 'No data'} />
      ) : (
        <div data-testid="company-detail-drawer">
          <Space wrap size="large" style={{ marginBottom: 12 }}>
            {links.map(([label, href]) => (
              <a
                key={label + href}
                href={href.startsWith('http') ? href : `https://${href}`}
                target="_blank"
                rel="noreferrer"
              >
                {label}
              </a>
            ))}
          </Space>
          <div style={{ marginBottom: 12 }}>
            <Typography.Text type="secondary">Google Reviews </Typography.Text>
            <Rate disabled allowHalf value={d.company.google_rating ?? 0} />
            {d.company.google_review_count ? ` (${d.company.google_review_count})` : ''}
          </div>
          <div style={{ marginBottom: 12 }}>
            <ProvenanceLine source={d.company.source} asOf={d.company.source_as_of} />
          </div>
          {why && <WhyMatched lines={why} title="Why it matched" />}
          <Space size="large" style={{ marginBottom: 12 }}>
            <div data-testid="company-matched-projects-count" data-count={d.counts.projects}>
              <Statistic title="Matched Projects" value={d.counts.projects} />
            </div>
            <div data-testid="company-matched-parcels-count" data-count={d.counts.parcels}>
              <Statistic title="Matched Parcels" value={d.counts.parcels} />
            </div>
          </Space>
          <KeyboardTabs
            items={[
              {
                key: 'ongoing',
                label: 'Ongoing Projects',
                children: <ProjectList rows={d.ongoingProjects} testId="company-ongoing" />,
              },
              {
                key: 'latest',
                label: 'Last 2 Years Projects',
                children: <ProjectList rows={d.latestProjects} testId="company-latest" />,
              },
              {
                key: 'matched',
                label: 'Matched Projects & Parcels',
                children: (
                  <>
                    <Typography.Title level={5}>Projects</Typography.Title>
                    <ProjectList
                      rows={d.projects}
                      testId="company-matched-projects"
                      subjectId={subjectProject}
                    />
                    <Typography.Title level={5}>Parcels</Typography.Title>
                    {d.parcels.length ? (
                      <List
                        size="small"
                        data-testid="company-matched-parcels"
                        dataSource={d.parcels}
                        renderItem={(p) => (
                          <List.Item data-parcel-id={p.id}>
                            <span>
                              {text(p.formatted_parcel_id) ?? text(p.parcel_id)} · {text(p.ownership_name)} ·{' '}
                              {text(p.address)}{' '}
                              {p.id === subjectParcel && <ThisSubject label="This parcel" />}
                            </span>
                          </List.Item>
                        )}
                      />
                    ) : (
                      <Empty description="No parcels" />
                    )}
                  </>
                ),
              },
            ]}
          />
        </div>
      )}
      {moreInfo && d && (
        <CompanyModal
          company={companyModalData(d.company)}
          whyMatched={why}
          onClose={() => setMoreInfo(false)}
        />
      )}
    </Drawer>
  );
}
