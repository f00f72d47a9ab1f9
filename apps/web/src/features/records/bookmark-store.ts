import { useSyncExternalStore } from 'react';

// The existsInBookmarks flag flips locally after an add or a remove, everywhere the item shows
// (card, detail modal, drawer) without refetching the lists that carried the old flag.

type Key = `${'parcel' | 'project'}:${number}`;
const overrides = new Map<Key, boolean>();
const listeners = new Set<() => void>();
let version = 0;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setBookmarked(kind: 'parcel' | 'project', id: number, value: boolean) {
  overrides.set(`${kind}:${id}`, value);
  version += 1;
  for (const l of listeners) l();
}

/** The item's bookmark state: the local flip when there is one, else what the server said. */
export function useBookmarked(kind: 'parcel' | 'project', id: number, fromServer: boolean): boolean {
  useSyncExternalStore(subscribe, () => version);
  return overrides.get(`${kind}:${id}`) ?? fromServer;
}
