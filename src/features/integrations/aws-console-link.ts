// Links the server sends back from AWS calls (the ECS service dashboard) are clickable only when
// they point at the AWS console over https; anything else is shown as text (see SafeLink).

export function isAwsConsoleLink(url: string | undefined | null): boolean {
  if (!url) return false;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' || parsed.username || parsed.password || parsed.port) return false;
  const host = parsed.hostname.toLowerCase();
  return host === 'console.aws.amazon.com' || host.endsWith('.console.aws.amazon.com');
}
