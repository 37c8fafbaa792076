// The role editor's "What this role reaches" panel, as a lazy chunk: the editor dialog renders
// this for roles only, so the other YAML pages never load the counting code.
import { lazy, Suspense } from 'react';
import type { RoleWhatIfPanelProps } from './what-if-panel';

const RoleWhatIfPanel = lazy(() => import('./what-if-panel'));

export function RoleWhatIf(props: RoleWhatIfPanelProps) {
  return (
    <Suspense fallback={null}>
      <RoleWhatIfPanel {...props} />
    </Suspense>
  );
}
