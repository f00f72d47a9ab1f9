import { z } from 'zod';
import { roleDto, userDto, userEventDto } from './account.js';
import { paged } from './paging.js';

// What the /users, /roles and /user-events routes answer, built from the account's records (account.ts).

/** GET /users: a page of users (admin). */
export const userList = paged(userDto);
export type UserList = z.infer<typeof userList>;

/** GET /roles. */
export const roleList = z.array(roleDto);
export type RoleList = z.infer<typeof roleList>;

/** GET /user-events/user/{userId}: a user's activity, newest first. */
export const userEventList = z.array(userEventDto);
export type UserEventList = z.infer<typeof userEventList>;
