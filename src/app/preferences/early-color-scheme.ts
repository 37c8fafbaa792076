// The colour scheme before the component library is loaded (the sign-in page from the entry):
// the same stored choice Mantine's manager reads (color-scheme-manager.ts), written to the same
// attribute, following the system while the choice is 'auto'. Returns a stop function.
import { storedColorScheme } from './preferences';

export function applyStoredColorScheme(): () => void {
  const media = window.matchMedia?.('(prefers-color-scheme: dark)');
  const apply = () => {
    let scheme: string = 'light';
    try {
      const stored = storedColorScheme();
      scheme = stored === 'auto' ? (media?.matches ? 'dark' : 'light') : stored;
    } catch {
      // Unreadable storage: the default.
    }
    document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
  };
  apply();
  media?.addEventListener('change', apply);
  window.addEventListener('storage', apply);
  return () => {
    media?.removeEventListener('change', apply);
    window.removeEventListener('storage', apply);
  };
}
