import { describe, expect, it } from 'vitest';
import { isCommonPassword, passwordProblem, PASSWORD_MESSAGES } from '../../src/passwords/policy.js';

describe('[SHARED] password policy', () => {
  it('knows a few thousand common passwords of 8+ characters, in any letter case', () => {
    for (const p of ['password', 'PASSWORD', ' iloveyou ', '12345678', 'qwertyuiop', 'trustno1'])
      expect(isCommonPassword(p), p).toBe(true);
    for (const p of ['Granite-Ridge-81', 'correct horse battery staple', 'e2e-admin-password-1'])
      expect(isCommonPassword(p), p).toBe(false);
  });

  it('refuses the e-mail or its local part, and names the reason', () => {
    expect(passwordProblem('Nora.Smith@Example.com', 'nora.smith@example.com')).toBe(PASSWORD_MESSAGES.email);
    expect(passwordProblem('nora.smith', 'nora.smith@example.com')).toBe(PASSWORD_MESSAGES.email);
    expect(passwordProblem('sunshine', 'nora@example.com')).toBe(PASSWORD_MESSAGES.common);
    expect(passwordProblem('Granite-Ridge-81', 'nora@example.com')).toBeNull();
    expect(passwordProblem('Granite-Ridge-81')).toBeNull();
  });
});
