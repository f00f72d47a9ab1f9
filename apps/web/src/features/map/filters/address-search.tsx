import { useEffect, useState } from 'react';
import { AutoComplete, Input, Tag } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import type { SearchResult } from '@utah-land/shared';
import { mapApi, mapKeys } from '../../../api/map.js';

const TYPE_LABELS: Record<SearchResult['type'], string> = {
  address: 'Address',
  city: 'City',
  zip: 'ZIP',
  parcel: 'Parcel',
  project: 'Project',
  place: 'Map search',
};

/**
 * Address and place search (GET /search?q=): our own addresses, cities, ZIP codes, parcels and projects, then
 * the places of the external geocoder when the server has one, tagged 'Map search'. Picking a result moves the
 * map (zoom 15).
 */
export function AddressSearch({ onPick }: { onPick: (result: SearchResult) => void }) {
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const t = setTimeout(() => setQ(text.trim()), 250);
    return () => clearTimeout(t);
  }, [text]);
  const results = useQuery({
    queryKey: mapKeys.search(q),
    queryFn: ({ signal }) => mapApi.search(q, signal),
    enabled: q.length >= 2,
    staleTime: 60_000,
  });
  const items = results.data ?? [];
  const options = items.map((r, i) => ({
    value: String(i),
    label: (
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }} title={r.label}>
          {r.label}
        </span>
        {r.type === 'place' ? (
          <Tag color="blue" style={{ marginInlineEnd: 0, flex: 'none' }} data-testid="search-place-tag">
            {TYPE_LABELS.place}
          </Tag>
        ) : (
          <span style={{ color: '#616161', fontSize: 12, flex: 'none' }}>{TYPE_LABELS[r.type]}</span>
        )}
      </div>
    ),
  }));

  return (
    <AutoComplete
      style={{ width: '100%' }}
      options={options}
      value={text}
      onChange={(v: string) => setText(v)}
      onSelect={(value: string) => {
        const picked = items[Number(value)];
        if (!picked) return;
        setText(picked.label);
        onPick(picked);
      }}
    >
      <Input
        prefix={<SearchOutlined />}
        placeholder="Search address, city, ZIP, parcel or project"
        aria-label="Search address"
        allowClear
      />
    </AutoComplete>
  );
}
