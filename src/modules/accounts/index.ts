// Universal surface of the accounts module: safe in client and server code.
export { safeReturnPath } from "./safe-return-path";
export { avatarInitial, displayNameFor, shortPublicName } from "./display-name";
export { roles, type Role } from "./roles";
export { toAuthView } from "./auth-view";
export { afterSignInPath } from "./auth-destinations";
export {
  ADDRESS_FIELDS,
  type AddressField,
  type FieldErrors,
  type PasskeySummary,
  type Profile,
  type SavedAddress,
  type ProfileField,
} from "./schema";
