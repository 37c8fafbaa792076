// The dialog around the YAML editor: a title naming the item, what went wrong (YAML problems
// found before sending, or the server's refusal) above the editor, and Save / Cancel. The editor
// itself is a lazy chunk, fetched the first time a page that edits YAML asks for it. A kind adds
// its own parts through slots (editor-slots.ts): field help, a pane around the editor, an aside.
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Kbd.layer.css';
import { lazy, Suspense, useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Group, Kbd, Modal, Stack, Text } from '@mantine/core';
import { BusyButton } from '@/shared/ui/busy-button';
import { ChunkFallback } from '@/shared/ui/chunk-fallback';
import type { YamlEditorHandle } from '@/shared/yaml-editor/yaml-editor';
import type { ResourceExpectation } from '@/shared/yaml-editor/yaml-checks';
import type { EditorPaneHandle, EditorPaneProps, EditorSlots } from './editor-slots';

/** The editor's chunk: started when a YAML page opens, so the dialog rarely waits for it. */
export const loadYamlEditor = () => import('@/shared/yaml-editor/yaml-editor');
const YamlEditor = lazy(loadYamlEditor);

const DEFAULT_HEIGHT = '60vh';
/** Without a pane, the editor is all there is. */
const NoPane = ({ children }: EditorPaneProps) => children;

export interface EditorSession {
  mode: 'create' | 'edit' | 'view';
  /** The item's name when editing or viewing. */
  name?: string;
  text: string;
  /** The server's copy the draft starts from (when editing), if not `text` (a re-based draft). */
  base?: string;
  /** A new session mounts a new editor. */
  id: number;
}

export interface EditorNotice {
  title: string;
  message: string;
  /** Red (a problem) unless said otherwise. */
  color?: string;
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
  slots?: EditorSlots;
  saving: boolean;
  notice: EditorNotice | null;
  question: EditorQuestion | null;
  onSave: (editor: YamlEditorHandle) => void;
  /** Asked to close (Cancel or the close button); the parent asks first when there are changes. */
  onClose: () => void;
  onDirtyChange: (dirty: boolean) => void;
  /** The review before a save (review-changes.tsx): shown in place of the editor, which stays mounted. */
  review?: ReactNode;
}

function titleOf(session: EditorSession, label: string): string {
  if (session.mode === 'create') return `Create a ${label}`;
  return `${session.mode === 'edit' ? 'Edit' : 'View'} ${label} “${session.name ?? ''}”`;
}

export function EditorDialog({
  session,
  expect,
  slots = {},
  saving,
  notice,
  question,
  onSave,
  onClose,
  onDirtyChange,
  review,
}: EditorDialogProps) {
  const handle = useRef<YamlEditorHandle>(null);
  // The kind's pane around the editor (a form): its checks run before a save.
  const pane = useRef<EditorPaneHandle>(null);
  // Who follows the draft as it changes (the kind's aside).
  const textListeners = useRef(new Set<() => void>());
  const subscribeText = useCallback((listener: () => void) => {
    textListeners.current.add(listener);
    return () => void textListeners.current.delete(listener);
  }, []);
  // The session whose editor is up (a pane reads the editor's text).
  const [readyFor, setReadyFor] = useState<number | null>(null);
  const readOnly = session?.mode === 'view';
  // What held the focus when the editor opened (an Edit button) takes it back in the commit that
  // closes the editor: the dialog's content goes at once, with the focused Save in it, and
  // Mantine's own return comes a moment later, after the focus fell to <body>.
  const opener = useRef<HTMLElement | null>(null);
  const opened = session !== null;
  useLayoutEffect(() => {
    if (opened) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      return;
    }
    const active = document.activeElement;
    if ((!active || active === document.body) && opener.current?.isConnected) opener.current.focus({ preventScroll: true });
    opener.current = null;
  }, [opened]);
  const editorHeight = slots.height ?? DEFAULT_HEIGHT;
  const Pane = slots.Pane ?? NoPane;
  const Aside = slots.Aside;
  const fieldHelp = Boolean(slots.fields) && !readOnly;
  const save = () => {
    if (handle.current && !saving && !readOnly && !question && !review && (pane.current?.beforeSave() ?? true)) onSave(handle.current);
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
      {session && review}
      {session && (
        <Stack gap="sm" display={review ? 'none' : undefined} style={{ ['--editor-height' as string]: editorHeight }}>
          {notice && (
            <Alert color={notice.color ?? 'red'} variant="light" title={notice.title} role="alert" data-testid="editor-notice">
              <Text fz="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                {notice.message}
              </Text>
            </Alert>
          )}
          <Pane
            key={`pane-${session.id}`}
            editor={handle}
            readOnly={readOnly}
            nameFixed={session.mode !== 'create'}
            ready={readyFor === session.id}
            handleRef={pane}
          >
            <Suspense fallback={<ChunkFallback label="Loading the editor" height={editorHeight} />}>
              <YamlEditor
                key={session.id}
                handleRef={handle}
                initialText={session.text}
                expect={session.mode === 'create' ? expect : { ...expect, name: session.name }}
                label={`${expect.label} YAML`}
                height={editorHeight}
                readOnly={readOnly}
                fields={readOnly ? undefined : slots.fields}
                onDirtyChange={onDirtyChange}
                onTextChange={() => textListeners.current.forEach((listener) => listener())}
                onReady={() => setReadyFor(session.id)}
                onSave={save}
              />
            </Suspense>
          </Pane>
          {Aside && <Aside key={session.id} readText={() => handle.current?.text() ?? session.text} subscribe={subscribeText} />}
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
              {fieldHelp && (
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
                <BusyButton onClick={save} busy={saving}>
                  {session.mode === 'create' ? 'Create' : 'Save changes'}
                </BusyButton>
              )}
            </Group>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
