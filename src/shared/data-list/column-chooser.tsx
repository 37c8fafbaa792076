// The "Columns" button of a table's view controls: a popover (a dialog named by the button) with
// a checkbox per choosable column, what the page adds (a resource list's labels style) and Reset
// columns. Keyboard: Enter or Space opens it and puts the focus on its first checkbox, Tab moves
// within it, Space toggles, Escape closes it and the focus goes back to the button. The last
// visible column cannot be hidden; its checkbox is disabled and says why. The popover's content
// (column-chooser-panel.tsx) loads on the first click or when the button is pointed at.
import { lazy, type ReactNode } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import { LazyPopover } from '@/shared/ui/lazy-popover';
import { ColumnsIcon } from '@/shared/icons/resource-icons';
import type { ColumnChooserState } from './use-column-choice';

export interface ColumnChooserProps {
  state: ColumnChooserState;
  /** More view settings under the columns (e.g. how a list's labels are shown). */
  children?: ReactNode;
  size?: ButtonProps['size'];
}

const loadPanel = () => import('./column-chooser-panel');
const ColumnChooserPanel = lazy(() => loadPanel().then((m) => ({ default: m.ColumnChooserPanel })));

export function ColumnChooser(props: ColumnChooserProps) {
  const { state, size = 'xs' } = props;
  const { options, visible } = state;
  const hidden = options.length - options.filter((o) => visible.includes(o.id)).length;
  return (
    <LazyPopover
      label="Columns"
      width={260}
      testId="column-chooser-dropdown"
      renderTarget={(target) => (
        <Button
          {...target}
          variant={hidden ? 'light' : 'default'}
          size={size}
          leftSection={<ColumnsIcon size={14} />}
          onPointerEnter={() => {
            target.onPointerEnter?.();
            void loadPanel().catch(() => undefined);
          }}
          // The count of hidden columns is read with the name ("Columns, 2 hidden").
          aria-description={hidden ? `${hidden} hidden` : undefined}
          data-testid="column-chooser"
        >
          Columns
        </Button>
      )}
      loadingLabel="Loading columns"
      renderDropdown={() => <ColumnChooserPanel {...props} />}
    />
  );
}
