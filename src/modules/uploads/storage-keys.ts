/**
 * Where an upload's files live in file storage. All of them sit under the upload's id (a UUID we
 * made), so no part of a key ever comes from the visitor. The mockup has no column: there is one per
 * upload, for the product it was uploaded on, and its key follows from the id.
 */
export const storageKeys = {
  original: (id: string) => `${id}/original`,
  preview: (id: string) => `${id}/preview.webp`,
  mockup: (id: string) => `${id}/mockup.png`,
};
