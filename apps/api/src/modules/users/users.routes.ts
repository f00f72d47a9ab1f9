import { z } from 'zod';
import {
  createUserBody,
  int4IdParam,
  messageResponse,
  roleList,
  updateProfileBody,
  updateRoleStatusBody,
  userDto,
  userList,
  usersQuery,
  paginationOf,
} from '@utah-land/shared';
import type { AppInstance } from '../../deps.js';
import { BadRequestError, NotFoundError } from '../../lib/errors.js';
import { assertPasswordAllowed } from '../../lib/password.js';
import { listRoles, listUserIds, loadUserDto, loadUserDtos } from './users.queries.js';
import { assertCanRead } from './users.service.js';
import { userEventsRoutes } from './user-events.routes.js';
import { userOf } from '../../plugins/auth.js';

const tags = ['users'];
const idParams = z.object({ id: int4IdParam });
const userIdParams = z.object({ userId: int4IdParam });

export async function usersRoutes(app: AppInstance) {
  const db = () => app.deps.database.db;
  const mustLoad = async (id: number) => {
    const dto = await loadUserDto(db(), id);
    if (!dto) throw new NotFoundError('User not found');
    return dto;
  };

  app.get(
    '/users',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        summary: 'Users list (admin)',
        querystring: usersQuery,
        response: { 200: userList },
      },
    },
    async (req) => {
      const q = req.query;
      const { ids, totalItems } = await listUserIds(db(), q);
      return {
        data: await loadUserDtos(db(), ids),
        pagination: paginationOf({ page: q.page, limit: q.take }, totalItems),
      };
    },
  );

  app.get(
    '/users/currentUser',
    {
      preHandler: app.authenticate,
      schema: { tags, summary: 'The signed-in user', response: { 200: userDto } },
    },
    async (req) => mustLoad(userOf(req).id),
  );

  app.get(
    '/users/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'One user (admin, or the user themself)',
        params: idParams,
        response: { 200: userDto },
      },
    },
    async (req) => {
      assertCanRead(userOf(req), req.params.id);
      return mustLoad(req.params.id);
    },
  );

  app.post(
    '/users',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        summary: 'Create a user (admin); mails a verification link',
        body: createUserBody,
        response: { 201: userDto },
      },
    },
    async (req, reply) => {
      const { firstname, lastname, email, password, roleName } = req.body;
      assertPasswordAllowed('password', password, email);
      const user = await app.services.users.createUser(
        { firstname, lastname, email, password, roleName },
        userOf(req).id,
      );
      await app.services.auth.sendVerificationLink(user);
      return reply.code(201).send(await mustLoad(user.id));
    },
  );

  app.put(
    '/users',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Update a profile: your own, or (admin) the user named by id',
        description:
          'A new e-mail address is not applied at once: it is answered as pendingEmail, a confirmation link is ' +
          'mailed to it (and a notice to the current address), and the account takes it when the link is opened ' +
          '(POST /auth/verify-email). A change of letter case only is applied at once.',
        body: updateProfileBody,
        response: { 200: userDto },
      },
    },
    async (req) => {
      const { user, pendingEmail } = await app.services.users.updateProfile(userOf(req), req.body);
      if (pendingEmail) await app.services.auth.sendEmailChangeLinks(user, pendingEmail);
      return mustLoad(user.id);
    },
  );

  app.delete(
    '/users/:id',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        summary: 'Delete a user (admin)',
        params: idParams,
        response: { 200: messageResponse },
      },
    },
    async (req) => {
      await app.services.users.deleteUser(userOf(req), req.params.id);
      return { message: 'User deleted successfully!' };
    },
  );

  app.put(
    '/users/:userId/roles',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        summary: 'Set role and status (admin); status only Registered, Free Trial or Test User',
        params: userIdParams,
        body: updateRoleStatusBody,
        response: { 200: userDto },
      },
    },
    async (req) => {
      const { userId } = req.params;
      await app.services.users.updateRoleAndStatus(userOf(req), userId, req.body);
      return mustLoad(userId);
    },
  );

  app.post(
    '/users/:id/send-verification-link',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        summary: 'Mail a new verification link to the user (admin)',
        params: idParams,
        response: { 200: messageResponse },
      },
    },
    async (req) => {
      const user = await mustLoad(req.params.id);
      if (user.isEmailVerified) throw new BadRequestError('This e-mail address is already verified.');
      await app.services.auth.sendVerificationLink(user);
      return { message: 'Verification link sent successfully' };
    },
  );

  app.get(
    '/roles',
    {
      preHandler: app.authenticate,
      schema: { tags, summary: 'The roles', response: { 200: roleList } },
    },
    async () => listRoles(db()),
  );

  await userEventsRoutes(app);
}
