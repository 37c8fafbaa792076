// The saved views popover: open a view, copy its link, make it the default, rename it, delete it
// (with Undo), and save the list's current view under a name (the same name replaces that view).
import '@mantine/core/styles/Badge.layer.css';
import { useRef, useState, type FormEvent } from 'react';
import { ActionIcon, Badge, Box, Button, Group, Stack, Text, TextInput, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { CloseIcon, LinkIcon, PencilIcon, StarIcon, TrashIcon } from '@/shared/icons/icons';
import { deleteView, renameView, restoreView, saveView, setDefaultView, viewNameProblem } from './saved-view-edits';
import { MAX_VIEW_NAME, type SavedView } from './saved-views';
import type { SavedViewsState } from './saved-views-menu';
import type { SavedViewsWords } from './saved-views-button';
import { notifyStored } from '@/shared/storage/use-stored';

type Status = { text: string; undo?: () => void } | null;
/** Writes a change of the views and says what was done (with Undo), or why it failed. */
type Change = (write: () => void, text: string, undo?: () => void) => void;

function errorOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function SavedViewsPanel({
  state,
  listTitle,
  words,
  onDone,
}: {
  state: SavedViewsState;
  listTitle: string;
  words?: SavedViewsWords;
  onDone: () => void;
}) {
  const { scope, views, current, active, open } = state;
  const router = useRouter();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<Renaming | null>(null);
  const [status, setStatus] = useState<Status>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const exists = views.some((v) => v.name === name.trim());

  const change: Change = (write, text, undo) => {
    try {
      write();
      notifyStored();
      setStatus({ text, undo });
    } catch (error) {
      setStatus({ text: errorOf(error) });
    }
  };

  const linkOf = (view: SavedView) => `${window.location.origin}${window.location.pathname}${router.options.stringifySearch(view.search)}`;

  const save = (event: FormEvent) => {
    event.preventDefault();
    const problem = viewNameProblem(name, views);
    if (problem) {
      setNameError(problem);
      nameInput.current?.focus();
      return;
    }
    const trimmed = name.trim();
    change(() => saveView(scope, trimmed, current), exists ? `“${trimmed}” now holds this view.` : `Saved “${trimmed}”.`);
    setName('');
    setNameError(null);
  };

  const rename = (event: FormEvent) => {
    event.preventDefault();
    if (!renaming) return;
    const problem = viewNameProblem(renaming.to, views, renaming.from);
    if (problem) {
      setRenaming({ ...renaming, error: problem });
      return;
    }
    change(() => renameView(scope, renaming.from, renaming.to), `Renamed to “${renaming.to.trim()}”.`);
    setRenaming(null);
  };

  return (
    <Stack gap="sm" p={6}>
      <Box>
        <Text fw={600} fz="sm">
          {words?.title ?? `Saved views of ${listTitle}`}
        </Text>
        <Text fz="xs" c="dimmed">
          {words?.help ??
            'A view keeps the search, picked labels, query, sort, page size and columns. Views are kept in this browser; a view’s link opens it anywhere.'}
        </Text>
      </Box>

      {views.length === 0 ? (
        <Text fz="sm" c="dimmed" data-testid="no-saved-views">
          No saved views yet. Name this one below to keep it.
        </Text>
      ) : (
        <Stack gap={2} component="ul" className="saved-views-list" aria-label="Saved views">
          {views.map((view, index) =>
            renaming?.from === view.name ? (
              <RenameRow key={view.name} view={view} renaming={renaming} onChange={setRenaming} onSubmit={rename} />
            ) : (
              <ViewRow
                key={view.name}
                view={view}
                index={index}
                showing={active?.name === view.name}
                listTitle={listTitle}
                defaults={words?.defaults ?? true}
                onOpen={() => {
                  open(view);
                  onDone();
                }}
                onCopy={() => {
                  const link = linkOf(view);
                  navigator.clipboard.writeText(link).then(
                    () => setStatus({ text: `Copied the link of “${view.name}”.` }),
                    () => setStatus({ text: `Copy this link: ${link}` }),
                  );
                }}
                onRename={() => setRenaming({ from: view.name, to: view.name, error: null })}
                change={change}
                scope={scope}
              />
            ),
          )}
        </Stack>
      )}

      <form onSubmit={save}>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <TextInput
            ref={nameInput}
            size="xs"
            label="Save this view as"
            placeholder={words?.placeholder ?? 'e.g. Production web servers'}
            value={name}
            error={nameError}
            description={exists ? 'A view has this name: saving replaces it.' : undefined}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setNameError(null);
            }}
            style={{ flex: 1 }}
          />
          <Button size="xs" type="submit" mt={22}>
            {exists ? 'Replace' : 'Save'}
          </Button>
        </Group>
      </form>

      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Text fz="xs" role="status" aria-live="polite" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {status?.text}
        </Text>
        {status?.undo && (
          <Button variant="subtle" size="compact-xs" onClick={status.undo}>
            Undo
          </Button>
        )}
      </Group>
    </Stack>
  );
}

type Renaming = { from: string; to: string; error: string | null };

/** A view's row while it is renamed: its new name, Rename and Cancel (Escape too). */
function RenameRow({
  view,
  renaming,
  onChange,
  onSubmit,
}: {
  view: SavedView;
  renaming: Renaming;
  onChange: (renaming: Renaming | null) => void;
  onSubmit: (event: FormEvent) => void;
}) {
  return (
    <Box component="li">
      <form onSubmit={onSubmit}>
        <Group gap={4} wrap="nowrap" align="flex-start">
          <TextInput
            size="xs"
            aria-label={`New name of ${view.name}`}
            value={renaming.to}
            maxLength={MAX_VIEW_NAME + 20}
            error={renaming.error}
            onChange={(event) => onChange({ ...renaming, to: event.currentTarget.value, error: null })}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                event.stopPropagation();
                onChange(null);
              }
            }}
            autoFocus
            style={{ flex: 1 }}
          />
          <Button size="xs" type="submit">
            Rename
          </Button>
          <ActionIcon variant="subtle" color="gray" size="md" aria-label="Cancel renaming" onClick={() => onChange(null)}>
            <CloseIcon size={14} />
          </ActionIcon>
        </Group>
      </form>
    </Box>
  );
}

/** A view's row: open it, copy its link, make it the default, rename it, delete it (with Undo). */
function ViewRow({
  view,
  index,
  showing,
  listTitle,
  defaults,
  onOpen,
  onCopy,
  onRename,
  change,
  scope,
}: {
  view: SavedView;
  index: number;
  showing: boolean;
  listTitle: string;
  /** Offers making it the default. */
  defaults: boolean;
  onOpen: () => void;
  onCopy: () => void;
  onRename: () => void;
  change: Change;
  scope: SavedViewsState['scope'];
}) {
  return (
    <Group component="li" gap={2} wrap="nowrap" className="saved-view-row">
      <UnstyledButton className="saved-view-open" onClick={onOpen} aria-current={showing ? 'true' : undefined}>
        {/* The name is the visible text with "Open view" before it (what shows is in the name). */}
        <Text span fz="sm" truncate title={view.name}>
          <VisuallyHidden>Open view </VisuallyHidden>
          {view.name}
        </Text>
        {view.isDefault && (
          <Badge size="xs" variant="light" ml={6} style={{ flexShrink: 0 }}>
            Default
          </Badge>
        )}
        {showing && (
          <Text span fz="xs" c="dimmed" ml={6} style={{ flexShrink: 0 }}>
            showing
          </Text>
        )}
      </UnstyledButton>
      <ActionIcon variant="subtle" color="gray" aria-label={`Copy the link of ${view.name}`} title="Copy link" onClick={onCopy}>
        <LinkIcon size={16} />
      </ActionIcon>
      {defaults && (
        <ActionIcon
          variant={view.isDefault ? 'light' : 'subtle'}
          color={view.isDefault ? undefined : 'gray'}
          aria-label={view.isDefault ? `Stop opening ${view.name} by default` : `Open ${view.name} by default`}
          aria-pressed={view.isDefault === true}
          title={view.isDefault ? 'The default view' : 'Make default'}
          onClick={() =>
            change(
              () => setDefaultView(scope, view.isDefault ? null : view.name),
              view.isDefault
                ? `${listTitle} now opens with no view.`
                : `${listTitle} now opens with “${view.name}” when its link names no view.`,
            )
          }
        >
          <StarIcon size={16} />
        </ActionIcon>
      )}
      <ActionIcon variant="subtle" color="gray" aria-label={`Rename ${view.name}`} title="Rename" onClick={onRename}>
        <PencilIcon size={16} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={`Delete ${view.name}`}
        title="Delete"
        onClick={() =>
          change(
            () => deleteView(scope, view.name),
            `Deleted “${view.name}”.`,
            () => change(() => restoreView(scope, view, index), `Restored “${view.name}”.`),
          )
        }
      >
        <TrashIcon size={16} />
      </ActionIcon>
    </Group>
  );
}
