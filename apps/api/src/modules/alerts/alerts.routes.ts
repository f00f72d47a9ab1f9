import { z } from 'zod';
import {
  ACCESS_MESSAGES,
  ALERT_LIMITS,
  ALERT_MESSAGES,
  alertDeliveryFor,
  alertListAnswer,
  alertUnreadAnswer,
  alertUnsubscribeAnswer,
  alertWatch,
  alertWatchDeleted,
  alertWatchList,
  createAlertWatchBody,
  updateAlertWatchBody,
} from '@utah-land/shared';
import type { AppInstance } from '../../deps.js';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.js';
import { BODY_LIMITS } from '../../plugins/json-body.js';
import { recordId } from '../map/map-replies.js';
import { readUnsubscribeToken } from './alert-tokens.js';
import * as queries from './alerts.queries.js';
import { userOf, viewerOf } from '../../plugins/auth.js';

const tags = ['alerts'];
const watchNote =
  'A watch follows one of your saved searches or your enabled survey, daily or weekly (windows end at midnight, ' +
  "Utah time; weekly ones on Monday). At the end of each window the server's scheduler writes a digest of what is " +
  'new: parcels that newly fit, new listings, price cuts, listings back on market or sold, projects whose status ' +
  'changed, and for a survey new matching contacts. Free Trial users get the in-app list only (alertDeliveryFor).';

/** Watches, the in-app list of digests with its unread count, and the mail's one-click unsubscribe. */
export async function alertsRoutes(app: AppInstance) {
  const db = () => app.deps.database.db;
  const guard = { preHandler: app.requireDataAccess };

  app.get(
    '/alerts',
    {
      ...guard,
      schema: {
        tags,
        summary: `Your newest alert digests (at most ${ALERT_LIMITS.listed}) and how many are unread`,
        description:
          `${watchNote} Only digests that found something are listed. Free Trial users see what kind of change ` +
          `each entry is, with '${ACCESS_MESSAGES.upgradeToView}' in place of the record.`,
        response: { 200: alertListAnswer },
      },
    },
    async (req) => {
      const v = viewerOf(req);
      const userId = userOf(req).id;
      const [digests, unreadCount] = await Promise.all([
        queries.listDigests(db(), userId),
        queries.unreadCount(db(), userId),
      ]);
      const data = v.seesPlaceholders
        ? digests.map((d) => ({
            ...d,
            mapUrl: '/map',
            entries: d.entries.map((e) => ({
              id: e.id,
              kind: e.kind,
              placeholder: true as const,
              message: ACCESS_MESSAGES.upgradeToView,
            })),
          }))
        : digests;
      return { data, unreadCount, delivery: alertDeliveryFor(v) };
    },
  );

  app.post(
    '/alerts/read',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Mark digests read (the given ids, or all of yours)',
        body: z.object({ ids: z.array(recordId).max(500).optional() }),
        response: { 200: alertUnreadAnswer },
      },
    },
    async (req) => {
      const userId = userOf(req).id;
      await queries.markDigestsRead(db(), userId, app.deps.clock.now(), req.body.ids);
      return { unreadCount: await queries.unreadCount(db(), userId) };
    },
  );

  app.get(
    '/alerts/watches',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Your watched saved searches and surveys',
        description: watchNote,
        response: { 200: alertWatchList },
      },
    },
    async (req) => ({ data: await queries.listWatches(db(), userOf(req).id) }),
  );

  app.post(
    '/alerts/watches',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Watch one of your saved searches, or your enabled survey',
        description:
          `${watchNote} 404 when the saved search or survey is not yours; 400 for a survey that is not the ` +
          `enabled one; 409 when it is already watched; at most ${ALERT_LIMITS.watchesPerUser} watches.`,
        body: createAlertWatchBody,
        response: { 201: alertWatch },
      },
    },
    async (req, reply) => {
      const userId = userOf(req).id;
      const b = req.body;
      if (b.savedSearchId !== undefined) {
        const own = await queries.ownSavedSearch(db(), userId, b.savedSearchId);
        if (!own) throw new NotFoundError(ALERT_MESSAGES.savedSearchNotFound);
      } else {
        const survey = await queries.ownSurvey(db(), userId, b.surveyId!);
        if (!survey) throw new NotFoundError(ALERT_MESSAGES.surveyNotFound);
        if (!survey.is_enabled) throw new BadRequestError(ALERT_MESSAGES.surveyNotEnabled);
      }
      if ((await queries.countWatches(db(), userId)) >= ALERT_LIMITS.watchesPerUser)
        throw new BadRequestError(ALERT_MESSAGES.watchLimit);
      const created = await queries.insertWatch(db(), userId, b);
      if (!created) throw new ConflictError(ALERT_MESSAGES.alreadyWatched);
      const watch = (await queries.listWatches(db(), userId)).find((w) => w.id === created.id)!;
      return reply.code(201).send(watch);
    },
  );

  app.put(
    '/alerts/watches/:id',
    {
      ...guard,
      schema: {
        tags,
        summary: "Change a watch's frequency, or turn its e-mails on or off",
        params: z.object({ id: recordId }),
        body: updateAlertWatchBody,
        response: { 200: alertWatch },
      },
    },
    async (req) => {
      const userId = userOf(req).id;
      if (req.body.emailEnabled && alertDeliveryFor(viewerOf(req)) !== 'in-app-and-mail')
        throw new ForbiddenError(ACCESS_MESSAGES.alertMailUpgrade);
      const row = await queries.updateWatch(db(), userId, req.params.id, req.body);
      if (!row) throw new NotFoundError(ALERT_MESSAGES.watchNotFound);
      return (await queries.listWatches(db(), userId)).find((w) => w.id === row.id)!;
    },
  );

  app.delete(
    '/alerts/watches/:id',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Stop watching (its digests go with it)',
        params: z.object({ id: recordId }),
        response: { 200: alertWatchDeleted },
      },
    },
    async (req) => {
      const row = await queries.deleteWatch(db(), userOf(req).id, req.params.id);
      if (!row) throw new NotFoundError(ALERT_MESSAGES.watchNotFound);
      return { id: row.id, message: 'Alert removed' };
    },
  );

  await app.register(unsubscribeRoute);
}

/**
 * The mail's one-click unsubscribe, in its own scope: mail providers POST `List-Unsubscribe=One-Click` form-encoded
 * or as multipart form data (RFC 8058, section 3.2), which no other route takes (415 there).
 */
async function unsubscribeRoute(app: AppInstance) {
  const db = () => app.deps.database.db;
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string' },
    (_req, _body, done) => done(null, undefined),
  );

  app.post(
    '/alerts/unsubscribe',
    {
      bodyLimit: BODY_LIMITS.tiny,
      schema: {
        tags,
        summary: "One-click unsubscribe from an alert's e-mails (the signed link of the mail; no sign-in)",
        description:
          'Also the target of the List-Unsubscribe header: mail programs POST `List-Unsubscribe=One-Click` to it, ' +
          'form-encoded or multipart (RFC 8058); any body is read and ignored, the signed token decides. The ' +
          'watch stays, in the app only.',
        security: [],
        querystring: z.object({ token: z.string().min(1).max(300) }),
        response: { 200: alertUnsubscribeAnswer },
      },
    },
    async (req) => {
      const named = readUnsubscribeToken(app.deps.jwtSecret, req.query.token);
      if (!named) throw new BadRequestError(ALERT_MESSAGES.badUnsubscribeLink);
      const row = await queries.disableWatchMail(db(), named.userId, named.watchId);
      if (!row) throw new NotFoundError(ALERT_MESSAGES.watchNotFound);
      const watch = (await queries.listWatches(db(), named.userId)).find((w) => w.id === row.id);
      return { message: ALERT_MESSAGES.unsubscribed, title: watch?.name ?? '' };
    },
  );
}
