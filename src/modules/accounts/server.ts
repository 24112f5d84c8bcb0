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
export { listAddresses, type SavedAddress } from "./addresses.server";
export { listPasskeys, type PasskeySummary } from "./passkeys.server";
export { getProfile, type Profile } from "./profile.server";
