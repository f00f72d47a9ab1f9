import type {
  CreateUserBody,
  RoleList,
  RoleName,
  SubscriptionStatus,
  UpdateProfileBody,
  UpdateRoleStatusBody,
  UserDto,
  UserEventList,
  UserList,
} from '@utah-land/shared';
import { api } from './client.js';
import type { MessageAnswer } from './auth.js';

// The /users, /roles and /user-events calls.

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
    api<UserList>('/users', {
      query: {
        page: f.page,
        take: f.take ?? USERS_PAGE_SIZE,
        userSearchValue: f.userSearchValue?.trim(),
        selectedRole: f.selectedRole,
        selectedStatus: f.selectedStatus,
      },
    }),
  currentUser: () => api<UserDto>('/users/currentUser'),
  get: (id: number | string) => api<UserDto>(`/users/${id}`),
  updateProfile: (body: UpdateProfileBody) => api<UserDto>('/users', { method: 'PUT', body }),
  remove: (id: number) => api<MessageAnswer>(`/users/${id}`, { method: 'DELETE' }),
  updateRoleStatus: (userId: number, body: UpdateRoleStatusBody) =>
    api<UserDto>(`/users/${userId}/roles`, { method: 'PUT', body }),
  roles: () => api<RoleList>('/roles'),
  events: (userId: number | string) => api<UserEventList>(`/user-events/user/${userId}`),
  create: (body: CreateUserBody) => api<UserDto>('/users', { method: 'POST', body }),
  sendVerificationLink: (id: number) =>
    api<MessageAnswer>(`/users/${id}/send-verification-link`, { method: 'POST' }),
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
