// What a lazy part shows while its chunk loads: a small spinner named for what is coming, in a box
// of the height the part will take (so nothing jumps when it arrives).
import { Center, Loader } from '@mantine/core';

export function ChunkFallback({ label, height }: { label: string; height: string }) {
  return (
    <Center h={height} aria-busy="true">
      <Loader size="sm" role="progressbar" aria-label={label} />
    </Center>
  );
}
