/**
 * Where an upload's files live in file storage. All of them sit under the upload's id (a UUID we
 * made), so no part of a key ever comes from the visitor. Earlier versions also stored a mockup
 * (`<id>/mockup.png`); the orphan sweep removes those once their upload goes (cleanup.server.ts).
 */
export const storageKeys = {
  original: (id: string) => `${id}/original`,
  preview: (id: string) => `${id}/preview.webp`,
};
