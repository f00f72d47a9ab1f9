import { useSyncExternalStore } from 'react';
import { session, STORAGE_KEYS } from '../../app/session.js';

const EVENTS = ['sessionChanged', 'subscriptionUpdated', 'storage'] as const;

function subscribe(onChange: () => void) {
  for (const e of EVENTS) window.addEventListener(e, onChange);
  return () => {
    for (const e of EVENTS) window.removeEventListener(e, onChange);
  };
}

const snapshot = () =>
  [STORAGE_KEYS.accessToken, STORAGE_KEYS.user, STORAGE_KEYS.subscriptionDetails]
    .map((k) => localStorage.getItem(k) ?? '')
    .join('\u0000');

/** The stored session, re-read whenever it changes (login, logout, 401, 'subscriptionUpdated'). */
export function useSession() {
  useSyncExternalStore(subscribe, snapshot);
  const user = session.user();
  return {
    /** The access policy's principal (null when signed out). */
    principal: session.principal(),
    token: session.token(),
    user,
    subscription: session.subscription(),
    isAdmin: session.isAdmin(),
    status: session.status(),
    signedIn: !!session.token() && !!user,
  };
}
