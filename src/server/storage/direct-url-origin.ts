/**
 * The origin of the bucket's presigned URLs, so the pages' Content-Security-Policy lets previews load
 * from it after the shop's redirect; undefined when files are on local disk. Read from the variables
 * alone (the proxy must not load the AWS SDK) and mirrors how the SDK addresses a bucket: path-style on
 * S3_ENDPOINT, virtual-hosted on AWS itself (file-storage.contract.test.ts checks both agree).
 */
export function directUrlOrigin(variables: Record<string, string | undefined>): string | undefined {
  const bucket = variables.S3_BUCKET?.trim();
  if (!bucket) return undefined;
  const endpoint = variables.S3_ENDPOINT?.trim();
  if (endpoint) return new URL(endpoint).origin;
  const region = variables.S3_REGION?.trim() || "us-east-1";
  return `https://${bucket}.s3.${region}.amazonaws.com`;
}
