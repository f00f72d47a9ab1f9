import {
  QUALIFICATION_FIELD_DEFS,
  QUALIFICATION_FIELDS,
  joinOwnerName,
  qualificationFieldsOf,
  splitOwnerName,
  type QualificationField,
  type QualificationTab,
  type QualificationValues,
} from '@utah-land/shared';

// The sheet's values as the form holds them, as the read view and the export show them, and what a save sends.

/** The form's names of the owner's first and last name (stored together as owner_name_processed). */
export const OWNER_FIRST = 'owner_first_name';
export const OWNER_LAST = 'owner_last_name';

export type FormValues = Record<string, unknown>;
export type YesNo = 'Yes' | 'No';

const kindOf = (k: QualificationField) => QUALIFICATION_FIELD_DEFS[k].kind;
const isList = (k: QualificationField) => kindOf(k) === 'urlList' || kindOf(k) === 'tags';

/** The sheet's values as the form's initial values: yes/no questions as 'Yes'/'No', the owner's name split. */
export function toFormValues(fields: QualificationValues): FormValues {
  const out: FormValues = {};
  for (const k of QUALIFICATION_FIELDS) {
    const v = fields[k];
    if (kindOf(k) === 'ownerName') {
      const { first, last } = splitOwnerName(v as string | null);
      out[OWNER_FIRST] = first || undefined;
      out[OWNER_LAST] = last || undefined;
    } else if (kindOf(k) === 'yesNo') out[k] = v === true ? 'Yes' : v === false ? 'No' : undefined;
    else out[k] = v ?? undefined;
  }
  return out;
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** The form's values as the sheet's: 'Yes' → true and 'No' → false, blanks → null, lists de-duplicated. */
export function fromFormValues(form: FormValues): QualificationValues {
  const out = {} as Record<QualificationField, unknown>;
  for (const k of QUALIFICATION_FIELDS) {
    const v = form[k];
    switch (kindOf(k)) {
      case 'ownerName':
        out[k] = joinOwnerName(text(form[OWNER_FIRST]), text(form[OWNER_LAST]));
        break;
      case 'yesNo':
        out[k] = v === 'Yes' ? true : v === 'No' ? false : null;
        break;
      case 'number':
      case 'money':
        out[k] = typeof v === 'number' && Number.isFinite(v) ? v : null;
        break;
      case 'urlList':
      case 'tags':
        out[k] = Array.isArray(v) ? [...new Set(v.map((s) => String(s).trim()).filter(Boolean))] : [];
        break;
      default:
        out[k] = text(v);
    }
  }
  return out as QualificationValues;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields whose value differs from what the sheet answered: what a save sends (merges per field). */
export function changedFields(
  before: QualificationValues,
  after: QualificationValues,
): Partial<QualificationValues> {
  const out: Partial<Record<QualificationField, unknown>> = {};
  for (const k of QUALIFICATION_FIELDS) {
    const a = isList(k) ? (before[k] ?? []) : before[k];
    if (!same(a, after[k])) out[k] = after[k];
  }
  return out as Partial<QualificationValues>;
}

export const yesNoText = (v: unknown) => (v === true ? 'Yes' : v === false ? 'No' : null);
const dollars = (n: number) => `$${n.toLocaleString('en-US', { maximumFractionDigits: 0 })}`;

/** One row of the read view or the export: a label and the value as text (null when empty). */
export interface SheetRow {
  key: string;
  field: QualificationField;
  label: string;
  value: string | number | null;
}

/** Shown only with an active listing (listing_price only when has_active_listing). */
const hidden = (k: QualificationField, fields: QualificationValues) =>
  k === 'listing_price' && fields.has_active_listing !== true;

/**
 * The rows of a tab, with the read view's labels (`read`) or the form's questions: the owner's name as first and
 * last name, yes/no as 'Yes'/'No', lists joined, the listing price only with an active listing.
 */
export function tabRows(
  tab: QualificationTab,
  fields: QualificationValues,
  labels: 'read' | 'question',
): SheetRow[] {
  const rows: SheetRow[] = [];
  for (const k of qualificationFieldsOf(tab)) {
    if (hidden(k, fields)) continue;
    const d = QUALIFICATION_FIELD_DEFS[k];
    const v = fields[k];
    if (d.kind === 'ownerName') {
      const { first, last } = splitOwnerName(v as string | null);
      rows.push({ key: OWNER_FIRST, field: k, label: 'Owner First Name', value: first || null });
      rows.push({ key: OWNER_LAST, field: k, label: 'Owner Last Name', value: last || null });
      continue;
    }
    const label = labels === 'read' ? d.readLabel : d.label;
    let value: string | number | null;
    if (d.kind === 'yesNo') value = yesNoText(v);
    else if (Array.isArray(v)) value = v.length ? v.join(', ') : null;
    else value = (v as string | number | null) ?? null;
    rows.push({ key: k, field: k, label, value });
  }
  return rows;
}

/** A value as the read view prints it (units and dollars). */
export function displayText(field: QualificationField, value: string | number | null): string | null {
  if (value === null || value === '') return null;
  if (typeof value !== 'number') return value;
  if (kindOf(field) === 'money') return dollars(value);
  if (field === 'acreage') return `${value.toFixed(2)} acres`;
  if (field === 'slopes_percentage') return `${value}%`;
  return String(value);
}
