import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SocketSession, initialSocketState, type SocketState } from './socket-session';
import { memoryTransports } from './test-transport';
import { useSocketSession } from './use-socket-session';

class PlainSession extends SocketSession<string, SocketState> {
  constructor(openTransport: ReturnType<typeof memoryTransports<string>>['factory']) {
    super({ openTransport }, initialSocketState());
  }
  protected override socketUrl() {
    return 'ws://h/v1/webapi/x';
  }
  protected override onFrame(): void {}
}

function Status({ session }: { session: PlainSession }) {
  const state = useSocketSession(session);
  return (
    <p>
      {state.phase} #{state.attempt}
    </p>
  );
}

describe('useSocketSession', () => {
  it('renders the session state and follows its changes', () => {
    const t = memoryTransports<string>();
    const session = new PlainSession(t.factory);
    const { unmount } = render(<Status session={session} />);
    expect(screen.getByText('connecting #0')).toBeTruthy();
    act(() => session.connect());
    act(() => t.last().open());
    expect(screen.getByText('active #1')).toBeTruthy();
    act(() => t.last().drop());
    expect(screen.getByText('disconnected #1')).toBeTruthy();
    unmount();
  });
});
