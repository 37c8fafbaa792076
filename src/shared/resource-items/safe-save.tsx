// A save that shows its diff first and loses no update. The editor's Save (after the YAML checks)
// re-reads the server's copy (this backend has no GET of one item: the kind's list is fetched again
// and the item found by name) and opens "Review changes"; its Save re-reads once more and writes
// only when the server's copy is still the one shown, else the review turns into the conflict
// view. The base (the server's copy when the editor opened) is the session's.
import { useState, useRef, type ReactNode } from 'react';
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { ResourceItem } from '@/api/gen/model';
import { errorText } from '@/api/errors';
import type { YamlEditorHandle } from '@/shared/yaml-editor/yaml-editor';
import type { EditorNotice, EditorSession } from './editor-dialog';
import { ReviewChanges, type ReviewInput } from './review-changes';
import { changedOnServer, type Conflict, type Resolution } from './three-way';
import { formatPath, formatValue, valueOf } from './yaml-diff';

/** The server's copy of one item now: its list fetched again. Null when it is not there. */
export async function rereadItem(queryClient: QueryClient, listKey: QueryKey, name: string): Promise<string | null> {
  await queryClient.refetchQueries({ queryKey: listKey, exact: true }, { throwOnError: true });
  const list = queryClient.getQueryData<ResourceItem[]>(listKey);
  if (!Array.isArray(list)) throw new Error('The list did not come back.');
  return list.find((item) => item.name === name)?.content ?? null;
}

const short = (value: unknown) => {
  const text = value === undefined ? '(removed)' : formatValue(value).replace(/\s*\n\s*/g, ' ');
  return text.length > 80 ? `${text.slice(0, 80)}…` : text;
};

/** What the editor says after a re-base: done, and how each conflict was resolved. */
export function rebaseNotice(name: string, resolved: { conflict: Conflict; resolution: Resolution }[]): EditorNotice {
  const lines = resolved.map(
    ({ conflict: c, resolution }) =>
      `${formatPath(c.path)}: ${resolution === 'yours' ? `your value kept (${short(c.yours)}); the server had ${short(c.theirs)}` : `the server’s value kept (${short(c.theirs)}); yours was ${short(c.yours)}`}.`,
  );
  return {
    color: 'blue',
    title:
      resolved.length === 0
        ? 'Your changes are re-based on the server’s copy'
        : `Re-based, with ${resolved.length === 1 ? '1 conflict' : `${resolved.length} conflicts`} to review`,
    message: [`Your changes to “${name}” now start from the server’s copy. Check them and save again.`, ...lines].join('\n'),
  };
}

export interface SafeSaveOptions {
  session: EditorSession | null;
  listKey: () => QueryKey;
  label: string;
  /** The write itself; true when it succeeded (the page closes the editor), else it set its notice. */
  write: (name: string, content: string, how: 'create' | 'update') => Promise<boolean>;
  saving: boolean;
  setNotice: (notice: EditorNotice | null) => void;
  /** The re-based draft goes back to the editor, its base the server's copy it started from. */
  reopen: (text: string, base: string, notice: EditorNotice) => void;
}

export interface SafeSave {
  /** The review step, while it is shown (in the dialog, in place of the editor). */
  node: ReactNode;
  /** Reading the server's copy or writing. */
  busy: boolean;
  /** From the editor's Save, once the YAML checks pass. */
  start: (editor: YamlEditorHandle, name: string) => Promise<void>;
}

export function useSafeSave({ session, listKey, label, write, saving, setNotice, reopen }: SafeSaveOptions): SafeSave {
  const queryClient = useQueryClient();
  // The review belongs to one editor session: a closed or replaced editor shows none.
  const [shown, setReview] = useState<(ReviewInput & { sessionId: number }) | null>(null);
  const review = shown && shown.sessionId === session?.id ? shown : null;
  const [reading, setReading] = useState(false);
  const editor = useRef<YamlEditorHandle | null>(null);

  const readFailed = (error: unknown): EditorNotice => ({
    title: `Could not read the ${label} from the server`,
    message: `Nothing was saved: the server’s copy is read again before a save. ${errorText(error)}`,
  });

  const start = async (handle: YamlEditorHandle, name: string) => {
    if (!session || reading) return;
    editor.current = handle;
    const draft = handle.text();
    if (session.mode === 'create') {
      setReview({ sessionId: session.id, mode: 'create', name, label, draft, base: null, current: null });
      return;
    }
    setReading(true);
    try {
      const current = await rereadItem(queryClient, listKey(), session.name ?? name);
      setNotice(null);
      setReview({
        sessionId: session.id,
        mode: 'edit',
        name: session.name ?? name,
        label,
        draft,
        base: session.base ?? session.text,
        current,
      });
    } catch (error) {
      setNotice(readFailed(error));
    } finally {
      setReading(false);
    }
  };

  const back = () => {
    setReview(null);
    // The editor is shown again as it was: its text, selection and history are kept.
    requestAnimationFrame(() => editor.current?.focus());
  };

  const save = async (text: string, how: 'create' | 'update', check: boolean) => {
    if (!review) return;
    setReading(true);
    try {
      if (check) {
        let current: string | null;
        try {
          current = await rereadItem(queryClient, listKey(), review.name);
        } catch (error) {
          setReview(null);
          setNotice(readFailed(error));
          return;
        }
        // Changed since the review showed it (or gone): show what happened instead of writing.
        if (current === null || review.current === null || changedOnServer(valueOf(review.current), valueOf(current))) {
          setReview({ ...review, current });
          return;
        }
      }
      const ok = await write(review.name, text, how);
      setReview(null);
      if (!ok) requestAnimationFrame(() => editor.current?.focus());
    } finally {
      setReading(false);
    }
  };

  const node = review && (
    <ReviewChanges
      {...review}
      busy={reading || saving}
      onSave={(text, how, check) => void save(text, how, check)}
      onBack={back}
      onRebase={(text, base, resolved) => {
        setReview(null);
        reopen(text, base, rebaseNotice(review.name, resolved));
      }}
    />
  );

  return { node, busy: reading, start };
}
