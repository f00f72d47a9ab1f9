import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { VALIDATION } from '@utah-land/shared';
import { LoginPage } from '../../src/features/auth/login-page.js';
import { renderInApp } from './render.js';

describe('the sign-in page', () => {
  it('shows its heading, fields and links', () => {
    renderInApp(<LoginPage />, { path: '/login' });
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByLabelText('E-mail')).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create account' })).toBeTruthy();
  });

  it("answers an empty or malformed form with the spec's messages, before asking the server", async () => {
    const user = userEvent.setup();
    renderInApp(<LoginPage />, { path: '/login' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByText(VALIDATION.signInPassword)).toBeTruthy());
    await user.type(screen.getByLabelText('E-mail'), 'not-an-email');
    await waitFor(() => expect(screen.getByText(VALIDATION.email)).toBeTruthy());
  });
});
