// A page of YAML resources: the list (name and the kind's own columns) with loading, empty and
// error states, and create / edit / view / delete through the YAML editor, each offered only when
// the ACL allows it. A save refreshes its kind's list by itself (src/api/write-refresh.ts: after
// a success, and after a 404 or 409 that says the list is out of date); a refused save keeps the editor as it
// was (text and cursor) and says why above it; unsaved changes are guarded against leaving. Every
// save shows its diff first and re-reads the server's copy, so no one's update is lost (safe-save.tsx).
import { useEffect, useMemo, useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { ResourceItem } from '@/api/gen/model';
import { useShell } from '@/platform/shell-context';
import type { DataColumn } from '@/shared/data-list/columns';
import { ListPageFrame, usePageNotice } from '@/shared/data-list/list-page-frame';
import { TokenText } from '@/shared/ui/token-text';
import type { YamlEditorHandle } from '@/shared/yaml-editor/yaml-editor';
import { ActionDialog } from '@/shared/ui/action-dialog';
import { EditorDialog, loadYamlEditor, type EditorNotice, type EditorQuestion, type EditorSession } from './editor-dialog';
import { itemActions, type ItemActions } from './item-actions';
import { useSafeSave } from './safe-save';
import { saveFailure } from './save-error';
import { useUnsavedChangesGuard } from './unsaved-changes-guard';
import type { YamlResourceKind } from './yaml-resource-kind';

/** Each editor session mounts a fresh editor (its key). */
const sessionIds = { last: 0 };
const nextSessionId = () => ++sessionIds.last;

const CLIENT_SORT = { mode: 'client', initial: { field: 'name', dir: 'asc' } } as const;
const rowKey = (item: ResourceItem) => item.id || `${item.kind}:${item.name}`;

function upsert(list: ResourceItem[] | undefined, item: ResourceItem): ResourceItem[] | undefined {
  if (!Array.isArray(list)) return list;
  const at = list.findIndex((i) => i.name === item.name);
  return at < 0 ? [...list, item] : list.map((i, n) => (n === at ? item : i));
}

/** Problems found before sending, as the editor's notice: the first few, with their lines. */
function problemsNotice(problems: { line: number; message: string }[]): EditorNotice {
  const shown = problems.slice(0, 3).map((p) => `Line ${p.line}: ${p.message}`);
  if (problems.length > 3) shown.push(`…and ${problems.length - 3} more (marked in the editor).`);
  return {
    title: problems.length === 1 ? 'Fix this problem before saving' : `Fix these ${problems.length} problems before saving`,
    message: shown.join('\n'),
  };
}

function columnsFor(spec: YamlResourceKind, actions: ItemActions, open: (i: ResourceItem) => void, ask: (i: ResourceItem) => void) {
  const columns: DataColumn<ResourceItem>[] = [
    {
      id: 'name',
      header: 'Name',
      sortValue: (i) => i.name,
      render: (i) => (
        <TokenText name fw={600} maw="60ch">
          {i.name}
        </TokenText>
      ),
    },
    ...(spec.columns ?? []),
  ];
  if (actions.edit || actions.view || actions.remove) {
    columns.push({
      id: 'actions',
      pin: 'end',
      header: 'Actions',
      hideHeader: true,
      align: 'right',
      width: 190,
      render: (i) => (
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          {(actions.edit || actions.view) && (
            <Button size="compact-sm" variant="default" onClick={() => open(i)} aria-label={`${actions.edit ? 'Edit' : 'View'} ${i.name}`}>
              {actions.edit ? 'Edit' : 'View'}
            </Button>
          )}
          {actions.remove && (
            <Button size="compact-sm" variant="subtle" color="red" onClick={() => ask(i)} aria-label={`Delete ${i.name}`}>
              Delete
            </Button>
          )}
        </Group>
      ),
    });
  }
  return columns;
}

/** Delete with a question first: the item asked about, the server's refusal, and the delete itself. */
function useItemDelete(spec: YamlResourceKind, setStatus: (message: string) => void) {
  const remove = spec.useDelete();
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState<ResourceItem | null>(null);
  const [deleteNotice, setDeleteNotice] = useState<EditorNotice | null>(null);
  const confirmDelete = async () => {
    if (!deleting) return;
    const name = deleting.name;
    try {
      await remove.mutateAsync({ name });
      // Gone at once, before the list's refetch (started by the write) answers.
      queryClient.setQueryData<ResourceItem[]>(spec.listKey(), (old) => (Array.isArray(old) ? old.filter((i) => i.name !== name) : old));
      setStatus(`${spec.label[0]!.toUpperCase()}${spec.label.slice(1)} “${name}” deleted.`);
      setDeleting(null);
    } catch (error) {
      const failure = saveFailure(error, { label: spec.label, name, action: 'delete' });
      setDeleteNotice({ title: failure.title, message: failure.message });
    }
  };
  const askDelete = (item: ResourceItem) => {
    setDeleteNotice(null);
    setDeleting(item);
  };
  return { deleting, deleteNotice, askDelete, confirmDelete, cancelDelete: () => setDeleting(null), removing: remove.isPending };
}

export function YamlResourcesPage({ spec }: { spec: YamlResourceKind }) {
  const { user } = useShell();
  const actions = itemActions(user.userAcl[spec.acl]);
  const list = spec.useList();
  const create = spec.useCreate();
  const update = spec.useUpdate();
  const queryClient = useQueryClient();
  const [session, setSession] = useState<EditorSession | null>(null);
  const [dirty, setDirty] = useState(false);
  const [notice, setNotice] = useState<EditorNotice | null>(null);
  const [askClose, setAskClose] = useState(false);
  const status = usePageNotice();
  const setStatus = status.show;
  const { deleting, deleteNotice, askDelete, confirmDelete, cancelDelete, removing } = useItemDelete(spec, setStatus);
  const leaving = useUnsavedChangesGuard(session !== null && session.mode !== 'view' && dirty);

  // The editor chunk is fetched as soon as a YAML page opens (and only here).
  useEffect(() => void loadYamlEditor().catch(() => undefined), []);

  const openSession = (next: Omit<EditorSession, 'id'>) => {
    setNotice(null);
    setDirty(false);
    setSession({ ...next, id: nextSessionId() });
  };
  const close = () => {
    setSession(null);
    setDirty(false);
    setAskClose(false);
    setNotice(null);
  };
  const requestClose = () => (dirty && session?.mode !== 'view' ? setAskClose(true) : close());

  /** The write itself, once the review is through: true when it succeeded (the editor is closed). */
  const write = async (name: string, content: string, how: 'create' | 'update') => {
    const body = { id: `${spec.kind}:${name}`, kind: spec.kind, name, content };
    try {
      const saved = how === 'create' ? await create.mutateAsync({ data: body }) : await update.mutateAsync({ name, data: body });
      // Shown at once, before the list's refetch (started by the write) answers.
      queryClient.setQueryData<ResourceItem[]>(spec.listKey(), (old) => upsert(old, saved));
      setStatus(`${spec.label[0]!.toUpperCase()}${spec.label.slice(1)} “${name}” ${how === 'create' ? 'created' : 'saved'}.`);
      close();
      return true;
    } catch (error) {
      const failure = saveFailure(error, { label: spec.label, name, action: 'save' });
      setNotice({ title: failure.title, message: failure.message });
      return false;
    }
  };
  const safe = useSafeSave({
    session,
    listKey: spec.listKey,
    label: spec.label,
    write,
    saving: create.isPending || update.isPending,
    setNotice,
    reopen: (text, base, rebased) => {
      openSession({ mode: 'edit', name: session?.name, text, base });
      setNotice(rebased);
      setDirty(true);
    },
  });

  const save = async (editor: YamlEditorHandle) => {
    if (!session) return;
    const { problems, name } = editor.check();
    if (problems.length > 0 || !name) {
      setNotice(problemsNotice(problems));
      return;
    }
    await safe.start(editor, name);
  };

  const openItem = (item: ResourceItem) => openSession({ mode: actions.edit ? 'edit' : 'view', name: item.name, text: item.content });
  const question: EditorQuestion | null = leaving.asking
    ? {
        title: 'Leave with unsaved changes?',
        message: `The ${spec.label} you are editing has changes that are not saved. Leaving this page loses them.`,
        confirmLabel: 'Leave',
        cancelLabel: 'Stay',
        onConfirm: leaving.leave,
        onCancel: leaving.stay,
      }
    : askClose
      ? {
          title: 'Discard your changes?',
          message: `The ${spec.label} has changes that are not saved. Closing the editor loses them.`,
          confirmLabel: 'Discard changes',
          cancelLabel: 'Keep editing',
          onConfirm: close,
          onCancel: () => setAskClose(false),
        }
      : null;
  const columns = useMemo(() => columnsFor(spec, actions, openItem, askDelete), [spec, actions.edit, actions.view, actions.remove]); // eslint-disable-line react-hooks/exhaustive-deps
  const createButton = actions.create && (
    <Button onClick={() => openSession({ mode: 'create', text: spec.template({ proxyAddress: window.location.host }) })}>
      Create {spec.label}
    </Button>
  );

  const empty = {
    title: `No ${spec.plural} yet.`,
    hint: actions.create ? `Create one from a template.` : undefined,
    action: createButton || undefined,
  };
  const dialogs = (
    <>
      <EditorDialog
        session={session}
        expect={{ kind: spec.kind, label: spec.label }}
        slots={spec.editor}
        saving={create.isPending || update.isPending || safe.busy}
        notice={notice}
        question={question}
        review={question ? undefined : safe.node}
        onSave={(editor) => void save(editor)}
        onClose={requestClose}
        onDirtyChange={setDirty}
      />
      <ActionDialog
        question
        opened={deleting !== null}
        title={`Delete ${spec.label}?`}
        actionLabel="Delete"
        danger
        busy={removing}
        error={deleteNotice}
        onAction={() => void confirmDelete()}
        onCancel={cancelDelete}
        testId="delete-dialog"
      >
        <Text fz="sm">
          Delete the {spec.label} <strong>{deleting?.name ?? ''}</strong>? This cannot be undone.
        </Text>
      </ActionDialog>
    </>
  );

  return (
    <ListPageFrame
      title={spec.title}
      description={spec.description}
      action={createButton}
      notice={status}
      dialogs={dialogs}
      list={{ result: list, operation: spec.operation, noun: spec.plural, columns, rowKey, sorting: CLIENT_SORT, layout: 'auto', empty }}
    />
  );
}
