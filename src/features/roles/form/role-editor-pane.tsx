// The Form | YAML switch of the role editor. The YAML editor stays mounted (hidden while the form
// shows), so its text, undo history and dirty state carry on; the form (a lazy chunk, fetched when
// the dialog opens) is opened on the editor's current text and writes each change back into the
// editor, so both always hold the same role. Leaving the form, or saving from it, runs the form's
// checks first. The Roles page gives it to the editor dialog as its pane (EditorSlots.Pane).
import { ChunkFallback } from '@/shared/ui/chunk-fallback';
import { lazy, Suspense, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { Group, Stack, Text } from '@mantine/core';
import { SegmentedControl } from '@/shared/ui/segmented-control';
import type { EditorPaneProps } from '@/shared/resource-items/editor-slots';
import type { RoleFormPanelHandle } from './role-form-panel';

const loadRoleForm = () => import('./role-form-panel');
const RoleFormPanel = lazy(loadRoleForm);

type View = 'form' | 'yaml';
const VIEWS = [
  { value: 'form', label: 'Form' },
  { value: 'yaml', label: 'YAML' },
];

export function RoleEditorPane({ editor, readOnly, nameFixed, ready, handleRef, children }: EditorPaneProps) {
  const [view, setView] = useState<View>('yaml');
  // The text the form was opened on; a new opening reads the YAML again.
  const [opened, setOpened] = useState<{ text: string; n: number } | null>(null);
  const panel = useRef<RoleFormPanelHandle>(null);

  useEffect(() => void loadRoleForm().catch(() => undefined), []);

  useImperativeHandle(handleRef, () => ({ beforeSave: () => view !== 'form' || (panel.current?.commit() ?? true) }), [view]);

  const show = (next: string) => {
    if (next === view) return;
    if (next === 'form') {
      const yaml = editor.current;
      if (!yaml) return;
      setOpened((o) => ({ text: yaml.text(), n: (o?.n ?? 0) + 1 }));
      setView('form');
    } else if (!panel.current || panel.current.commit()) {
      setView('yaml');
    }
  };

  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <SegmentedControl aria-label="Edit the role as" size="xs" value={view} onChange={show} data={VIEWS} disabled={!ready} />
        <Text fz="xs" c="dimmed" ta="right">
          {view === 'form'
            ? 'The form writes into the YAML: comments and fields it does not show stay as they are.'
            : 'The form shows the same role as fields.'}
        </Text>
      </Group>
      <div style={view === 'form' ? { display: 'none' } : undefined}>{children}</div>
      {view === 'form' && opened && (
        <Suspense fallback={<ChunkFallback label="Loading the form" height="var(--editor-height, 60vh)" />}>
          <RoleFormPanel
            key={opened.n}
            text={opened.text}
            readOnly={readOnly}
            nameFixed={nameFixed}
            handleRef={panel}
            onText={(text) => editor.current?.replaceText(text)}
            onShowYaml={() => setView('yaml')}
          />
        </Suspense>
      )}
    </Stack>
  );
}
