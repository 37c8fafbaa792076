// The database connect dialog: pick a database user and name (from what the user's roles allow,
// or typed when they allow any), then copy the tsh steps.
import '@mantine/core/styles/Combobox.layer.css';
import { useState } from 'react';
import { Group, NativeSelect, TextInput } from '@mantine/core';
import type { Database } from '@/api/gen/model';
import { ConnectDialog, ConnectSteps } from '@/shared/connect/connect-dialog';
import type { LoginTarget } from '@/shared/connect/tsh-commands';
import { allowsAny, dbConnectSteps, pickable, usesDbName } from './db-model';

function Choice({
  label,
  values,
  value,
  onChange,
}: {
  label: string;
  values: readonly string[] | null | undefined;
  value: string;
  onChange: (v: string) => void;
}) {
  const options = pickable(values);
  if (allowsAny(values) || options.length === 0) {
    return (
      <TextInput label={label} placeholder="Type one" value={value} onChange={(e) => onChange(e.currentTarget.value)} style={{ flex: 1 }} />
    );
  }
  return <NativeSelect label={label} data={options} value={value} onChange={(e) => onChange(e.currentTarget.value)} style={{ flex: 1 }} />;
}

export function DbConnectDialog({ db, login, onClose }: { db: Database; login: LoginTarget; onClose: () => void }) {
  const [user, setUser] = useState(() => (allowsAny(db.database_users) ? '' : (pickable(db.database_users)[0] ?? '')));
  const [name, setName] = useState(() => (allowsAny(db.database_names) ? '' : (pickable(db.database_names)[0] ?? '')));
  return (
    <ConnectDialog opened onClose={onClose} title={`Connect to: ${db.name}`}>
      <Group gap="md" align="flex-end">
        <Choice label="Database user" values={db.database_users} value={user} onChange={setUser} />
        {usesDbName(db.protocol) && <Choice label="Database name" values={db.database_names} value={name} onChange={setName} />}
      </Group>
      <ConnectSteps steps={dbConnectSteps(db, { user, name }, login)} />
    </ConnectDialog>
  );
}
