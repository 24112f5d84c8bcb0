// Server actions: the builder and the access an action declares (docs/architecture.md#server-actions).
export { anyone, declaredAccess, guard, type DeclaredAccess } from "./access";
export { defineAction, defineFormAction, type Refused } from "./define-action";
