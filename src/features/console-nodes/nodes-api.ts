// The servers of a cluster (fact sheet §2.5): GET /webapi/sites/{clusterId}/nodes.
//
// TODO(contract): switch to the generated `useListNodes` hook / `getListNodesQueryOptions` once
// the contract has listNodes; until then the call goes through the one HTTP pipeline and is
// checked with this local schema.
import { z } from 'zod';
import { http } from '../../api/http';

const text = z.string();
const list = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .nullish()
    .transform((v) => v ?? []);

const NodeSchema = z.object({
  id: text.min(1),
  siteId: text.default(''),
  hostname: text,
  addr: text.default(''),
  tunnel: z.boolean().default(false),
  tags: list(z.object({ name: text, value: text })),
  sshLogins: list(text),
});
export type ConsoleNode = z.infer<typeof NodeSchema>;

const NodesPageSchema = z.object({ items: list(NodeSchema), startKey: text.default(''), totalCount: z.number().int().optional() });
export type NodesPage = z.infer<typeof NodesPageSchema>;

export const PAGE_SIZE = 50;

export async function fetchNodes(clusterId: string, options: { search?: string; startKey?: string; signal?: AbortSignal }): Promise<NodesPage> {
  const json = await http.get<unknown>(`/webapi/sites/${encodeURIComponent(clusterId)}/nodes`, options.signal, {
    limit: PAGE_SIZE,
    sort: 'hostname:asc',
    search: options.search || undefined,
    startKey: options.startKey || undefined,
  });
  const result = NodesPageSchema.safeParse(json);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new Error(`The server sent an invalid server list (at ${(issue?.path ?? []).map(String).join('.')}): ${issue?.message ?? 'invalid'}`);
}
