import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { landsOnHome, type Principal } from '@utah-land/shared';
import { useSession } from '../features/common/use-session.js';

/** Unauthenticated visitors go to /login. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { signedIn } = useSession();
  const location = useLocation();
  if (!signedIn)
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return <>{children}</>;
}

/** Where a signed-in user starts: /home for those without data access (policy.ts `landsOnHome`), else /map. */
export const landingFor = (p: Principal | null): '/home' | '/map' => (p && landsOnHome(p) ? '/home' : '/map');

/** Guest-only routes (sign-in, sign-up, password pages): a signed-in user goes to their landing page. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { signedIn, principal } = useSession();
  if (signedIn) return <Navigate to={landingFor(principal)} replace />;
  return <>{children}</>;
}

/**
 * A non-admin without data access (Registered, Free Trial Ended, Subscription Expired: policy.ts `landsOnHome`) is
 * sent to /home from the map, client, profile and network screens; the server refuses their data calls anyway.
 */
export function NotRegistered({ children }: { children: ReactNode }) {
  const { principal } = useSession();
  if (principal && landsOnHome(principal)) return <Navigate to="/home" replace />;
  return <>{children}</>;
}

/** A non-admin opening /admin is sent to /profile. */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { isAdmin } = useSession();
  if (!isAdmin) return <Navigate to="/profile" replace />;
  return <>{children}</>;
}
