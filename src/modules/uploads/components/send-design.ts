import {
  uploadedDesignSchema,
  uploadErrorSchema,
  type UploadedDesign,
  type UploadErrorCode,
} from "../schema";

export type SendOutcome =
  { ok: true; design: UploadedDesign } | { ok: false; error: UploadErrorCode | "failed" };

/**
 * Until an upload on this page has been accepted, uploads go one after another: an upload belongs to
 * the visitor's cart, and a first-time visitor's cart (and its cookie) is made by the first upload's
 * answer. Two files sent at once without that cookie (a book's cover and interior) would each make a
 * cart of their own, and the cart the browser keeps could not use the other's file. Once one is
 * accepted the cookie is there, and uploads run side by side.
 */
let cartCookieSet = false;
let earlierUploads: Promise<unknown> = Promise.resolve();

/**
 * Posts one file to /api/uploads. XMLHttpRequest rather than fetch: only it reports upload progress.
 * The answer is checked against the schema, so a proxy's HTML error page reads as "failed".
 */
export function sendDesign(
  file: File,
  productId: number,
  onProgress: (percent: number) => void,
): { done: Promise<SendOutcome>; abort: () => void } {
  const request = new XMLHttpRequest();
  let aborted = false;
  const send = () =>
    new Promise<SendOutcome>((resolve) => {
      if (aborted) return resolve({ ok: false, error: "failed" });
      request.upload.onprogress = (event) => {
        // Floor: 100% means every byte is sent, the moment the drop zone starts saying "Checking".
        if (event.lengthComputable) onProgress(Math.min(100, Math.floor((event.loaded / event.total) * 100)));
      };
      // The body is sent: what remains is the server's check of the file, which the drop zone says.
      request.upload.onload = () => onProgress(100);
      request.onload = () => resolve(outcome(request));
      request.onerror = () => resolve({ ok: false, error: "failed" });
      request.onabort = () => resolve({ ok: false, error: "failed" });
      const form = new FormData();
      form.append("productId", String(productId));
      form.append("file", file);
      request.open("POST", "/api/uploads");
      request.responseType = "json";
      request.send(form);
    });
  const done = cartCookieSet ? send() : earlierUploads.then(send);
  if (!cartCookieSet) {
    earlierUploads = done.then((result) => {
      if (result.ok) cartCookieSet = true;
    });
  }
  return {
    done,
    abort: () => {
      aborted = true;
      request.abort();
    },
  };
}

function outcome(request: XMLHttpRequest): SendOutcome {
  if (request.status === 201) {
    const design = uploadedDesignSchema.safeParse(request.response);
    return design.success ? { ok: true, design: design.data } : { ok: false, error: "failed" };
  }
  if (request.status === 413) return { ok: false, error: "too_large" };
  const refusal = uploadErrorSchema.safeParse(request.response);
  return { ok: false, error: refusal.success ? refusal.data.error : "failed" };
}
