// The conversation calls, over the generated hooks: list, create, rename (a title from the first
// question through the summary call, then set it; or the user's own title) and delete. A write
// invalidates the conversation list only.
import { ApiError } from '@/api/errors';
import {
  generateAssistantTitle,
  useCreateAssistantConversation,
  useDeleteAssistantConversation,
  useListAssistantConversations,
  useSetAssistantConversationTitle,
} from '@/api/gen/hooks/assistant/assistant';

export interface ConversationRow {
  id: string;
  title: string;
  created: string;
}

export const UNTITLED = 'Untitled conversation';

/** The list, newest first, with a title for every row. */
export function useConversations() {
  return useListAssistantConversations({
    query: {
      select: (data) =>
        (data.conversations ?? []).map((c): ConversationRow => ({ id: c.id, title: c.title?.trim() || UNTITLED, created: c.created_time })),
    },
  });
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
