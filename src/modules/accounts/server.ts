// Server-only surface of the accounts module (docs/architecture.md).
export { auth, googleSignInEnabled, resetAuth, type Auth } from "./auth.server";
export {
  authorize,
  currentUser,
  requireAdmin,
  requireUser,
  signInPath,
  type SignedInUser,
} from "./session.server";
export { withResolvedClientAddress } from "./auth-request";
export { checkAuthRequest } from "./auth-request-guard";
export { listAddresses } from "./addresses.server";
export { type PasskeySummary, type Profile, type SavedAddress } from "./schema";
export { listPasskeys } from "./passkeys.server";
export { getProfile } from "./profile.server";
export { saveAddress, savedAddresses, type NewSavedAddress } from "./saved-addresses.server";
export { setRoleByEmail, setRoleById, type RoleChange, type RoleUpdate } from "./roles.server";
export { createDemoAdminIfNoUsers, DEMO_ADMIN_EMAIL } from "./demo-admin.server";
