/** How a local user signs in, by the cluster's second-factor setting (the web config's, as Help & Support shows it). */
export function localAuthText(secondFactor: string): string {
  if (secondFactor === 'off' || secondFactor === '') return 'Local (password)';
  if (secondFactor === 'optional') return 'Local (password, second factor optional)';
  return 'Local (password and second factor)';
}
