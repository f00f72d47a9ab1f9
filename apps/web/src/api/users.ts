import type { RoleName, SubscriptionStatus, UserDto } from '@utah-land/shared';
import { answer, http, type JsonBody } from './client.js';

// The /users, /roles and /user-events calls, typed by the OpenAPI document (client.ts). An id read from the URL
// is sent as the number it names (the server answers 400 for one that names none).

export interface UsersFilter {
  page: number;
  take?: number;
  userSearchValue?: string;
  selectedRole?: RoleName;
  selectedStatus?: SubscriptionStatus;
}

export const USERS_PAGE_SIZE = 10;

export const usersApi = {
  list: (f: UsersFilter) =>
    answer(
      http.GET('/users', {
        params: {
          query: {
            page: f.page,
            take: f.take ?? USERS_PAGE_SIZE,
            userSearchValue: f.userSearchValue?.trim(),
            selectedRole: f.selectedRole,
            selectedStatus: f.selectedStatus,
          },
        },
      }),
    ),
  currentUser: () => answer(http.GET('/users/currentUser')),
  get: (id: number | string) => answer(http.GET('/users/{id}', { params: { path: { id: Number(id) } } })),
  updateProfile: (body: JsonBody<'/users', 'put'>) => answer(http.PUT('/users', { body })),
  remove: (id: number) => answer(http.DELETE('/users/{id}', { params: { path: { id } } })),
  updateRoleStatus: (userId: number, body: JsonBody<'/users/{userId}/roles', 'put'>) =>
    answer(http.PUT('/users/{userId}/roles', { params: { path: { userId } }, body })),
  roles: () => answer(http.GET('/roles')),
  events: (userId: number | string) =>
    answer(http.GET('/user-events/user/{userId}', { params: { path: { userId: Number(userId) } } })),
  create: (body: JsonBody<'/users', 'post'>) => answer(http.POST('/users', { body })),
  sendVerificationLink: (id: number) =>
    answer(http.POST('/users/{id}/send-verification-link', { params: { path: { id } } })),
};

/** The user's role name (the first userRoles item holds it). */
export const roleOf = (u: Pick<UserDto, 'userRoles'>) => u.userRoles[0]?.roleDetails.name ?? 'user';
/** The user's current subscription status (the first userSubscriptions item is current). */
export const statusOf = (u: Pick<UserDto, 'userSubscriptions'>): SubscriptionStatus =>
  u.userSubscriptions[0]?.status ?? 'Registered';

/**
 * The users' query keys (docs/architecture.md, "Query keys"). A user's id is keyed as text (the detail page reads
 * it from the URL), so a profile change invalidates the same key the detail page fetched.
 */
export const usersKeys = {
  all: ['users'] as const,
  list: (page: number, filter: Omit<UsersFilter, 'page'>) => ['users', page, filter] as const,
  currentUser: ['currentUser'] as const,
  user: (id: number | string) => ['user', String(id)] as const,
  events: (id: number | string) => ['userEvents', String(id)] as const,
  roles: ['roles'] as const,
};
