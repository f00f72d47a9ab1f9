import { z } from 'zod';
import { paged } from './paging.js';

// API keys (docs/api.md, "API keys"): what the /api-keys routes take and answer.

/** A key: 'ulk_' and 40 base62 characters; its first 8 after 'ulk_' are the visible prefix. */
export const API_KEY_PATTERN = /^ulk_[0-9A-Za-z]{40}$/;
export const API_KEY_PREFIX_LENGTH = 8;
export const API_KEY_NAME_MAX = 100;
/** Keys a user may hold at once (not revoked). */
export const API_KEYS_PER_USER_MAX = 20;

export const API_KEY_MESSAGES = {
  nameRequired: 'Please enter a name for the key',
  nameTooLong: `The name must be at most ${API_KEY_NAME_MAX} characters`,
  tooMany: `You can have at most ${API_KEYS_PER_USER_MAX} active API keys. Revoke one to create another.`,
  notFound: 'API key not found',
  created: 'API key created. Copy it now: it will not be shown again.',
  revoked: 'API key revoked',
} as const;

/** POST /api-keys. */
export const createApiKeyBody = z.object({
  name: z
    .string({ error: API_KEY_MESSAGES.nameRequired })
    .trim()
    .min(1, API_KEY_MESSAGES.nameRequired)
    .max(API_KEY_NAME_MAX, API_KEY_MESSAGES.nameTooLong),
  /** Write access (any method); read-only (GET and HEAD) when absent. */
  write: z.boolean().optional().default(false),
});
export type CreateApiKeyBody = z.input<typeof createApiKeyBody>;

/** A key as its owner and the admins see it: never the key itself, only its prefix. */
export const apiKeyDto = z.object({
  id: z.number(),
  name: z.string(),
  /** 'ulk_' and the key's first 8 characters. */
  prefix: z.string(),
  write: z.boolean(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKeyDto = z.infer<typeof apiKeyDto>;

/** GET /api-keys: the caller's keys, newest first, revoked ones included. */
export const apiKeyList = z.object({ data: z.array(apiKeyDto) });
export type ApiKeyList = z.infer<typeof apiKeyList>;

/** POST /api-keys: the key record and, this once, the key. */
export const createdApiKey = apiKeyDto.extend({ key: z.string(), message: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKey>;

/** GET /api-keys/all (admins): every key with its owner. */
export const adminApiKey = apiKeyDto.extend({
  owner: z.object({ id: z.number(), email: z.string(), firstname: z.string(), lastname: z.string() }),
});
export type AdminApiKeyDto = z.infer<typeof adminApiKey>;
export const adminApiKeyList = paged(adminApiKey);
export type AdminApiKeyList = z.infer<typeof adminApiKeyList>;
