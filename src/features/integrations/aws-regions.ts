// AWS regions offered by the region pickers (commercial partition).
export const AWS_REGIONS: readonly { value: string; label: string }[] = [
  ['us-east-1', 'US East (N. Virginia)'],
  ['us-east-2', 'US East (Ohio)'],
  ['us-west-1', 'US West (N. California)'],
  ['us-west-2', 'US West (Oregon)'],
  ['ca-central-1', 'Canada (Central)'],
  ['sa-east-1', 'South America (São Paulo)'],
  ['eu-west-1', 'Europe (Ireland)'],
  ['eu-west-2', 'Europe (London)'],
  ['eu-west-3', 'Europe (Paris)'],
  ['eu-central-1', 'Europe (Frankfurt)'],
  ['eu-north-1', 'Europe (Stockholm)'],
  ['ap-south-1', 'Asia Pacific (Mumbai)'],
  ['ap-northeast-1', 'Asia Pacific (Tokyo)'],
  ['ap-northeast-2', 'Asia Pacific (Seoul)'],
  ['ap-southeast-1', 'Asia Pacific (Singapore)'],
  ['ap-southeast-2', 'Asia Pacific (Sydney)'],
].map(([value, label]) => ({ value: value as string, label: `${label} · ${value}` }));

export const isAwsRegion = (value: string) => AWS_REGIONS.some((r) => r.value === value);
