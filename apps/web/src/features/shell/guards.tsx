import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from './use-session.js';

/** Unauthenticated visitors go to /login. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { signedIn } = useSession();
  const location = useLocation();
  if (!signedIn)
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return <>{children}</>;
}

/** Guest-only routes (sign-in, sign-up, password pages): a signed-in user goes to /map. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { signedIn } = useSession();
  if (signedIn) return <Navigate to="/map" replace />;
  return <>{children}</>;
}

/** A non-admin whose status is Registered is sent to /home (map, client, profile and network screens). */
export function NotRegistered({ children }: { children: ReactNode }) {
  const { isAdmin, status } = useSession();
  if (!isAdmin && status === 'Registered') return <Navigate to="/home" replace />;
  return <>{children}</>;
}

/** A non-admin opening /admin is sent to /profile. */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { isAdmin } = useSession();
  if (!isAdmin) return <Navigate to="/profile" replace />;
  return <>{children}</>;
}
