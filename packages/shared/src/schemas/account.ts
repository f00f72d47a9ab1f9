import { z } from 'zod';
import { ROLES, SUBSCRIPTION_STATUSES } from '../enums.js';
import { int4Id } from './ids.js';
import { PASSWORD_MIN_LENGTH, VALIDATION } from './account-messages.js';

// The account API's payloads and answers. API and UI both use these.

const email = z.string().trim().toLowerCase().pipe(z.email(VALIDATION.email));
const password = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(200);
const name = (message: string) => z.string().trim().min(1, message).max(100);

export const loginBody = z.object({ email, password: z.string().min(1, VALIDATION.signInPassword) });

export const registerBody = z
  .object({
    firstname: name(VALIDATION.firstName),
    lastname: name(VALIDATION.lastName),
    email,
    password,
    confirmPassword: z.string().min(1, VALIDATION.confirmPassword),
    agreeToTerms: z.literal(true, { message: VALIDATION.terms }),
  })
  .refine((b) => b.password === b.confirmPassword, {
    path: ['confirmPassword'],
    message: VALIDATION.passwordsDiffer,
  });

export const forgotPasswordBody = z.object({ email });
export const resendVerificationBody = z.object({ email });
export const verifyEmailBody = z.object({ token: z.string().min(1).max(200) });

export const resetPasswordBody = z
  .object({
    newPassword: password,
    confirmNewPassword: z.string().min(1, VALIDATION.confirmNewPassword),
    tokenId: z.string().min(1).max(200),
  })
  .refine((b) => b.newPassword === b.confirmNewPassword, {
    path: ['confirmNewPassword'],
    message: VALIDATION.passwordsDiffer,
  });

export const changePasswordBody = z
  .object({ oldPassword: z.string().min(1), newPassword: password, confirmNewPassword: z.string().min(1) })
  .refine((b) => b.newPassword === b.confirmNewPassword, {
    path: ['confirmNewPassword'],
    message: VALIDATION.passwordsDiffer,
  });

export const createUserBody = z
  .object({
    firstname: name(VALIDATION.firstName),
    lastname: name(VALIDATION.lastName),
    email,
    password,
    confirmPassword: z.string().min(1, VALIDATION.confirmPassword),
    roleName: z.enum(ROLES, { message: VALIDATION.role }).default('user'),
  })
  .refine((b) => b.password === b.confirmPassword, {
    path: ['confirmPassword'],
    message: VALIDATION.passwordsDiffer,
  });

export const updateProfileBody = z.object({
  id: int4Id.optional(),
  firstname: name(VALIDATION.firstName),
  lastname: name(VALIDATION.lastName),
  email,
});

/** PUT /users/{userId}/roles (spec: id, userId, status, roleName, roleId). */
export const updateRoleStatusBody = z.object({
  id: int4Id.optional(),
  userId: int4Id.optional(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  roleName: z.enum(ROLES),
  roleId: int4Id.optional(),
});

export const usersQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  take: z.coerce.number().int().min(1).max(100).default(10),
  userSearchValue: z.string().trim().max(200).optional(),
  selectedRole: z.enum(ROLES).optional(),
  selectedStatus: z.enum(SUBSCRIPTION_STATUSES).optional(),
});

export const subscriptionDto = z.object({
  id: z.number(),
  user_id: z.number(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  subscription_start_date: z.string().nullable(),
  subscription_end_date: z.string().nullable(),
  trial_end_date: z.string().nullable(),
  stripeSubscriptionDetails: z
    .object({
      current_period_start: z.number(),
      current_period_end: z.number(),
      cancel_at_period_end: z.boolean(),
      productDetails: z.object({ name: z.string() }),
    })
    .nullable(),
});
export type SubscriptionDto = z.infer<typeof subscriptionDto>;

export const roleDto = z.object({ id: z.number(), name: z.string() });
export type RoleDto = z.infer<typeof roleDto>;

export const userDto = z.object({
  id: z.number(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  /** A new e-mail address waiting for its confirmation link to be opened (the account keeps `email` until then). */
  pendingEmail: z.string().nullable().optional(),
  isEmailVerified: z.boolean(),
  isActive: z.boolean(),
  userLastLogin: z.string().nullable(),
  createdAt: z.string(),
  userRoles: z.array(z.object({ roleDetails: roleDto })),
  userSubscriptions: z.array(subscriptionDto),
});
export type UserDto = z.infer<typeof userDto>;

export const loginResponse = z.object({
  accessToken: z.string(),
  user: userDto,
  loginUser: userDto,
  subscriptionDetails: subscriptionDto.nullable(),
});
export type LoginResponse = z.infer<typeof loginResponse>;

export const messageResponse = z.object({ message: z.string() });

export const userEventDto = z.object({
  id: z.number(),
  event_type: z.enum(['registered', 'status_changed', 'api_key_created', 'api_key_revoked', 'api_key_used']),
  new_value: z.string().nullable(),
  created_at: z.string(),
  creator: z.object({ firstname: z.string(), lastname: z.string(), email: z.string() }).nullable(),
});
export type UserEventDto = z.infer<typeof userEventDto>;

export { paged, pagination } from './paging.js';

/** POST /auth/change-password answers a new token: older tokens stop working after a password change. */
export const changePasswordResponse = z.object({ message: z.string(), accessToken: z.string() });
export type ChangePasswordResponse = z.infer<typeof changePasswordResponse>;
