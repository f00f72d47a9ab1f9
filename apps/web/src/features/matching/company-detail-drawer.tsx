import { Button, Drawer, Empty, List, Rate, Space, Spin, Statistic, Tabs, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { matchingApi, type CompanyDetailResponse, type MatchRow } from '../../api/matching.js';
import { useState } from 'react';
import { CompanyModal, type CompanyDetail } from '../map/details/company-modal.js';

const text = (v: unknown) => (typeof v === 'string' && v ? v : null);

function ProjectList({ rows, testId }: { rows: MatchRow[]; testId: string }) {
  if (!rows.length) return <Empty description="No projects" />;
  return (
    <List
      data-testid={testId}
      size="small"
      dataSource={rows}
      renderItem={(p) => (
        <List.Item>
          <List.Item.Meta
            title={text(p.name)}
            description={[
              text(p.project_status),
              text(p.city),
              (p.number_and_style_of_lots as string[] | undefined)?.join(', '),
            ]
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
function companyModalData(c: CompanyDetailResponse['company']): CompanyDetail {
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
  };
}

/** The company detail drawer (spec 2.4): right side, 'Back' closes; three tabs of projects and parcels. */
export function CompanyDetailDrawer({
  companyId,
  onClose,
}: {
  companyId: number | null;
  onClose: () => void;
}) {
  const q = useQuery({
    queryKey: ['matching', 'company', companyId],
    queryFn: () => matchingApi.companyDetail(companyId!),
    enabled: companyId !== null,
  });
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
      title={d?.company.name ?? 'Company'}
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
          <Space size="large" style={{ marginBottom: 12 }}>
            <Statistic title="Matched Projects" value={d.counts.projects} />
            <Statistic title="Matched Parcels" value={d.counts.parcels} />
          </Space>
          <Tabs
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
                    <ProjectList rows={d.projects} testId="company-matched-projects" />
                    <Typography.Title level={5}>Parcels</Typography.Title>
                    {d.parcels.length ? (
                      <List
                        size="small"
                        dataSource={d.parcels}
                        renderItem={(p) => (
                          <List.Item>
                            {text(p.formatted_parcel_id) ?? text(p.parcel_id)} · {text(p.ownership_name)} ·{' '}
                            {text(p.address)}
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
        <CompanyModal company={companyModalData(d.company)} onClose={() => setMoreInfo(false)} />
      )}
    </Drawer>
  );
}
