import { useEffect, useRef } from 'react';

/** Apple systems name the shortcut with ⌘ rather than Ctrl. */
const onApple = () => /Mac|iPhone|iPad|iPod/.test(navigator.platform || navigator.userAgent);

/** The search shortcut as the user's keyboard names it: "⌘ K" on Apple systems, else "Ctrl K". */
export const searchShortcutLabel = () => (onApple() ? '⌘ K' : 'Ctrl K');

/** The same for `aria-keyshortcuts`. */
export const searchShortcutAria = () => (onApple() ? 'Meta+K' : 'Control+K');

/** Ctrl+K or ⌘+K; by the key's letter, or by its place where the layout has no Latin letters. */
function isSearchShortcut(e: KeyboardEvent): boolean {
  if (!(e.ctrlKey || e.metaKey) || e.altKey || e.shiftKey) return false;
  const key = e.key.toLowerCase();
  return key === 'k' || (!/^[a-z]$/.test(key) && e.code === 'KeyK');
}

/**
 * Ctrl+K / ⌘+K from anywhere in the page, even while typing elsewhere (the common convention),
 * runs `open` instead of the browser's own search. A field that handles the keys itself (and so
 * prevents their default) keeps them.
 */
export function useSearchShortcut(open: () => void) {
  const latest = useRef(open);
  useEffect(() => {
    latest.current = open;
  });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.isComposing || !isSearchShortcut(e)) return;
      e.preventDefault();
      if (!e.repeat) latest.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
