// The Enroll New Resource page with what only the app layer holds: the user preferences. A
// finished enrolment adds its kind to the preferred resource kinds (onboard.preferredResources).
import { useCallback } from 'react';
import { DiscoverPage } from '@/features/discover/discover.page';
import { usePreferences } from '@/app/shell/preferences-context';

export function DiscoverRoutePage() {
  const { preferences, update } = usePreferences();
  const have = preferences.onboard.preferredResources;
  const added = useCallback(
    (kind: number) => {
      if (have.includes(kind as (typeof have)[number])) return;
      update({ onboard: { preferredResources: [...have, kind] as typeof have } });
    },
    [have, update],
  );
  return <DiscoverPage onResourceAdded={added} />;
}
