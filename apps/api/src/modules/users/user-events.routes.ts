import { z } from 'zod';
import { int4IdParam, userEventList, type UserEventDto } from '@utah-land/shared';
import type { AppInstance } from '../../deps.js';
import { NotFoundError } from '../../lib/errors.js';
import { assertCanRead } from './users.service.js';
import { findUserById, userEventsOf } from './users.queries.js';
import { userOf } from '../../plugins/auth.js';

/** GET /user-events/user/{userId}: a user's activity, newest first (admin, or the user themself). */
export async function userEventsRoutes(app: AppInstance) {
  app.get(
    '/user-events/user/:userId',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['users'],
        summary: "A user's activity events, newest first; creator is null when unknown",
        params: z.object({ userId: int4IdParam }),
        response: { 200: userEventList },
      },
    },
    async (req): Promise<UserEventDto[]> => {
      const { userId } = req.params;
      assertCanRead(userOf(req), userId);
      const db = app.deps.database.db;
      if (!(await findUserById(db, userId))) throw new NotFoundError('User not found');
      const rows = await userEventsOf(db, userId);
      return rows.map((r) => ({
        id: r.id,
        event_type: r.event_type as UserEventDto['event_type'],
        new_value: r.new_value,
        created_at: new Date(r.created_at).toISOString(),
        creator:
          r.email !== null
            ? { firstname: r.firstname ?? '', lastname: r.lastname ?? '', email: r.email }
            : null,
      }));
    },
  );
}
