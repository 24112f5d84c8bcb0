import "server-only";
import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import busboy from "busboy";
import type { FileStorage } from "@/server/storage";
import { ByteInspector } from "./byte-inspector";
import { MAX_UPLOAD_BYTES, type UploadKind } from "./constants";
import { nameForKind, sanitizeFileName } from "./file-name";
import { storageKeys } from "./storage-keys";
import { UploadError } from "./upload-error";

/** Room for the multipart framing around the file (boundaries, part headers, the productId field). */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export type ReceivedUpload = {
  id: string;
  storageKey: string;
  kind: UploadKind;
  name: string;
  size: number;
  md5: string;
  sha256: string;
  /** The `productId` field when it was a plain positive integer; its existence is checked later. */
  productId: number | undefined;
};

/** Refuses, before reading a byte, a body whose declared length can only be too big. */
export function assertDeclaredLengthFits(request: Request): void {
  const declared = Number(request.headers.get("content-length"));
  if (declared > MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES) throw new UploadError("too_large");
}

/**
 * Streams a multipart body (one file part `file`, an optional `productId` field) into storage under
 * a new id, checking the bytes on the way (see ByteInspector). Memory stays at a few chunks whatever
 * the size. On any failure nothing is left in storage.
 */
export async function receiveUpload(request: Request, storage: FileStorage): Promise<ReceivedUpload> {
  const id = randomUUID();
  const storageKey = storageKeys.original(id);
  try {
    const received = await streamToStorage(request, storage, storageKey);
    return { id, storageKey, ...received };
  } catch (error) {
    await storage.delete(storageKey);
    throw error;
  }
}

async function streamToStorage(request: Request, storage: FileStorage, key: string) {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data;/i.test(contentType)) throw new UploadError("invalid_request");
  if (!request.body) throw new UploadError("missing_file");

  const parser = busboy({
    headers: { "content-type": contentType },
    // Browsers send the file name as raw UTF-8 bytes; busboy would read them as latin1 and store
    // "นามบัตร.png" as mojibake.
    defParamCharset: "utf8",
    // busboy's own cap is a backstop: the inspector already fails at MAX + 1.
    limits: {
      files: 1,
      fileSize: MAX_UPLOAD_BYTES + 1,
      fields: 4,
      fieldSize: 100,
      parts: 6,
      headerPairs: 20,
    },
  });
  const source = Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>);
  let inspector: ByteInspector | undefined;
  let write: Promise<{ size: number }> | undefined;
  let fileName: string | undefined;
  let productId: number | undefined;
  let failure: unknown;

  await new Promise<void>((settle) => {
    const fail = (error: unknown) => {
      failure ??= error;
      // Stop the file write (its temp file goes) and stop reading the request: a refused upload is
      // not read to its end. The parser is left to the garbage collector; destroying it from inside
      // its own callbacks trips busboy up.
      if (inspector && !inspector.writableFinished) inspector.destroy(asError(failure));
      source.unpipe(parser);
      source.destroy();
      settle();
    };
    const refuse = () => fail(new UploadError("invalid_request"));

    parser.on("file", (field, stream, info) => {
      if (field !== "file" || write) {
        stream.resume();
        return refuse();
      }
      fileName = info.filename;
      inspector = new ByteInspector(MAX_UPLOAD_BYTES);
      inspector.on("error", () => {}); // reported through the storage write below
      stream.on("limit", () => fail(new UploadError("too_large")));
      stream.on("error", fail);
      write = storage.write(key, stream.pipe(inspector));
      write.catch(fail);
    });
    parser.on("field", (field, value) => {
      if (field === "productId" && /^[1-9]\d{0,8}$/.test(value)) productId = Number(value);
    });
    parser.on("filesLimit", refuse);
    parser.on("fieldsLimit", refuse);
    parser.on("partsLimit", refuse);
    parser.on("error", refuse);
    parser.on("close", settle);
    source.on("error", fail);
    source.pipe(parser);
  });

  // The parser can finish a moment before the file store has flushed: wait for it either way.
  const stored = await write?.catch((error: unknown) => void (failure ??= error));
  if (failure) throw failure;
  if (!stored || !inspector) throw new UploadError("missing_file");
  const facts = inspector.result();
  return { ...facts, name: nameForKind(sanitizeFileName(fileName, "design"), facts.kind), productId };
}

function asError(value: unknown): Error {
  return value instanceof Error ? value : new Error(String(value));
}
