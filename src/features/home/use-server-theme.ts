import { useEffect } from 'react';
import { useMantineColorScheme } from '@mantine/core';

/** Preference theme enum on the wire: 0 unspecified, 1 light, 2 dark. */
export function themeFromPreference(theme: number | undefined): 'light' | 'dark' | null {
  if (theme === 1) return 'light';
  if (theme === 2) return 'dark';
  return null;
}

/**
 * Applies the server's theme preference once, unless the user already chose one in this browser.
 * (The full preference sync of spec 4.3 comes with the shell.)
 */
export function useServerTheme(theme: number | undefined) {
  const { setColorScheme } = useMantineColorScheme();
  useEffect(() => {
    const scheme = themeFromPreference(theme);
    if (scheme && !localStorage.getItem('mantine-color-scheme-value')) setColorScheme(scheme);
  }, [theme, setColorScheme]);
}
