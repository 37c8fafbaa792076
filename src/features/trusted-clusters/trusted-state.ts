// Whether a trusted cluster is enabled, read from its YAML (the list item carries only the text).
import { parse } from 'yaml';

export function trustedClusterEnabled(content: string): boolean | null {
  try {
    const doc: unknown = parse(content, { maxAliasCount: 10 });
    const spec = doc && typeof doc === 'object' ? (doc as { spec?: unknown }).spec : undefined;
    const enabled = spec && typeof spec === 'object' ? (spec as { enabled?: unknown }).enabled : undefined;
    return typeof enabled === 'boolean' ? enabled : null;
  } catch {
    return null;
  }
}
