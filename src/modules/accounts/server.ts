// Server-only surface of the accounts module (docs/architecture.md).
export { auth, googleSignInEnabled } from "./auth.server";
export { authorize, currentUser, requireAdmin, requireUser, type SignedInUser } from "./session.server";
export { signedIn, staff } from "./action-access.server";
export { withResolvedClientAddress } from "./auth-request";
export { checkAuthRequest } from "./auth-request-guard";
export { authEndpointRules } from "./auth-endpoints";
export { listAddresses } from "./addresses.server";
export { type SavedAddress } from "./schema";
export { listPasskeys } from "./passkeys.server";
export { getProfile } from "./profile.server";
export { saveAddress, savedAddresses } from "./saved-addresses.server";
export { setRoleByEmail, setRoleById } from "./roles.server";
export { createDemoAdminIfNoUsers } from "./demo-admin.server";
export { deleteExpiredAuthRateLimits } from "./auth-rate-limits.server";
export {
  accountEmailsById,
  accountIdsWithEmailLike,
  allAccountKeys,
  accountKeysMatching,
  accountRows,
  accountsByKeys,
  accountsWithoutOrders,
  countAccounts,
  type AccountRow,
} from "./user-list.server";
