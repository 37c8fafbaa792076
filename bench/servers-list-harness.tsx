// The page `npm run bench:lists` (bench/bench-lists.mjs) builds and drives in Chromium: the
// Servers list body (the real columns, table and facet panel) with N synthetic nodes, and two
// measurements. Not part of the console's bundle.
import '@/platform/styles';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { useMemo } from 'react';
import { Box, Group, MantineProvider, Paper } from '@mantine/core';
import type { Node } from '@/api/gen/model';
import { theme } from '@/platform/theme';
import { FacetPanel } from '@/shared/resource-list/facet-panel';
import { NO_PICKS } from '@/shared/resource-list/label-picks';
import { DataTable } from '@/shared/data-list/data-table';
import { nodeColumns } from '@/features/servers/servers-kind';

const ENVS = ['prod', 'staging', 'dev'];
const OSES = ['ubuntu 22.04', 'debian 12', 'amazon linux 2023', 'rocky 9'];

export function syntheticNodes(n: number): Node[] {
  return Array.from({ length: n }, (_, i) => ({
    id: `node-${i}`,
    siteId: 'bench.example.com',
    hostname: `host-${String(i).padStart(6, '0')}.bench.example.com`,
    addr: i % 5 === 0 ? '' : `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}:3022`,
    tunnel: i % 5 === 0,
    // Between 3 and 8 labels, so rows have different heights as real ones do.
    tags: [
      { name: 'arch', value: i % 10 ? 'x86_64' : 'arm64' },
      { name: 'env', value: ENVS[i % 3]! },
      { name: 'os', value: OSES[i % 4]! },
      ...(i % 2
        ? [
            { name: 'region', value: `region-${i % 6}` },
            { name: 'team', value: `team-${i % 9}` },
          ]
        : []),
      ...(i % 3 === 0
        ? [
            { name: 'teleport.dev/origin', value: 'cloud' },
            { name: 'aws/Name', value: `host-${i}` },
            { name: 'kernel', value: '5.15.0-72-generic' },
          ]
        : []),
    ],
    sshLogins: ['root', 'ubuntu'],
  }));
}

const columns = nodeColumns({ clusterId: 'bench.example.com', addLabel: () => {}, recordUse: () => {} });
const sorting = { mode: 'server', sort: { field: 'hostname', dir: 'asc' }, onChange: () => {} } as const;
const rowKey = (n: Node) => n.id;
const labelsOf = (n: Node) => n.tags;

function ListBody({ items }: { items: Node[] }) {
  const labelSets = useMemo(() => items.map(labelsOf), [items]);
  return (
    <Group align="flex-start" wrap="nowrap" gap="md" p="lg">
      <Paper withBorder radius="md" style={{ flex: 1, minWidth: 0, overflow: 'hidden' }}>
        <DataTable rows={items} columns={columns} rowKey={rowKey} sorting={sorting} label="Servers" />
      </Paper>
      <Paper withBorder radius="md" p="sm" w={230}>
        <FacetPanel labelSets={labelSets} picks={NO_PICKS} onSelect={() => {}} noun="servers" />
      </Paper>
    </Group>
  );
}

/** Resolves right after the browser painted the current frame. */
function afterPaint(): Promise<number> {
  return new Promise((resolve) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now());
      channel.port2.postMessage(0);
    }),
  );
}

const container = document.getElementById('root') as HTMLElement;
const root = createRoot(container);
function renderBody(items: Node[] | null) {
  root.render(<MantineProvider theme={theme}>{items ? <ListBody items={items} /> : <Box />}</MantineProvider>);
}

declare global {
  interface Window {
    bench: {
      render: (n: number) => Promise<{ paintMs: number; rowsInDom: number }>;
      scroll: (frames: number) => Promise<number[]>;
    };
  }
}

window.bench = {
  async render(n) {
    flushSync(() => renderBody(null));
    await afterPaint();
    const items = syntheticNodes(n); // the data arrives: not part of the measurement
    const started = performance.now();
    flushSync(() => renderBody(items));
    const painted = await afterPaint();
    return {
      paintMs: painted - started,
      rowsInDom: container.querySelectorAll('tbody tr[data-index], tbody tr:not([aria-hidden])').length,
    };
  },
  /** Scrolls a little each frame, then jumps about (a dragged scrollbar); returns frame times. */
  async scroll(frames) {
    // Start once the page has settled (the facet counts run just after the first paint).
    await new Promise((resolve) => setTimeout(resolve, 300));
    const box = container.querySelector<HTMLElement>('[data-testid="virtual-scroll"]') ?? document.scrollingElement!;
    const times: number[] = [];
    await afterPaint();
    let last = await new Promise<number>((resolve) => requestAnimationFrame(resolve));
    for (let i = 0; i < frames; i++) {
      if (i < frames * 0.75) box.scrollTop += 480;
      else box.scrollTop = (((i * 7919) % 1000) / 1000) * (box.scrollHeight - box.clientHeight);
      const now = await new Promise<number>((resolve) => requestAnimationFrame(resolve));
      times.push(now - last);
      last = now;
    }
    return times;
  },
};
