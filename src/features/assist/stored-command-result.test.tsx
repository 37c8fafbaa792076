import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { renderWithProviders } from '@/testing/render';
import { STORED_OUTPUT_BYTES, StoredCommandResult } from './stored-command-result';

const RESULT = { executionId: 'e1', sessionId: 's-1', nodeId: 'n-1', nodeName: 'web-prod-01' };

function stubStream(answer: () => Response) {
  const urls: string[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    urls.push(request.url);
    return answer();
  });
  return urls;
}

const bytes = (body: BodyInit, status = 200) =>
  new Response(body, { status, headers: { 'Content-Type': status === 200 ? 'application/octet-stream' : 'text/plain' } });

function show() {
  const root = createRootRoute({ component: () => <StoredCommandResult clusterId="root.example.com" result={RESULT} /> });
  // The app's router sits under /web; the Recording link is typed and built by the router.
  const router = createRouter({ routeTree: root, basepath: '/web', history: createMemoryHistory({ initialEntries: ['/web/'] }) });
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

afterEach(() => vi.unstubAllGlobals());

describe('StoredCommandResult', () => {
  it('loads nothing until asked, then shows the recorded output as plain text', async () => {
    const urls = stubStream(() => bytes('\x1b[1mFilesystem\x1b[0m  Size\r\n/dev/root  80G\r\n\x1b]0;title\x07'));
    show();
    const toggle = await screen.findByRole('button', { name: 'Show output' });
    expect(screen.getByText('Ran on web-prod-01')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Recording' }).getAttribute('href')).toBe(
      '/web/cluster/root.example.com/session/s-1?recordingType=ssh',
    );
    expect(urls).toEqual([]);
    fireEvent.click(toggle);
    const output = await screen.findByLabelText('Stored output of web-prod-01');
    expect(output.textContent).toBe('Filesystem  Size\n/dev/root  80G\n');
    expect(urls).toHaveLength(1);
    const url = new URL(urls[0]!);
    expect(url.pathname).toBe('/v1/webapi/sites/root.example.com/sessions/s-1/stream');
    expect(Object.fromEntries(url.searchParams)).toEqual({ offset: '0', bytes: String(STORED_OUTPUT_BYTES) });
    fireEvent.click(screen.getByRole('button', { name: 'Hide output' }));
    expect(screen.queryByLabelText('Stored output of web-prod-01')).toBeNull();
  });

  it('says when only the start of a long output is shown', async () => {
    stubStream(() => bytes('x'.repeat(STORED_OUTPUT_BYTES)));
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Show output' }));
    expect((await screen.findByLabelText('Stored output of web-prod-01')).textContent).toMatch(
      /\[the first 64 KB; the recording has the rest\]$/,
    );
  });

  it('a missing recording says so', async () => {
    stubStream(() => bytes('not found', 404));
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Show output' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The recording of this run is not available any more.');
  });

  it('a failed call says what went wrong', async () => {
    stubStream(() => bytes('storage backend is down', 500));
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Show output' }));
    // The stream's plain-text error is the server's own words (src/api/errors.ts).
    expect((await screen.findByRole('alert')).textContent).toBe('The output could not be loaded: storage backend is down');
  });
});
