// The account forms' messages, word for word, apart from the schemas that use them: the sign-in page shows them
// without loading zod (schemas/account.ts builds its schemas when loaded).

export const VALIDATION = {
  email: 'The entered E-mail is not valid E-mail!',
  signInPassword: 'Please enter your Password!',
  firstName: 'Please input your first name!',
  lastName: 'Please input your last name!',
  password: 'Please input your password!',
  confirmPassword: 'Please confirm your password!',
  passwordsDiffer: 'The two passwords that you entered do not match!',
  terms: 'Agree to the Terms of Use and Privacy Statement',
  newPassword: 'Please input your new password!',
  confirmNewPassword: 'Please confirm your new password!',
  role: 'Please select role!',
} as const;

/** The answer to a used, expired or unknown password reset link (the web then offers a new link). */
export const RESET_LINK_INVALID =
  'The password reset link is invalid or has expired. Please request a new one.';

/** Minimum password length enforced by the server (the spec names no rule beyond "required"). */
export const PASSWORD_MIN_LENGTH = 8;
