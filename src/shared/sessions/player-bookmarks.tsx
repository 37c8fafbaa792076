// The bookmarks of a recording in a player's side panel: add one at the current moment (the button
// or `b`; its note is edited at once), each listed with its time as a `t=` link (choosing it seeks,
// where the player can), a copy of that link, the note edited in place, and delete with Undo.
// Kept in this browser (bookmarks.ts). Notes are shown as text, whatever they hold.
import '@mantine/core/styles/Anchor.layer.css';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ActionIcon, Anchor, Box, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { STORAGE_KEYS } from '@/auth/storage-keys';
import { LinkIcon, PencilIcon, PlusIcon, TrashIcon } from '@/shared/icons/icons';
import { parseStored, useStoredRaw } from '@/shared/storage/use-stored';
import { bookmarksOf, MAX_BOOKMARKS, MAX_NOTE, newBookmarkId, readBookmarks, writeBookmarks, type Bookmark } from './bookmarks';

type Status = { text: string; undo?: () => void } | null;

/** One recording's bookmarks, the one being edited, and the last change's status (with Undo). */
export function useBookmarks(clusterId: string, sid: string) {
  const raw = useStoredRaw(STORAGE_KEYS.recordingBookmarks);
  const list = useMemo(() => bookmarksOf(parseStored(raw), clusterId, sid), [raw, clusterId, sid]);
  const [editing, setEditing] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>(null);

  const add = useCallback(
    (ms: number) => {
      const now = readBookmarks(clusterId, sid);
      if (now.length >= MAX_BOOKMARKS) {
        setStatus({ text: `A recording keeps at most ${MAX_BOOKMARKS} bookmarks: delete one first.` });
        return;
      }
      const id = newBookmarkId();
      writeBookmarks(clusterId, sid, [...now, { id, ms: Math.max(0, Math.round(ms)), note: '' }]);
      setStatus(null);
      setEditing(id);
    },
    [clusterId, sid],
  );
  const setNote = useCallback(
    (id: string, note: string) => {
      writeBookmarks(
        clusterId,
        sid,
        readBookmarks(clusterId, sid).map((b) => (b.id === id ? { ...b, note: note.slice(0, MAX_NOTE) } : b)),
      );
    },
    [clusterId, sid],
  );
  const remove = useCallback(
    (b: Bookmark, label: string) => {
      writeBookmarks(
        clusterId,
        sid,
        readBookmarks(clusterId, sid).filter((x) => x.id !== b.id),
      );
      setEditing((e) => (e === b.id ? null : e));
      setStatus({
        text: `Bookmark at ${label} deleted.`,
        undo: () => {
          writeBookmarks(clusterId, sid, [...readBookmarks(clusterId, sid).filter((x) => x.id !== b.id), b]);
          setStatus({ text: `Bookmark at ${label} restored.` });
        },
      });
    },
    [clusterId, sid],
  );
  return { list, editing, setEditing, status, setStatus, add, setNote, remove };
}

export type BookmarksState = ReturnType<typeof useBookmarks>;

export interface BookmarksPanelProps {
  state: BookmarksState;
  /** Adds one at the current moment. */
  onAdd(): void;
  /** A bookmark's time as the player's clock shows it. */
  label(ms: number): string;
  /** The link to the player at `ms` (path and search). */
  linkFor(ms: number): string;
  /** Seeks to a bookmark; without it the times are not links and `noJumpReason` says why. */
  onChoose?(b: Bookmark): void;
  noJumpReason?: string;
}

export function BookmarksPanel({ state, onAdd, label, linkFor, onChoose, noJumpReason }: BookmarksPanelProps) {
  const { list, editing, setEditing, status, setStatus, setNote, remove } = state;
  const root = useRef<HTMLDivElement>(null);
  // After an edit ends, the focus goes back to that bookmark's Edit button; after a delete, to Undo
  // (each change renders again, and the element is there by then).
  const refocus = useRef<string | null>(null);
  const setRefocus = (selector: string) => {
    refocus.current = selector;
  };
  useEffect(() => {
    if (!refocus.current) return;
    const el = root.current?.querySelector<HTMLElement>(refocus.current);
    if (el) {
      el.focus();
      refocus.current = null;
    }
  });

  const copy = async (b: Bookmark) => {
    const url = new URL(linkFor(b.ms), window.location.origin).href;
    try {
      if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
      await navigator.clipboard.writeText(url);
      setStatus({ text: `Link to ${label(b.ms)} copied.` });
    } catch {
      setStatus({ text: `Cannot copy to clipboard. The link: ${url}` });
    }
  };

  return (
    <Stack gap="xs" p="sm" ref={root} data-testid="player-bookmarks" style={{ minHeight: 0, flex: 1, minWidth: 0 }}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text component="h2" fw={600} fz="sm" m={0} style={{ whiteSpace: 'nowrap' }}>
          Bookmarks{list.length ? ` (${list.length})` : ''}
        </Text>
        <Button
          size="compact-sm"
          variant="default"
          leftSection={<PlusIcon size={14} />}
          onClick={onAdd}
          aria-keyshortcuts="B"
          style={{ flexShrink: 0 }}
        >
          Add bookmark
        </Button>
      </Group>
      {list.length === 0 && (
        <Text fz="xs" c="dimmed">
          No bookmarks yet. Add one at the current moment with the button or the B key; it is kept in this browser.
        </Text>
      )}
      {!onChoose && noJumpReason && list.length > 0 && (
        <Text fz="xs" c="dimmed">
          {noJumpReason}
        </Text>
      )}
      <Stack
        gap={4}
        component="ul"
        aria-label="Bookmarks"
        style={{ listStyle: 'none', margin: 0, padding: 0, overflowY: 'auto', flex: 1, minHeight: 0 }}
      >
        {list.map((b) => {
          const at = label(b.ms);
          return (
            <Box component="li" key={b.id} p={4} data-testid="player-bookmark" style={{ borderRadius: 4 }}>
              <Group gap={4} wrap="nowrap" justify="space-between">
                <BookmarkTime bookmark={b} at={at} href={linkFor(b.ms)} onChoose={onChoose} />
                <Group gap={2} wrap="nowrap">
                  <ActionIcon variant="subtle" size="sm" aria-label={`Copy the link to ${at}`} onClick={() => void copy(b)}>
                    <LinkIcon size={14} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    size="sm"
                    aria-label={`Edit the note at ${at}`}
                    data-edit={b.id}
                    onClick={() => setEditing(b.id)}
                  >
                    <PencilIcon size={14} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    size="sm"
                    color="red"
                    aria-label={`Delete the bookmark at ${at}`}
                    onClick={() => {
                      remove(b, at);
                      setRefocus('[data-undo]');
                    }}
                  >
                    <TrashIcon size={14} />
                  </ActionIcon>
                </Group>
              </Group>
              {editing === b.id ? (
                <NoteEditor
                  note={b.note}
                  label={`Note at ${at}`}
                  onDone={(note, byKey) => {
                    if (note !== null) setNote(b.id, note);
                    setEditing(null);
                    if (byKey) setRefocus(`[data-edit="${CSS.escape(b.id)}"]`);
                  }}
                />
              ) : b.note ? (
                <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {b.note}
                </Text>
              ) : (
                <Text fz="xs" c="dimmed" fs="italic">
                  No note
                </Text>
              )}
            </Box>
          );
        })}
      </Stack>
      <Group gap="xs" wrap="nowrap" mih={status?.undo ? 22 : undefined}>
        <Text fz="xs" role="status" aria-live="polite" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {status?.text}
        </Text>
        {status?.undo && (
          <Button
            variant="subtle"
            size="compact-xs"
            data-undo
            onClick={() => {
              status.undo?.();
              setRefocus('[data-testid="player-bookmarks"] button');
            }}
          >
            Undo
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/** The note in a field: Enter or leaving the field keeps it, Escape keeps the old one. */
/** A bookmark's moment: a link that jumps there (a plain click), or its text when the player cannot jump. */
function BookmarkTime({
  bookmark,
  at,
  href,
  onChoose,
}: {
  bookmark: Bookmark;
  at: string;
  href: string;
  onChoose?: (b: Bookmark) => void;
}) {
  if (!onChoose)
    return (
      <Text ff="monospace" fz="sm">
        {at}
      </Text>
    );
  return (
    <Anchor
      href={href}
      ff="monospace"
      fz="sm"
      aria-label={`Go to ${at}${bookmark.note ? `: ${bookmark.note}` : ''}`}
      onClick={(e) => {
        if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        onChoose(bookmark);
      }}
    >
      {at}
    </Anchor>
  );
}

function NoteEditor({ note, label, onDone }: { note: string; label: string; onDone(note: string | null, byKey: boolean): void }) {
  const [value, setValue] = useState(note);
  const done = useRef(false);
  const finish = (v: string | null, byKey = false) => {
    if (done.current) return;
    done.current = true;
    onDone(v, byKey);
  };
  return (
    <TextInput
      size="xs"
      mt={4}
      aria-label={label}
      placeholder="What happens here"
      value={value}
      maxLength={MAX_NOTE}
      data-autofocus
      autoFocus
      onChange={(e) => setValue(e.currentTarget.value)}
      onBlur={() => finish(value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          finish(value, true);
        } else if (e.key === 'Escape') {
          e.preventDefault();
          finish(null, true);
        }
        e.stopPropagation();
      }}
    />
  );
}
