import type { FormRule } from 'antd';
import { PASSWORD_MIN_LENGTH, VALIDATION } from '@utah-land/shared';

/** Server's minimum length, checked in the form too so the user sees it before sending. */
export const minLengthRule: FormRule = {
  min: PASSWORD_MIN_LENGTH,
  message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
};

/** Confirmation must equal the field named `other` (spec: 'The two passwords that you entered do not match!'). */
export function matchesRule(other: string): FormRule {
  return ({ getFieldValue }) => ({
    validator(_, value) {
      if (!value || getFieldValue(other) === value) return Promise.resolve();
      return Promise.reject(new Error(VALIDATION.passwordsDiffer));
    },
  });
}

const loadPolicy = () => import('@utah-land/shared/passwords');

/** Starts loading the policy (its list and the strength estimator, a few hundred KB) before it is needed. */
export function preloadPasswordPolicy() {
  loadPolicy().catch(() => undefined); // a failure shows again, and is reported, when the rule runs
}

/**
 * The server's password policy: not a common password, not the e-mail, not easy to
 * guess. The e-mail is `email` when given, else the form's `email` field. The list and the strength estimator load
 * on demand, so the sign-in page stays light.
 */
export function policyRule(email?: string): FormRule {
  return ({ getFieldValue }) => ({
    async validator(_, value: unknown) {
      if (typeof value !== 'string' || value.length < PASSWORD_MIN_LENGTH) return;
      const { passwordProblem } = await loadPolicy();
      const problem = passwordProblem(value, email ?? (getFieldValue('email') as string | undefined));
      if (problem) throw new Error(problem);
    },
  });
}
