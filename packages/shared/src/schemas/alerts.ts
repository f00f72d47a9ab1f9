import { z } from 'zod';

// Alerts on saved searches and surveys: what the API and the top bar's list agree on. The spec has no
// alerts; labels and messages here are ours.

export const ALERT_FREQUENCIES = ['daily', 'weekly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/** What a digest entry says happened in the window. */
export const ALERT_KINDS = [
  'parcel_fits',
  'listing_new',
  'listing_price_cut',
  'listing_back_on_market',
  'listing_sold',
  'project_status',
  'contact_new',
] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

export const ALERT_KIND_LABELS: Record<AlertKind, string> = {
  parcel_fits: 'Newly fits',
  listing_new: 'New listing',
  listing_price_cut: 'Price cut',
  listing_back_on_market: 'Back on market',
  listing_sold: 'Sold',
  project_status: 'Project status changed',
  contact_new: 'New matching contact',
};

export const ALERT_LIMITS = {
  /** Watched saved searches and surveys per user. */
  watchesPerUser: 20,
  /** Entries kept and mailed per digest (the counts still say how many were found). */
  entriesPerDigest: 50,
  /** Digest mails per user per day; past it the digests are in the app only. */
  mailsPerUserPerDay: 10,
  /** Digests in the top bar's list. */
  listed: 20,
} as const;

export const ALERT_MESSAGES = {
  watchLimit: `You can watch at most ${ALERT_LIMITS.watchesPerUser} saved searches and surveys.`,
  savedSearchNotFound: 'Saved search not found',
  surveyNotFound: 'Survey not found',
  surveyNotEnabled: 'Only the enabled survey can be watched',
  alreadyWatched: 'This is already watched',
  watchNotFound: 'Alert not found',
  unsubscribed: 'You will no longer receive e-mails for this alert.',
  badUnsubscribeLink: 'This unsubscribe link is not valid.',
} as const;

export const createAlertWatchBody = z
  .object({
    savedSearchId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
    surveyId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
    frequency: z.enum(ALERT_FREQUENCIES),
  })
  .refine((b) => (b.savedSearchId === undefined) !== (b.surveyId === undefined), {
    message: 'give either savedSearchId or surveyId',
    path: ['savedSearchId'],
  });
export type CreateAlertWatchBody = z.infer<typeof createAlertWatchBody>;

export const updateAlertWatchBody = z
  .object({
    frequency: z.enum(ALERT_FREQUENCIES).optional(),
    emailEnabled: z.boolean().optional(),
  })
  .refine((b) => b.frequency !== undefined || b.emailEnabled !== undefined, {
    message: 'give frequency or emailEnabled',
  });
export type UpdateAlertWatchBody = z.infer<typeof updateAlertWatchBody>;

export const alertWatch = z.object({
  id: z.number(),
  savedSearchId: z.number().nullable(),
  surveyId: z.number().nullable(),
  name: z.string(),
  frequency: z.enum(ALERT_FREQUENCIES),
  emailEnabled: z.boolean(),
  createdAt: z.string(),
});
export type AlertWatchDto = z.infer<typeof alertWatch>;

export const alertEntry = z.object({
  id: z.number(),
  kind: z.enum(ALERT_KINDS),
  label: z.string(),
  detail: z.string(),
  mapUrl: z.string(),
});
export type AlertEntryDto = z.infer<typeof alertEntry>;
/** A Free Trial user's entry: what happened, not to what (ACCESS_MESSAGES.upgradeToView). */
export const alertEntryPlaceholder = z.object({
  id: z.number(),
  kind: z.enum(ALERT_KINDS),
  placeholder: z.literal(true),
  message: z.string(),
});

export const alertDigest = z.object({
  id: z.number(),
  watchId: z.number(),
  title: z.string(),
  windowStart: z.string(),
  windowEnd: z.string(),
  total: z.number(),
  // Left a map: entries found per kind, keyed by ALERT_KINDS (a kind with none is absent).
  counts: z.record(z.string(), z.number()),
  mapUrl: z.string(),
  read: z.boolean(),
  entries: z.array(z.union([alertEntry, alertEntryPlaceholder])),
});
export type AlertDigestDto = z.infer<typeof alertDigest>;

export const alertListAnswer = z.object({
  data: z.array(alertDigest),
  unreadCount: z.number(),
  delivery: z.enum(['none', 'in-app', 'in-app-and-mail']),
});
export type AlertListAnswer = z.infer<typeof alertListAnswer>;

/** POST /alerts/read: how many digests are still unread. */
export const alertUnreadAnswer = z.object({ unreadCount: z.number() });
export type AlertUnreadAnswer = z.infer<typeof alertUnreadAnswer>;

/** GET /alerts/watches. */
export const alertWatchList = z.object({ data: z.array(alertWatch) });
export type AlertWatchList = z.infer<typeof alertWatchList>;

/** DELETE /alerts/watches/{id}. */
export const alertWatchDeleted = z.object({ id: z.number(), message: z.string() });
export type AlertWatchDeleted = z.infer<typeof alertWatchDeleted>;

/** POST /alerts/unsubscribe: what the unsubscribe page shows. */
export const alertUnsubscribeAnswer = z.object({ message: z.string(), title: z.string() });
export type AlertUnsubscribeAnswer = z.infer<typeof alertUnsubscribeAnswer>;

/** '3 newly fit, 1 price cut' for a digest's counts, in ALERT_KINDS order. */
export function alertCountsText(counts: Record<string, number>): string {
  return ALERT_KINDS.filter((k) => (counts[k] ?? 0) > 0)
    .map((k) => `${counts[k]} × ${ALERT_KIND_LABELS[k].toLowerCase()}`)
    .join(', ');
}
