import { describe, expect, it } from 'vitest';
import {
  QUALIFICATION_FIELD_DEFS,
  joinOwnerName,
  qualificationFieldsOf,
  saveQualificationBody,
  splitOwnerName,
} from '../../src/index.js';

describe('[QUALIFICATION] the sheet fields', () => {
  it('has 24 owner fields (25 questions with first and last name), 20 online and 5 city fields', () => {
    expect(qualificationFieldsOf('owner')).toHaveLength(24);
    expect(qualificationFieldsOf('online')).toHaveLength(20);
    expect(qualificationFieldsOf('city')).toHaveLength(5);
  });

  it("the read view's own labels (spec 3: address, preferred_product, debt_estimate, ...)", () => {
    const read = (k: keyof typeof QUALIFICATION_FIELD_DEFS) => QUALIFICATION_FIELD_DEFS[k].readLabel;
    expect(read('property_address')).toBe('Address');
    expect(read('desired_product')).toBe('Preferred Product');
    expect(read('product_estimate')).toBe('Debt Estimate');
    expect(read('other_land')).toBe('Other Land To Sell');
    expect(read('listed_contact_info')).toBe('Involved Parties Contact');
  });

  it('the owner name splits at the first space and joins back', () => {
    expect(splitOwnerName('JOHN VAN DYKE')).toEqual({ first: 'JOHN', last: 'VAN DYKE' });
    expect(splitOwnerName('Cher')).toEqual({ first: 'Cher', last: '' });
    expect(splitOwnerName(null)).toEqual({ first: '', last: '' });
    expect(joinOwnerName(' John ', 'Van Dyke')).toBe('John Van Dyke');
    expect(joinOwnerName('', '')).toBeNull();
  });

  it('lists drop blanks and repeats; blank text is null; yes/no answers must be booleans', () => {
    const ok = saveQualificationBody.parse({
      version: 0,
      fields: { property_tag: ['Corner lot', '', 'Corner lot'], lead_source: '   ', contact_owner: false },
    });
    expect(ok.fields).toEqual({ property_tag: ['Corner lot'], lead_source: null, contact_owner: false });
    expect(saveQualificationBody.safeParse({ version: 0, fields: { contact_owner: 'Yes' } }).success).toBe(
      false,
    );
  });
});
