import { useEffect } from 'react';
import { Form, Input } from 'antd';
import { VALIDATION } from '@utah-land/shared';
import { matchesRule, minLengthRule, policyRule, preloadPasswordPolicy } from './password-rules.js';

/** The two password pairs of the account forms: a first password, or a new one replacing the old. */
const PAIRS = {
  password: {
    name: 'password',
    label: 'Password',
    message: VALIDATION.password,
    confirmName: 'confirmPassword',
    confirmLabel: 'Confirm password',
    confirmMessage: VALIDATION.confirmPassword,
  },
  newPassword: {
    name: 'newPassword',
    label: 'New password',
    message: VALIDATION.newPassword,
    confirmName: 'confirmNewPassword',
    confirmLabel: 'Confirm new password',
    confirmMessage: VALIDATION.confirmNewPassword,
  },
} as const;

/**
 * A password and its confirmation (fields `password` / `confirmPassword`, or `newPassword` / `confirmNewPassword`):
 * both required, the password at least the server's minimum length and within its policy (not common, not the
 * e-mail, not easy to guess), the confirmation equal to it. The policy's module (with the strength estimator) starts
 * loading when the fields show, so it is there by the time eight characters are typed.
 */
export function PasswordFields({
  pair,
  hasFeedback,
  email,
}: {
  pair: keyof typeof PAIRS;
  /** Shows the validation icon in both fields. */
  hasFeedback?: boolean;
  /** The account's e-mail when the form has no `email` field (change password). */
  email?: string;
}) {
  const p = PAIRS[pair];
  useEffect(preloadPasswordPolicy, []);
  return (
    <>
      <Form.Item
        label={p.label}
        name={p.name}
        rules={[{ required: true, message: p.message }, minLengthRule, policyRule(email)]}
        hasFeedback={hasFeedback}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label={p.confirmLabel}
        name={p.confirmName}
        dependencies={[p.name]}
        hasFeedback={hasFeedback}
        rules={[{ required: true, message: p.confirmMessage }, matchesRule(p.name)]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
