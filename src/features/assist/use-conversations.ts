// The conversation calls, over the generated hooks: list, create, rename (a title from the first
// question through the summary call, then set it; or the user's own title) and delete. A write
// invalidates the conversation list only.
import { useMemo } from 'react';
import { ApiError, ContractError } from '@/api/errors';
import {
  generateAssistantTitle,
  useCreateAssistantConversation,
  useDeleteAssistantConversation,
  useListAssistantConversations,
  useSetAssistantConversationTitle,
} from '@/api/gen/hooks/assistant/assistant';
import { answerError } from '@/api/answer-check';
import type { ConversationList } from '@/api/gen/model';

export interface ConversationRow {
  id: string;
  title: string;
  created: string;
}

export const UNTITLED = 'Untitled conversation';

const LIST_OPERATION = 'listAssistantConversations';

/**
 * The rows of an answer to the list call, or the contract error that stops them. The answer is
 * checked against the generated validator here as well as in the pipeline: in production the
 * pipeline only reports a violation (later, when the browser is idle) and hands the data on, and
 * an answer of the wrong shape must be an error of the list, never a crash. Never throws.
 */
export function readConversations(data: unknown): { rows: ConversationRow[] } | { error: ContractError } {
  const error = answerError(LIST_OPERATION, data);
  if (error) return { error };
  const rows = ((data as ConversationList).conversations ?? []).map((c): ConversationRow => ({
    id: c.id,
    title: c.title?.trim() || UNTITLED,
    created: c.created_time,
  }));
  return { rows };
}

export interface ConversationsState {
  /** The list, newest first, with a title for every row; undefined until it loaded (or when it failed). */
  data: ConversationRow[] | undefined;
  error: unknown;
  isError: boolean;
  isPending: boolean;
  isFetching: boolean;
  refetch: () => void;
}

/**
 * The list. A failed call and an answer of the wrong shape are both its error (with the call's
 * refetch for Try again). The rows are read once per answer, outside react-query's `select`,
 * so that a wrong answer cannot throw on every render.
 */
export function useConversations(): ConversationsState {
  const query = useListAssistantConversations();
  const read = useMemo(() => (query.data === undefined ? undefined : readConversations(query.data)), [query.data]);
  const malformed = read && 'error' in read ? read.error : null;
  return {
    data: read && 'rows' in read ? read.rows : undefined,
    error: query.isError ? query.error : malformed,
    isError: query.isError || malformed !== null,
    isPending: query.isPending,
    isFetching: query.isFetching,
    refetch: () => void query.refetch(),
  };
}

// A write refreshes the conversations list only (src/api/write-refresh.ts): the open
// conversation's history is the live chat's, and asking for it again would reload the chat.
const LIST_ONLY = { meta: { invalidates: ['listAssistantConversations'] } } as const;

export function useConversationWrites() {
  const create = useCreateAssistantConversation({ mutation: LIST_ONLY });
  const remove = useDeleteAssistantConversation({ mutation: LIST_ONLY });
  const rename = useSetAssistantConversationTitle({ mutation: LIST_ONLY });
  /** Titles a conversation after its first question (summary call, then set). Failures are quiet. */
  const titleFromQuestion = async (conversationId: string, question: string) => {
    try {
      const summary = await generateAssistantTitle({ message: question });
      const title = summary.title.trim();
      if (!title) return;
      await rename.mutateAsync({ conversationId, data: { title } });
    } catch (error) {
      console.warn(`The conversation could not be titled: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  return { create, remove, rename, titleFromQuestion };
}

/** The assistant is switched off on the server (every assist call answers 403 'Assist is not enabled'). */
export function isAssistDisabled(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && /assist is not enabled/i.test(error.message);
}
