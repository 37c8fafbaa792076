// The RDS databases an AWS OIDC integration can see: the query (region, kind, engines), the
// answer page by page (the server's `nextToken`), picking databases across pages, and enrolling
// the picked ones (one createDatabase call each, every result shown). After an enrollment the
// deploy-service form follows, starting from the picked databases' region, subnets and VPC.
import { useMemo, useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { createDatabase } from '@/api/gen/hooks/databases/databases';
import { listAwsOidcDatabases } from '@/api/gen/hooks/integrations/integrations';
import type { AwsOidcListDatabasesResponse, Database, Integration } from '@/api/gen/model';
import { errorText } from '@/api/errors';
import { writeKey } from '@/api/write-refresh';
import { useCursorStack } from '@/shared/data-list/cursors';
import { DataListBody } from '@/shared/data-list/data-list-body';
import { CursorPager } from '@/shared/data-list/pager';
import { DeployService } from './deploy-service';
import { rdsColumns } from './rds-columns';
import { enrollDatabaseBody, listDatabasesBody, type RdsQuery } from './rds-form';
import { RdsQueryForm } from './rds-query-form';
import { StatusNote } from './status-note';

const rowKey = (db: Database) => db.name;
const rowsOf = (data: AwsOidcListDatabasesResponse) => data.databases;

type Outcome = { name: string; ok: true } | { name: string; ok: false; message: string };

export function RdsDatabases({
  clusterId,
  integration,
  initialRegion,
}: {
  clusterId: string;
  integration: Integration;
  initialRegion: string;
}) {
  const [query, setQuery] = useState<RdsQuery | null>(null);
  const pages = useCursorStack();
  const body = query ? listDatabasesBody(query, pages.startKey) : null;
  const result = useQuery({
    queryKey: ['listAwsOidcDatabases', clusterId, integration.name, body],
    queryFn: ({ signal }) => listAwsOidcDatabases(clusterId, integration.name, body!, undefined, signal),
    enabled: body !== null,
    retry: false,
  });

  const [picked, setPicked] = useState<Map<string, Database>>(new Map());
  const [outcomes, setOutcomes] = useState<Outcome[]>([]);
  const [enrolling, setEnrolling] = useState(false);
  const enrolled = useMemo(() => new Set(outcomes.filter((o) => o.ok).map((o) => o.name)), [outcomes]);
  const [enrolledDbs, setEnrolledDbs] = useState<Database[]>([]);

  const toggle = (db: Database) =>
    setPicked((old) => {
      const next = new Map(old);
      if (next.has(db.name)) next.delete(db.name);
      else next.set(db.name, db);
      return next;
    });
  const columns = useMemo(() => rdsColumns(new Set(picked.keys()), toggle, enrolled), [picked, enrolled]);

  // One write of many createDatabase calls. The enrolled databases show in the databases list
  // (tag resources) as well as in their own reads (tag databases): src/api/write-refresh.ts.
  const createMany = useMutation({
    mutationKey: writeKey('createDatabase'),
    meta: { invalidates: ['databases', 'resources'] },
    mutationFn: async (dbs: Database[]) => {
      const done: Outcome[] = [];
      const ok: Database[] = [];
      for (const db of dbs) {
        try {
          await createDatabase(clusterId, enrollDatabaseBody(db));
          done.push({ name: db.name, ok: true });
          ok.push(db);
        } catch (error) {
          done.push({ name: db.name, ok: false, message: errorText(error) });
        }
      }
      return { done, ok };
    },
  });

  const enroll = async () => {
    setEnrolling(true);
    const { done, ok } = await createMany.mutateAsync([...picked.values()]);
    setOutcomes((old) => [...old.filter((o) => !done.some((d) => d.name === o.name)), ...done]);
    setEnrolledDbs((old) => [...old, ...ok]);
    setPicked((old) => new Map([...old].filter(([name]) => !ok.some((d) => d.name === name))));
    setEnrolling(false);
  };

  const failed = outcomes.filter((o): o is Extract<Outcome, { ok: false }> => !o.ok);
  const data = result.data;

  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md">
          <Title order={2} fz="lg">
            RDS databases
          </Title>
          <Text fz="sm" c="dimmed">
            The databases the integration’s role can see. Pick the ones to enroll; they keep their AWS labels.
          </Text>
          <RdsQueryForm
            initial={{ region: initialRegion, rdsType: 'instance', families: ['postgres'] }}
            busy={result.isFetching}
            onSubmit={(q) => {
              pages.first();
              setQuery(q);
            }}
          />
        </Stack>
      </Paper>
      {query && (
        <Paper withBorder radius="md" style={{ overflowX: 'auto' }}>
          <DataListBody
            result={result}
            rowsOf={rowsOf}
            operation="listAwsOidcDatabases"
            noun="RDS databases"
            label="RDS databases"
            columns={columns}
            rowKey={rowKey}
            rowAttributes={(db) => ({ 'data-database': db.name })}
            empty={{ title: pages.page > 1 ? 'No more databases.' : 'No databases found.', hint: 'Try another region, kind or engine.' }}
            errorNote="Your choices are kept."
            skeletonRows={3}
          />
          {data && Array.isArray(data.databases) && (
            <CursorPager
              page={pages.page}
              shown={data.databases.length}
              nextKey={data.nextToken}
              busy={result.isFetching}
              onFirst={pages.first}
              onPrevious={pages.previous}
              onNext={pages.next}
              label="RDS database pages"
            />
          )}
        </Paper>
      )}
      {(picked.size > 0 || outcomes.length > 0) && (
        <Stack gap="sm">
          {failed.map((o) => (
            <Alert key={o.name} color="red" role="alert" title={`“${o.name}” was not enrolled`}>
              <span style={{ overflowWrap: 'anywhere' }}>{o.message}</span>
            </Alert>
          ))}
          {enrolled.size > 0 && (
            <StatusNote title="Enrolled">
              <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
                {[...enrolled].join(', ')}
              </Text>
            </StatusNote>
          )}
          <Group>
            <Button onClick={() => void enroll()} loading={enrolling} disabled={picked.size === 0}>
              {picked.size === 0 ? 'Enroll databases' : picked.size === 1 ? 'Enroll 1 database' : `Enroll ${picked.size} databases`}
            </Button>
          </Group>
        </Stack>
      )}
      {enrolledDbs.length > 0 && query && (
        <DeployService clusterId={clusterId} integration={integration} region={query.region} databases={enrolledDbs} />
      )}
    </Stack>
  );
}
