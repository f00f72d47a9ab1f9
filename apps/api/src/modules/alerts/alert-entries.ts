import type { Kysely } from 'kysely';
import { ALERT_LIMITS, type AlertKind, type MapFilters } from '@utah-land/shared';
import type { DB } from '../../db/index.js';
import type { SurveySubject } from '../surveys/survey-subject.js';
import {
  listingEvents,
  newMatchingContacts,
  parcelsNewlyFitting,
  projectStatusChanges,
  type Window,
} from './alert-changes.queries.js';

// The entries of one digest: what the change readers found, worded for the list and the mail, with the link that
// opens the map on each record.

export interface DraftEntry {
  kind: AlertKind;
  subjectId: number;
  label: string;
  detail: string;
  mapUrl: string;
  /** The parcel id the entry is about (for the digest's own map link). */
  parcelId?: string;
}

const money = (v: string | number | null | undefined) =>
  v === null || v === undefined || v === '' ? '—' : `$${Number(v).toLocaleString('en-US')}`;
const parcelUrl = (parcelId: string) => `/map?parcelId=${encodeURIComponent(parcelId)}`;
const place = (address: string | null, city: string | null, parcelId: string) =>
  [address ?? `Parcel ${parcelId}`, city].filter(Boolean).join(', ');

const CONTACT_GROUP_LABELS: Record<string, string> = {
  builders: 'builder',
  investors: 'investor',
  developers: 'developer',
  realEstateAgents: 'real estate agent',
  newBuildHomebuyers: 'new build home buyer',
};

export interface DigestDraft {
  total: number;
  counts: Partial<Record<AlertKind, number>>;
  entries: DraftEntry[];
}

/** Everything new for a watch in the window, at most ALERT_LIMITS.entriesPerDigest entries. */
export async function draftDigest(
  db: Kysely<DB>,
  filters: MapFilters | undefined,
  subject: SurveySubject | undefined,
  w: Window,
): Promise<DigestDraft> {
  const cap = ALERT_LIMITS.entriesPerDigest;
  const entries: DraftEntry[] = [];
  const counts: Partial<Record<AlertKind, number>> = {};
  const add = (e: DraftEntry) => {
    counts[e.kind] = (counts[e.kind] ?? 0) + 1;
    if (entries.length < cap) entries.push(e);
  };
  if (filters) {
    const parcels = await parcelsNewlyFitting(db, filters, w, cap);
    for (const p of parcels.rows)
      add({
        kind: 'parcel_fits',
        subjectId: p.id,
        parcelId: p.parcel_id,
        label: place(p.address, p.city, p.parcel_id),
        detail: `Parcel ${p.parcel_id}, ${Number(p.acreage).toFixed(2)} acres, now fits this search`,
        mapUrl: parcelUrl(p.parcel_id),
      });
    counts.parcel_fits = parcels.total || undefined;
    const listings = await listingEvents(db, filters, w, cap);
    for (const l of listings.rows) {
      const detail = {
        listing_new: `New listing #${l.listing_number} at ${money(l.new_value)}`,
        listing_price_cut: `Price cut from ${money(l.old_value)} to ${money(l.new_value)} (#${l.listing_number})`,
        listing_back_on_market: `Back on market (was ${l.old_value}) at ${money(l.new_value)}`,
        listing_sold: `Sold at ${money(l.new_value)} (#${l.listing_number})`,
      }[l.kind];
      add({
        kind: l.kind,
        subjectId: l.listing_id,
        parcelId: l.parcel_id,
        label: place(l.address, l.city, l.parcel_id),
        detail,
        mapUrl: parcelUrl(l.parcel_id),
      });
    }
    const projects = await projectStatusChanges(db, filters, w, cap);
    for (const p of projects.rows)
      add({
        kind: 'project_status',
        subjectId: p.id,
        label: p.name,
        detail: `Status ${p.old_value ?? 'none'} → ${p.new_value ?? 'none'}`,
        mapUrl: `/map?${p.is_child ? 'childName' : 'name'}=${encodeURIComponent(p.name)}`,
      });
  }
  if (subject) {
    const contacts = await newMatchingContacts(db, subject, w, cap);
    for (const c of contacts.rows)
      add({
        kind: 'contact_new',
        subjectId: c.id,
        label: c.name,
        detail: `New ${CONTACT_GROUP_LABELS[c.kind] ?? 'contact'} matching this survey`,
        mapUrl: '/network',
      });
    if (contacts.total) counts.contact_new = contacts.total;
  }
  for (const k of Object.keys(counts) as AlertKind[]) if (!counts[k]) delete counts[k];
  const total = Object.values(counts).reduce((a, b) => a + (b ?? 0), 0);
  return { total, counts, entries };
}

/** The map on every parcel of the digest (the watch's own search when it has none). */
export function digestMapUrl(entries: DraftEntry[], fallback: string): string {
  const ids = [...new Set(entries.map((e) => e.parcelId).filter((v): v is string => !!v))];
  return ids.length ? `/map?parcelId=${ids.map(encodeURIComponent).join('|')}` : fallback;
}
