// The assistant's page (/web/assist, /web/assist/{conversationId}): the conversation list beside
// the open conversation. The URL names the conversation; an unknown id says so.
import './assist.css';
import { Box, Paper, Text } from '@mantine/core';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { useShell } from '@/platform/shell-context';
import { PageFrame } from '@/shared/pages/page-frame';
import { AssistDisabledNotice } from './assist-disabled';
import { ConversationList } from './conversation-list';
import { ConversationView } from './conversation-view';
import { useConversations } from './use-conversations';

const conversationRoute = getRouteApi('/_authed/_shell/assist/$conversationId');

export function AssistPage() {
  return <AssistLayout conversationId={null} />;
}

export function AssistConversationPage() {
  const { conversationId } = conversationRoute.useParams();
  return <AssistLayout conversationId={conversationId} />;
}

const FRAME = { title: 'Assist', description: 'Ask about your infrastructure; commands it proposes run only when you click.' };

function AssistLayout({ conversationId }: { conversationId: string | null }) {
  const { env, config } = useShell();
  const router = useRouter();
  const list = useConversations();
  // The route opens without the assist flag only on a cluster without the assistant (a user the
  // ACL refuses never gets here: the route guard sends them away, as from any refused page).
  if (!env.flags.assist)
    return (
      <PageFrame {...FRAME}>
        <AssistDisabledNotice reason="disabled" />
      </PageFrame>
    );
  const current = list.data?.find((c) => c.id === conversationId);
  const open = (conversationId: string) => void router.navigate({ to: '/assist/$conversationId', params: { conversationId } });
  return (
    <PageFrame {...FRAME} fill>
      <Paper withBorder radius="md" className="assist-page" data-testid="assist-page">
        <Box className="assist-sidebar">
          <ConversationList
            activeId={conversationId}
            onOpen={open}
            onDeleted={(id) => id === conversationId && void router.navigate({ to: '/assist' })}
          />
        </Box>
        <Box style={{ display: 'flex', flex: 1, minWidth: 0, minHeight: 0 }}>
          {conversationId ? (
            <ConversationView
              key={conversationId}
              clusterId={config.proxyCluster}
              conversationId={conversationId}
              title={current?.title ?? null}
            />
          ) : (
            <Text c="dimmed" fz="sm" p="lg">
              Pick a conversation on the left, or start a new one. Assist answers questions about your infrastructure and can propose
              commands to run on your servers; nothing runs without your click.
            </Text>
          )}
        </Box>
      </Paper>
    </PageFrame>
  );
}
