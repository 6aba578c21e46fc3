import type { ComponentType } from 'react';
import { loadChunk } from '../lib/chunk-load';
import { addCatalogues, type CatalogueModule, loadNamespaces } from '../lib/i18n';
import { type CodeLoader, codeLoader } from './code-loader';

type ScreenModule = { default: ComponentType };

// The strings of features and components: a screen loads its own as it opens.
addCatalogues(
  import.meta.glob<CatalogueModule>(['../features/*/i18n/*.json', '../components/*/i18n/*.json']),
);

// Every screen file, each its own chunk, fetched when first opened.
const modules = import.meta.glob<ScreenModule>([
  '../features/*/screens/*.tsx',
  '!../features/*/screens/*.test.tsx',
]);

/** `DeviceList` → `device-list`, `IosDiscoveryDetailMp4` → `ios-discovery-detail-mp4`. */
export const kebab = (name: string): string =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();

/**
 * The screen convention: component `section/PascalName` is the default export of
 * `src/features/<section>/screens/<kebab-name>.tsx` (`system/User` → features/system/screens/user.tsx).
 */
export function screenFileOf(component: string): string | null {
  const parts = component.split('/');
  if (parts.length !== 2 || !parts[0] || !parts[1]) return null;
  return `../features/${kebab(parts[0])}/screens/${kebab(parts[1])}.tsx`;
}

/** True when a component name has a screen file in this build. */
export const hasScreen = (component: string): boolean => {
  const file = screenFileOf(component);
  return file !== null && file in modules;
};

// One loader per name: a new component on every render would remount and refetch the screen.
const loaders = new Map<string, CodeLoader>();

/** The loader of a component name's screen, or null when no such screen exists (yet). */
export function screenLoader(component: string): CodeLoader | null {
  const file = screenFileOf(component);
  const load = file ? modules[file] : undefined;
  if (!load) return null;
  let loader = loaders.get(component);
  if (!loader) {
    // Its feature's strings (and the list kit's) download beside its code, not after it renders.
    const namespaces = [kebab(component.split('/')[0]!), 'crud'];
    loader = codeLoader(() =>
      Promise.all([loadChunk(load), loadNamespaces(namespaces)]).then(([module]) => module.default),
    );
    loaders.set(component, loader);
  }
  return loader;
}
