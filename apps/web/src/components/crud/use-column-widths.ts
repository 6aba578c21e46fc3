import { useCallback, useState } from 'react';

const storageKey = (screen: string) => `skin.columns.${screen}.widths`;

function read(screen: string): Record<string, number> {
  try {
    const stored = JSON.parse(localStorage.getItem(storageKey(screen)) ?? '{}');
    if (!stored || typeof stored !== 'object') return {};
    return Object.fromEntries(
      Object.entries(stored).filter((e): e is [string, number] => typeof e[1] === 'number' && e[1] > 0),
    );
  } catch {
    return {};
  }
}

/** The widths a user gave a screen's columns by dragging their edges, remembered in this browser. */
export function useColumnWidths(screen: string) {
  const [widths, setWidths] = useState<Record<string, number>>(() => read(screen));
  const resize = useCallback(
    (key: string, width: number) =>
      setWidths((current) => {
        const next = { ...current, [key]: Math.round(width) };
        localStorage.setItem(storageKey(screen), JSON.stringify(next));
        return next;
      }),
    [screen],
  );
  return [widths, resize] as const;
}
