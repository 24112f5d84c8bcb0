/**
 * Options for `vi.waitFor` when a test waits for something that happens on its own: a notification
 * from another connection, a job, a child process, a webhook. Vitest's default gives up after 1 s, and a
 * 2-core CI machine running the suite on both engines misses 1–2 s bounds now and then. The bound only
 * matters when something is wrong, so it is generous; a test that passes is not slower for it.
 * (docs/testing.md#waiting-for-something-to-happen)
 */
export const eventually = { timeout: 15_000, interval: 20 } as const;
