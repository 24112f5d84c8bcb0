// Test helpers of the accounts module (imported only by tests: docs/testing.md).
export { callAuth, cookieHeader, signUpVerified } from "./test-auth";
