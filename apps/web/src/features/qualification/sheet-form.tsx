import type { ReactNode } from 'react';
import { Col, Form, Input, InputNumber, Row, Select } from 'antd';
import type { FormRule as Rule } from 'antd';
import {
  QUALIFICATION_FIELD_DEFS,
  QUALIFICATION_LIMITS,
  qualificationFieldsOf,
  type QualificationField,
  type QualificationFieldDef,
  type QualificationTab,
} from '@utah-land/shared';
import { useCityOptions, useCountyOptions } from '../common/use-options.js';
import { OWNER_FIRST, OWNER_LAST } from './sheet-values.js';

// The form of a tab (edit mode: yes/no selections, a searchable case-insensitive city select).

const YES_NO = [
  { value: 'Yes', label: 'Yes' },
  { value: 'No', label: 'No' },
];

type Option = { value: string; label: string };
/** Case-insensitive search of a select's options. */
export const filterOption = (input: string, option?: Option) =>
  (option?.label ?? '').toLowerCase().includes(input.trim().toLowerCase());

const urlRule: Rule = { type: 'url', message: 'Please enter a link starting with http:// or https://' };
const listOfUrls: Rule = {
  validator: async (_, v: unknown) => {
    if (Array.isArray(v) && v.some((s) => !/^https?:\/\/\S+$/i.test(String(s))))
      throw new Error('Each link must start with http:// or https://');
  },
};

function control(
  k: QualificationField,
  d: QualificationFieldDef,
  places: { cities: Option[]; counties: Option[] },
): { input: ReactNode; rules?: Rule[]; wide?: boolean } {
  const placeholder = 'Select';
  switch (d.kind) {
    case 'yesNo':
      return { input: <Select allowClear options={YES_NO} placeholder={placeholder} /> };
    case 'choice':
      return {
        input: (
          <Select
            allowClear
            placeholder={placeholder}
            options={(d.options ?? []).map((o) => ({ value: o, label: o }))}
          />
        ),
      };
    case 'city':
    case 'county':
      return {
        input: (
          <Select
            allowClear
            showSearch={{ filterOption }}
            placeholder={d.kind === 'city' ? 'Search a city' : 'Search a county'}
            options={d.kind === 'city' ? places.cities : places.counties}
            data-testid={`select-${k}`}
          />
        ),
      };
    case 'number':
      return {
        input: <InputNumber min={0} max={d.max} style={{ width: '100%' }} />,
      };
    case 'money':
      return {
        input: (
          <InputNumber<number>
            min={0}
            max={QUALIFICATION_LIMITS.money}
            precision={0}
            prefix="$"
            formatter={(v) => `${v ?? ''}`.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}
            parser={(v) => (v ?? '').replace(/[^\d]/g, '') as unknown as number}
            style={{ width: '100%' }}
          />
        ),
      };
    case 'email':
      return {
        input: <Input maxLength={320} inputMode="email" />,
        rules: [{ type: 'email', message: 'Please enter an e-mail address' }],
      };
    case 'phone':
      return { input: <Input maxLength={40} inputMode="tel" /> };
    case 'url':
      return {
        input: <Input maxLength={QUALIFICATION_LIMITS.url} placeholder="https://" />,
        rules: [urlRule],
      };
    case 'urlList':
    case 'tags':
      return {
        input: (
          <Select
            mode="tags"
            tokenSeparators={[',']}
            open={false}
            // antd's Select reads `suffixIcon` (null: no arrow); the deprecation flagged here is @rc-component/select's
            // own `suffixIcon`, whose note the type inherits, and antd does not read `suffix`.
            // eslint-disable-next-line @typescript-eslint/no-deprecated
            suffixIcon={null}
            placeholder={
              d.kind === 'urlList' ? 'Paste links, Enter after each' : 'Type a tag, Enter after each'
            }
          />
        ),
        rules: d.kind === 'urlList' ? [listOfUrls] : undefined,
        wide: d.kind === 'urlList',
      };
    case 'longText':
      return {
        input: (
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} maxLength={QUALIFICATION_LIMITS.longText} />
        ),
        wide: true,
      };
    default:
      return { input: <Input maxLength={QUALIFICATION_LIMITS.text} /> };
  }
}

/** The fields of one tab as form items (the Form itself is the drawer's, so values survive switching tabs). */
export function SheetFormTab({ tab }: { tab: QualificationTab }) {
  const places = { cities: useCityOptions(), counties: useCountyOptions() };
  const hasListing = Form.useWatch('has_active_listing');
  const items: ReactNode[] = [];
  for (const k of qualificationFieldsOf(tab)) {
    const d = QUALIFICATION_FIELD_DEFS[k];
    if (d.kind === 'ownerName') {
      for (const [name, label] of [
        [OWNER_FIRST, 'Owner First Name'],
        [OWNER_LAST, 'Owner Last Name'],
      ] as const)
        items.push(
          <Col xs={24} md={12} key={name}>
            <Form.Item name={name} label={label}>
              <Input maxLength={150} />
            </Form.Item>
          </Col>,
        );
      continue;
    }
    // The listing price is asked only when the property is listed.
    if (k === 'listing_price' && hasListing !== 'Yes') continue;
    const c = control(k, d, places);
    items.push(
      <Col xs={24} md={c.wide ? 24 : 12} key={k}>
        <Form.Item name={k} label={d.label} rules={c.rules}>
          {c.input}
        </Form.Item>
      </Col>,
    );
  }
  return (
    <Row gutter={16} data-testid={`form-${tab}`}>
      {items}
    </Row>
  );
}
