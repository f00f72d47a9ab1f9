import { Empty, Tag, Typography } from 'antd';
import { SURVEY_MATCH_MESSAGES } from '@utah-land/shared';
import '../matching/matching.css';

/** Inner tabs of a group's SQL: the keys it shows for contacts, companies or its own records. */
export const QUERY_PARTS: Record<string, { label: string; keys: string[] }[]> = {
  contacts: [
    { label: 'Contacts', keys: ['ContactsCount', 'ContactsQuery'] },
    { label: 'Companies', keys: ['CompaniesCount', 'CompaniesQuery'] },
  ],
  waterRights: [{ label: 'Water Rights', keys: ['WaterRightsCount', 'WaterRightsQuery'] }],
  projects: [{ label: 'Projects', keys: ['ProjectsCount', 'ProjectsQuery'] }],
  parcels: [{ label: 'Parcels', keys: ['ParcelsCount', 'ParcelsQuery'] }],
};

/** A group's SQL, key by key, and its 'Columns used in query' (water rights: WRNUM only). */
export function QueryGroup({ group, keys }: { group: Record<string, string | string[]>; keys?: string[] }) {
  const shown = (keys ?? Object.keys(group)).filter(
    (k) => /(Count|Query)$/.test(k) && typeof group[k] === 'string',
  );
  if (!shown.length) return <Empty description="No Query Available" />;
  const columns = (group.columnsUsed as string[] | undefined) ?? [];
  return (
    <div>
      {shown.map((key) => (
        <div key={key} style={{ marginBottom: 16 }}>
          <Typography.Title level={5}>{key}</Typography.Title>
          <pre className="matching-sql" data-testid={`sql-${key}`}>
            {String(group[key])}
          </pre>
        </div>
      ))}
      <Typography.Title level={5}>{SURVEY_MATCH_MESSAGES.columnsUsed}</Typography.Title>
      <div data-testid="columns-used">
        {columns.map((c) => (
          <Tag key={c}>{c}</Tag>
        ))}
      </div>
    </div>
  );
}
