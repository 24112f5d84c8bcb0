/**
 * `tsx tools/s3-stand-in/main.ts`: an S3-compatible server for running the shop against a bucket on
 * this machine (the cluster test, or by hand). Prints the shop's S3_* variables.
 *   S3_STAND_IN_PORT       port (default 4568)
 *   S3_STAND_IN_DIR        where objects are kept (default a new temporary folder)
 *   S3_STAND_IN_BUCKET     the bucket created at start (default printgo-uploads)
 */
import { startS3StandIn } from "./server";

const port = Number(process.env.S3_STAND_IN_PORT ?? 4568);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`s3-stand-in: S3_STAND_IN_PORT is not a port: ${process.env.S3_STAND_IN_PORT}`);
  process.exit(1);
}
const standIn = await startS3StandIn({
  port,
  directory: process.env.S3_STAND_IN_DIR || undefined,
  bucket: process.env.S3_STAND_IN_BUCKET || undefined,
});
console.log(`s3-stand-in: listening on ${standIn.endpoint}, objects in ${standIn.directory}`);
for (const [name, value] of Object.entries(standIn.env)) console.log(`${name}=${value}`);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => void standIn.close().then(() => process.exit(0)));
}
