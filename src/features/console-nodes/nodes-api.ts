// The servers of a cluster (fact sheet §2.5): GET /webapi/sites/{clusterId}/nodes.
//
// The page comes from the generated `listNodes` (the pipeline checks it against the contract);
// the schema below only normalizes nullable lists and defaults for the page.
import { z } from 'zod';
import { listNodes } from '../../api/gen/hooks/resources/resources';

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
  const json = await listNodes(
    clusterId,
    { limit: PAGE_SIZE, sort: 'hostname:asc', search: options.search || undefined, startKey: options.startKey || undefined },
    undefined,
    options.signal,
  );
  const result = NodesPageSchema.safeParse(json);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new Error(`The server sent an invalid server list (at ${(issue?.path ?? []).map(String).join('.')}): ${issue?.message ?? 'invalid'}`);
}
