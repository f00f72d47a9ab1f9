import { z } from 'zod';
import {
  type createUserBody,
  roleDto,
  type updateProfileBody,
  type updateRoleStatusBody,
  userDto,
  userEventDto,
} from './account.js';
import { paged } from './paging.js';

// What the /users, /roles and /user-events routes answer, built from the account's records (account.ts), and the
// types of the bodies the web sends them.

/** GET /users: a page of users (admin). */
export const userList = paged(userDto);
export type UserList = z.infer<typeof userList>;

/** GET /roles. */
export const roleList = z.array(roleDto);
export type RoleList = z.infer<typeof roleList>;

/** GET /user-events/user/{userId}: a user's activity, newest first. */
export const userEventList = z.array(userEventDto);
export type UserEventList = z.infer<typeof userEventList>;

/** POST /users (admin). */
export type CreateUserBody = z.input<typeof createUserBody>;
/** PUT /users: your own profile, or (admin) the user named by id. */
export type UpdateProfileBody = z.input<typeof updateProfileBody>;
/** PUT /users/{userId}/roles (admin). */
export type UpdateRoleStatusBody = z.input<typeof updateRoleStatusBody>;
