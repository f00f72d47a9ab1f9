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
