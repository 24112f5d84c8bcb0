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
export {
  saveAddress,
  savedAddresses,
  type NewSavedAddress,
  type SavedAddress,
} from "./saved-addresses.server";
export { setRoleByEmail, type RoleChange } from "./roles.server";
export { createDemoAdminIfNoUsers, DEMO_ADMIN_EMAIL } from "./demo-admin.server";
