// Test helpers of the accounts module (imported only by tests: docs/testing.md).
export { callAuth, cookieHeader, linkInLatestMail, signUpVerified, type AuthCaller } from "./test-auth";
