import { Center, Loader } from '@mantine/core';

export function PageLoader({ inline = false }: { inline?: boolean }) {
  return (
    <Center mih={inline ? 240 : '100vh'} role="status" aria-label="Loading">
      <Loader />
    </Center>
  );
}
