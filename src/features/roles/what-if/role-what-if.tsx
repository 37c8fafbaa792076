// The role editor's "What this role reaches" panel, as a lazy chunk: the Roles page gives it to the
// editor dialog as its aside (EditorSlots.Aside), so the other YAML pages never load the counting code.
import { lazy, Suspense } from 'react';
import type { EditorAsideProps } from '@/shared/resource-items/editor-slots';

const RoleWhatIfPanel = lazy(() => import('./what-if-panel'));

export function RoleWhatIf(props: EditorAsideProps) {
  return (
    <Suspense fallback={null}>
      <RoleWhatIfPanel {...props} />
    </Suspense>
  );
}
