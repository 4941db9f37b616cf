// Stored files in an S3-compatible object store (STORAGE=s3, STORAGE_URL=http(s)://key:secret@host:port/bucket
// [?region=...]; path-style addressing): a key is an object of the bucket, uploaded as a stream (multipart for
// large files, @aws-sdk/lib-storage) and read as one.
import { PassThrough, Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { checkKey, measuring, type Storage } from './storage.ts';

export interface S3Location {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** STORAGE_URL read: the endpoint, the bucket (the path) and the credentials (the user part). */
export function s3Location(raw: string): S3Location {
  const url = new URL(raw);
  const bucket = decodeURIComponent(url.pathname.replace(/^\/+|\/+$/g, ''));
  if (!['http:', 'https:'].includes(url.protocol) || !bucket || bucket.includes('/'))
    throw new Error('STORAGE_URL must be http(s)://key:secret@host:port/bucket');
  return {
    endpoint: `${url.protocol}//${url.host}`,
    bucket,
    region: url.searchParams.get('region') ?? 'us-east-1',
    accessKeyId: decodeURIComponent(url.username),
    secretAccessKey: decodeURIComponent(url.password),
  };
}

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey ||
  error instanceof NotFound ||
  (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode === 404;

export function s3Storage(raw: string): Storage {
  const where = s3Location(raw);
  const client = new S3Client({
    endpoint: where.endpoint,
    region: where.region,
    forcePathStyle: true,
    credentials: { accessKeyId: where.accessKeyId, secretAccessKey: where.secretAccessKey },
  });
  const Bucket = where.bucket;

  return {
    kind: 's3',
    async put(key, content) {
      const measure = measuring();
      const body = new PassThrough();
      content.on('error', (error) => body.destroy(error));
      content.pipe(measure.through).pipe(body);
      await new Upload({ client, params: { Bucket, Key: checkKey(key), Body: body } }).done();
      return measure.result();
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: checkKey(key) }));
        if (!(answer.Body instanceof Readable)) throw new Error('the object store answered no stream');
        return { stream: answer.Body, size: answer.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: checkKey(key) }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkKey(key) }));
    },
    async list(prefix) {
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }),
        );
        for (const item of page.Contents ?? []) if (item.Key) keys.push(item.Key);
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return keys.sort();
    },
    async close() {
      client.destroy();
    },
  };
}
