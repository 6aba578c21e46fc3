import { useCallback, useState } from 'react';

const storageKey = (screen: string) => `skin.columns.${screen}`;

function read(screen: string): string[] {
  try {
    const stored = JSON.parse(localStorage.getItem(storageKey(screen)) ?? '[]');
    return Array.isArray(stored) ? stored.filter((k): k is string => typeof k === 'string') : [];
  } catch {
    return [];
  }
}

/** The columns a user hid on one screen, remembered in this browser (localStorage). */
export function useHiddenColumns(screen: string) {
  const [hidden, setHidden] = useState<string[]>(() => read(screen));
  const change = useCallback(
    (next: string[]) => {
      setHidden(next);
      localStorage.setItem(storageKey(screen), JSON.stringify(next));
    },
    [screen],
  );
  return [hidden, change] as const;
}
