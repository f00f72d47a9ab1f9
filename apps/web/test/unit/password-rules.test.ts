import { describe, expect, it } from 'vitest';
import type { FormInstance } from 'antd';
import { PASSWORD_MESSAGES } from '@utah-land/shared/passwords';
import { policyRule } from '../../src/features/auth/password-rules.js';

// The account forms' password policy rule (apps/web/src/features/auth/password-rules.ts): what the user reads under
// the password field for what they typed, the same words the server answers (issue 26 item 9: weak passwords).

async function messageFor(password: string, email = 'nora@example.com'): Promise<string | null> {
  const rule = policyRule(email);
  const form = { getFieldValue: () => undefined } as unknown as FormInstance;
  const { validator } = (
    rule as (f: FormInstance) => { validator: (r: unknown, v: unknown) => Promise<void> }
  )(form);
  try {
    await validator({}, password);
    return null;
  } catch (err) {
    return (err as Error).message;
  }
}

describe('password field: the policy rule', () => {
  it('shows the weak-password message for repeats, spaces and sequences', async () => {
    for (const password of ['aaaaaaaa', '        ', 'abcdefgh'])
      expect(await messageFor(password), password).toBe(PASSWORD_MESSAGES.weak);
  });

  it('keeps the common-password and e-mail messages, and accepts a strong password', async () => {
    expect(await messageFor('password1')).toBe(PASSWORD_MESSAGES.common);
    expect(await messageFor('nora@example.com')).toBe(PASSWORD_MESSAGES.email);
    expect(await messageFor('Granite-Ridge-81')).toBeNull();
    // Shorter than the minimum: the length rule speaks, not this one.
    expect(await messageFor('aaaa')).toBeNull();
  });
});
