import { useState } from 'react';
import { Flex, Select } from 'antd';
import { useZoningJurisdictions, useZoningOptions } from '../../common/use-options.js';

interface Props {
  kind: 'city' | 'county';
  value: string[];
  onChange: (value: string[]) => void;
}

/** Current zoning per city or county: pick the jurisdiction, then its codes ('Jurisdiction:Code' values). */
export function ZoningSelect({ kind, value, onChange }: Props) {
  const jurisdictions = useZoningJurisdictions(kind);
  const [jurisdiction, setJurisdiction] = useState<string | undefined>(value[0]?.split(':')[0]);
  const codes = useZoningOptions(kind, jurisdiction);
  const label = kind === 'city' ? 'City' : 'County';
  // Keep chosen values visible even when another jurisdiction's codes are listed.
  const known = new Set(codes.map((c) => c.value));
  const options = [...codes, ...value.filter((v) => !known.has(v)).map((v) => ({ value: v, label: v }))];
  return (
    <Flex vertical gap={6}>
      <Select
        showSearch
        allowClear
        aria-label={`Zoning ${label}`}
        placeholder={`Zoning ${label}`}
        options={jurisdictions}
        value={jurisdiction}
        onChange={(v: string | undefined) => setJurisdiction(v)}
      />
      <Select
        mode="multiple"
        allowClear
        aria-label={`Zoning codes (${label})`}
        placeholder="Zoning codes"
        options={options}
        value={value}
        onChange={onChange}
        disabled={!jurisdiction && value.length === 0}
      />
    </Flex>
  );
}
