// A real S3-compatible server on 127.0.0.1 for tests (@20minutes/s3rver: the S3 REST API over a temporary
// folder, checking every request's AWS Signature Version 4). The app reaches it through the MEDIA_S3_*
// variables like any object store. Each server gets one bucket and a key pair of its own, made up per run, so a
// test can look for the secret in the app's output.
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import S3rver from "@20minutes/s3rver";
import AWSAccount from "@20minutes/s3rver/lib/models/account.js";

export interface FakeS3Server {
  /** The value for MEDIA_S3_ENDPOINT. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The MEDIA_S3_* variables that point an app server at this bucket. */
  env: Record<string, string>;
  /** Closes the port (connections are then refused); the stored objects stay until stop(). */
  close(): Promise<void>;
  /** Closes the port and removes the stored objects and the key pair. */
  stop(): Promise<void>;
}

let accountNumber = 0;

export async function startFakeS3Server(options: { bucket?: string; region?: string } = {}): Promise<FakeS3Server> {
  const bucket = options.bucket ?? "heartbeest-media";
  const region = options.region ?? "us-east-1";
  const directory = await mkdtemp(path.join(os.tmpdir(), "heartbeest-s3-"));
  const accessKeyId = `TEST${randomBytes(8).toString("hex").toUpperCase()}`;
  const secretAccessKey = randomBytes(24).toString("base64url");
  accountNumber += 1;
  const account = new AWSAccount(100_000_000_000 + accountNumber, `test account ${accountNumber}`);
  account.createKeyPair(accessKeyId, secretAccessKey);

  // Path-style addresses only (<endpoint>/<bucket>/<key>), as the app sends them.
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    directory,
    silent: true,
    vhostBuckets: false,
    configureBuckets: [{ name: bucket }],
  });
  let port: number;
  try {
    ({ port } = await server.run());
  } catch (error) {
    account.revokeAccessKey(accessKeyId);
    await rm(directory, { recursive: true, force: true });
    throw error;
  }
  const endpoint = `http://127.0.0.1:${port}`;
  let open = true;
  const close = async () => {
    if (!open) return;
    open = false;
    await server.close();
  };
  return {
    endpoint,
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    env: {
      MEDIA_S3_ENDPOINT: endpoint,
      MEDIA_S3_BUCKET: bucket,
      MEDIA_S3_REGION: region,
      MEDIA_S3_ACCESS_KEY_ID: accessKeyId,
      MEDIA_S3_SECRET_ACCESS_KEY: secretAccessKey,
    },
    close,
    async stop() {
      await close();
      account.revokeAccessKey(accessKeyId);
      await rm(directory, { recursive: true, force: true });
    },
  };
}
