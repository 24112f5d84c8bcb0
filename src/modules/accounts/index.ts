// Universal surface of the accounts module: safe in client and server code.
export { safeReturnPath } from "./safe-return-path";
export { avatarInitial, displayNameFor, shortPublicName } from "./display-name";
export { isAdminRole, roles, type Role } from "./roles";
export { toAuthView, type AuthView } from "./auth-view";
export { afterSignInPath } from "./auth-destinations";
export {
  ADDRESS_FIELDS,
  addressInput,
  profileInput,
  type AddressField,
  type AddressInput,
  type FieldErrors,
  type PasskeySummary,
  type Profile,
  type SavedAddress,
  type ProfileField,
  type ProfileInput,
} from "./schema";
