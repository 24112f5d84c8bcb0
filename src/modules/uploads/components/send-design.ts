import {
  uploadedDesignSchema,
  uploadErrorSchema,
  type UploadedDesign,
  type UploadErrorCode,
} from "../schema";

export type SendOutcome =
  { ok: true; design: UploadedDesign } | { ok: false; error: UploadErrorCode | "failed" };

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
  const done = new Promise<SendOutcome>((resolve) => {
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
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
  return { done, abort: () => request.abort() };
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
