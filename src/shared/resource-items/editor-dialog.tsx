// The dialog around the YAML editor: a title naming the item, what went wrong (YAML problems
// found before sending, or the server's refusal) above the editor, and Save / Cancel. The editor
// itself is a lazy chunk, fetched the first time a page that edits YAML asks for it.
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Kbd.layer.css';
import { lazy, Suspense, useRef } from 'react';
import { Alert, Button, Center, Group, Kbd, Loader, Modal, Stack, Text } from '@mantine/core';
import type { YamlEditorHandle } from '@/shared/yaml-editor/yaml-editor';
import type { ResourceExpectation } from '@/shared/yaml-editor/yaml-checks';

/** The editor's chunk: started when a YAML page opens, so the dialog rarely waits for it. */
export const loadYamlEditor = () => import('@/shared/yaml-editor/yaml-editor');
const YamlEditor = lazy(loadYamlEditor);

export interface EditorSession {
  mode: 'create' | 'edit' | 'view';
  /** The item's name when editing or viewing. */
  name?: string;
  text: string;
  /** A new session mounts a new editor. */
  id: number;
}

export interface EditorNotice {
  title: string;
  message: string;
}

/** A question asked inside the dialog (discard changes, leave the page), in place of its buttons. */
export interface EditorQuestion {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

export interface EditorDialogProps {
  session: EditorSession | null;
  expect: Omit<ResourceExpectation, 'name'>;
  roleHelp?: boolean;
  saving: boolean;
  notice: EditorNotice | null;
  question: EditorQuestion | null;
  onSave: (editor: YamlEditorHandle) => void;
  /** Asked to close (Cancel or the close button); the parent asks first when there are changes. */
  onClose: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

function titleOf(session: EditorSession, label: string): string {
  if (session.mode === 'create') return `Create a ${label}`;
  return `${session.mode === 'edit' ? 'Edit' : 'View'} ${label} “${session.name ?? ''}”`;
}

export function EditorDialog({ session, expect, roleHelp, saving, notice, question, onSave, onClose, onDirtyChange }: EditorDialogProps) {
  const handle = useRef<YamlEditorHandle>(null);
  const readOnly = session?.mode === 'view';
  const save = () => {
    if (handle.current && !saving && !readOnly && !question) onSave(handle.current);
  };
  return (
    <Modal
      opened={session !== null}
      onClose={onClose}
      closeOnClickOutside={false}
      closeOnEscape={false}
      size="min(1100px, 96vw)"
      title={session ? titleOf(session, expect.label) : ''}
      closeButtonProps={{ 'aria-label': 'Close the editor' }}
      data-testid="editor-dialog"
    >
      {session && (
        <Stack gap="sm">
          {notice && (
            <Alert color="red" variant="light" title={notice.title} role="alert" data-testid="editor-notice">
              <Text fz="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                {notice.message}
              </Text>
            </Alert>
          )}
          <Suspense
            fallback={
              <Center h="60vh" aria-busy="true">
                <Loader size="sm" aria-label="Loading the editor" />
              </Center>
            }
          >
            <YamlEditor
              key={session.id}
              handleRef={handle}
              initialText={session.text}
              expect={session.mode === 'create' ? expect : { ...expect, name: session.name }}
              label={`${expect.label} YAML`}
              readOnly={readOnly}
              roleHelp={roleHelp && !readOnly}
              onDirtyChange={onDirtyChange}
              onSave={save}
            />
          </Suspense>
          {question && (
            <Alert
              color="orange"
              variant="light"
              role="alertdialog"
              aria-label={question.title}
              title={question.title}
              data-testid="editor-question"
            >
              <Stack gap="sm">
                <Text fz="sm">{question.message}</Text>
                <Group justify="flex-end" gap="sm">
                  <Button variant="default" onClick={question.onCancel} data-autofocus>
                    {question.cancelLabel}
                  </Button>
                  <Button color="red" onClick={question.onConfirm}>
                    {question.confirmLabel}
                  </Button>
                </Group>
              </Stack>
            </Alert>
          )}
          <Group justify="space-between" gap="sm" display={question ? 'none' : undefined}>
            <Text fz="xs" c="dimmed">
              <Kbd size="xs">Ctrl</Kbd>/<Kbd size="xs">⌘</Kbd> <Kbd size="xs">F</Kbd> search
              {roleHelp && !readOnly && (
                <>
                  {' · '}
                  <Kbd size="xs">Ctrl</Kbd> <Kbd size="xs">Space</Kbd> suggest fields
                </>
              )}
              {!readOnly && (
                <>
                  {' · '}
                  <Kbd size="xs">Esc</Kbd> then <Kbd size="xs">Tab</Kbd> leaves the editor
                </>
              )}
            </Text>
            <Group gap="sm">
              <Button variant="default" onClick={onClose}>
                {readOnly ? 'Close' : 'Cancel'}
              </Button>
              {!readOnly && (
                <Button onClick={save} loading={saving}>
                  {session.mode === 'create' ? 'Create' : 'Save changes'}
                </Button>
              )}
            </Group>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
