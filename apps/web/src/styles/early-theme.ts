// index.html loads this ahead of the console, so a reload in the dark theme paints dark from the
// start instead of white while the language and the shell load. The store reads local storage
// synchronously, so the stored choice is known here; providers.tsx follows later changes.
import { useSettings } from '../stores/settings';
import { applyDocumentTheme } from './document-theme';
import { loadMenuStylesOnDesktop } from './start-menu-styles';

applyDocumentTheme(useSettings.getState().darkTheme);
loadMenuStylesOnDesktop();
