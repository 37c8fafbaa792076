// Paths to the proxy built by hand (WebSocket addresses, file transfers with progress, the boot
// calls, commands a user copies). The generated fetchers encode their own path parameters
// (codegen/generate.mjs, encodePathParams); everything else goes through apiPath, so a name
// holding `/ ? # %` or a space is always exactly one path segment.

/** One value as one path segment: every reserved character (`/`, `?`, `#`, `%`, space, …) encoded. */
export function pathSegment(value: string | number): string {
  return encodeURIComponent(String(value));
}

/**
 * A path whose interpolated values are each encoded as one segment; the literal parts are kept:
 * apiPath`/sites/${clusterId}/connect` -> '/sites/a%2Fb/connect'. Pass values as they are
 * (never already encoded: that would encode them twice).
 */
export function apiPath(literals: TemplateStringsArray, ...values: readonly (string | number)[]): string {
  return literals.reduce((out, literal, i) => out + literal + (i < values.length ? pathSegment(values[i]!) : ''), '');
}
