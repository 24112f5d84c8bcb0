import { createHash } from "node:crypto";
import { Transform, type TransformCallback } from "node:stream";
import type { UploadKind } from "./constants";
import { sniffKind, SNIFF_BYTES } from "./sniff";
import { UploadError } from "./upload-error";

/**
 * Sits between the request and the file store and looks at every byte once, holding none of them:
 * it counts them (and fails at `maxBytes + 1`, whatever Content-Length claimed), decides the kind
 * from the first bytes (failing at once on anything else, so a 50 MB HTML file is not read to the
 * end), and computes md5 and sha256 on the way.
 */
export class ByteInspector extends Transform {
  #size = 0;
  #head = Buffer.alloc(0);
  #kind: UploadKind | undefined;
  readonly #md5 = createHash("md5");
  readonly #sha256 = createHash("sha256");

  constructor(private readonly maxBytes: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.#size += chunk.length;
    if (this.#size > this.maxBytes) return done(new UploadError("too_large"));
    if (!this.#kind && this.#head.length < SNIFF_BYTES) {
      this.#head = Buffer.concat([this.#head, chunk.subarray(0, SNIFF_BYTES - this.#head.length)]);
      if (this.#head.length === SNIFF_BYTES && !this.#sniff())
        return done(new UploadError("unsupported_type"));
    }
    this.#md5.update(chunk);
    this.#sha256.update(chunk);
    done(null, chunk);
  }

  override _flush(done: TransformCallback): void {
    // Files shorter than the longest signature (an empty file, a 3-byte "JPEG") end up here.
    if (!this.#kind && !this.#sniff()) return done(new UploadError("unsupported_type"));
    done();
  }

  #sniff(): boolean {
    this.#kind = sniffKind(this.#head);
    return this.#kind !== undefined;
  }

  /** What was seen; call after the stream ended without error. */
  result(): { kind: UploadKind; size: number; md5: string; sha256: string } {
    if (!this.#kind) throw new Error("ByteInspector.result() before the stream ended");
    return {
      kind: this.#kind,
      size: this.#size,
      md5: this.#md5.digest("hex"),
      sha256: this.#sha256.digest("hex"),
    };
  }
}
