/*
 * Every way into the server a browser can call on its own: server actions (any export of an actions.ts,
 * which carries "use server") and route handlers (the HTTP methods a route.ts exports), each with who
 * may call it. A server action declares its access where it is defined (defineAction, @/server/actions)
 * and the builder enforces it; this file lists the actions files and reads those declarations. Route
 * handlers are listed by hand below. Two tests read the result: authorization.test.ts (every endpoint
 * is listed, every action declares its access, every guarded route checks it in its own body) and
 * admin-actions-authorization.test.ts (each user or admin action refuses whom it should). A new
 * actions.ts or route export that isn't listed fails the first, so nobody adds an unguarded endpoint by
 * accident. For route handlers, guard "user" and "admin" rows with requireUser, requireAdmin or
 * authorize (@/modules/accounts/server); "public" rows say why.
 */

import * as accountsActions from "@/modules/accounts/actions";
import * as adminCatalogActions from "@/modules/admin/catalog/actions";
import * as adminInboxActions from "@/modules/admin/inbox/actions";
import * as adminMailActions from "@/modules/admin/mail/actions";
import * as adminOrdersActions from "@/modules/admin/orders/actions";
import * as adminPeopleActions from "@/modules/admin/people/actions";
import * as adminProviderActions from "@/modules/admin/provider/actions";
import * as adminReviewsActions from "@/modules/admin/reviews/actions";
import * as adminSettingsActions from "@/modules/admin/settings/actions";
import * as cartActions from "@/modules/cart/actions";
import * as checkoutActions from "@/modules/checkout/actions";
import * as designerActions from "@/modules/designer/actions";
import * as fulfilmentActions from "@/modules/fulfilment/actions";
import * as i18nActions from "@/modules/i18n/actions";
import * as myAccountActions from "@/modules/my-account/actions";
import * as newsletterActions from "@/modules/newsletter/actions";
import * as ordersActions from "@/modules/orders/actions";
import * as reviewsActions from "@/modules/reviews/actions";
import * as supportActions from "@/modules/support/actions";
import { authEndpointRules } from "@/modules/accounts/server";
import { declaredAccess, type DeclaredAccess } from "@/server/actions";

export type Access = DeclaredAccess;

const publicBecause = (why: string): Access => ({ access: "public", why });
export const user: Access = { access: "user" };
export const admin: Access = { access: "admin" };

/** Every actions.ts (relative to the repository) and what it exports. Keep it sorted. */
export const serverActionFiles: Record<string, Record<string, unknown>> = {
  "src/modules/accounts/actions.ts": accountsActions,
  "src/modules/admin/catalog/actions.ts": adminCatalogActions,
  "src/modules/admin/inbox/actions.ts": adminInboxActions,
  "src/modules/admin/mail/actions.ts": adminMailActions,
  "src/modules/admin/orders/actions.ts": adminOrdersActions,
  "src/modules/admin/people/actions.ts": adminPeopleActions,
  "src/modules/admin/provider/actions.ts": adminProviderActions,
  "src/modules/admin/reviews/actions.ts": adminReviewsActions,
  "src/modules/admin/settings/actions.ts": adminSettingsActions,
  "src/modules/cart/actions.ts": cartActions,
  "src/modules/checkout/actions.ts": checkoutActions,
  "src/modules/designer/actions.ts": designerActions,
  "src/modules/fulfilment/actions.ts": fulfilmentActions,
  "src/modules/i18n/actions.ts": i18nActions,
  "src/modules/my-account/actions.ts": myAccountActions,
  "src/modules/newsletter/actions.ts": newsletterActions,
  "src/modules/orders/actions.ts": ordersActions,
  "src/modules/reviews/actions.ts": reviewsActions,
  "src/modules/support/actions.ts": supportActions,
};

/** `<file>#<export>` of every server action, with the access it declares (undefined: not built with defineAction). */
export const serverActionAccess: Record<string, Access | undefined> = Object.fromEntries(
  Object.entries(serverActionFiles).flatMap(([file, exports]) =>
    Object.entries(exports).map(([name, value]) => [`${file}#${name}`, declaredAccess(value)]),
  ),
);

/** `<file relative to the repository>#<export>` of every route handler. Keep it sorted by file. */
export const routeHandlerAccess: Record<string, Access> = {
  "src/app/api/admin/catalog/pictures/route.ts#POST": admin,
  "src/app/api/admin/newsletter/export/route.ts#GET": admin,
  "src/app/api/admin/orders/export/route.ts#GET": admin,
  "src/app/api/auth/[...all]/route.ts#GET": publicBecause("only the Better Auth endpoints allowed below"),
  "src/app/api/auth/[...all]/route.ts#POST": publicBecause("only the Better Auth endpoints allowed below"),
  "src/app/api/cart/route.ts#GET": publicBecause("only the caller's own cart"),
  "src/app/api/health/route.ts#GET": publicBecause("health check"),
  "src/app/api/me/route.ts#GET": publicBecause("only the caller's own name and role, for the header"),
  "src/app/api/products/[id]/route.ts#GET": publicBecause("catalog"),
  "src/app/api/products/route.ts#GET": publicBecause("catalog"),
  "src/app/api/quote/route.ts#POST": publicBecause("prices for the product page"),
  "src/app/api/ready/route.ts#GET": publicBecause("readiness check: which part is down, no data"),
  "src/app/api/uploads/[id]/[variant]/route.ts#GET": publicBecause("signed, expiring links"),
  "src/app/api/uploads/route.ts#POST": publicBecause("guests upload designs"),
  "src/app/api/webhooks/cloudprinter/route.ts#POST": publicBecause("verified by the CloudSignal key"),
  "src/app/api/webhooks/stripe/route.ts#POST": publicBecause("verified by the Stripe signature"),
  "src/app/api/designer/fonts/[file]/route.ts#GET": publicBecause(
    "the designer's typefaces (OFL fontsource files), only the names in its font list",
  ),
  "src/app/media/catalog/[file]/route.ts#GET": publicBecause(
    "the shop's product pictures, shown to everyone",
  ),
};

/** Every endpoint: the actions' declared access and the route handlers' rows. */
const endpointAccess: Record<string, Access> = { ...routeHandlerAccess };
for (const [key, access] of Object.entries(serverActionAccess)) if (access) endpointAccess[key] = access;

/**
 * Better Auth's own endpoints behind that route, by their path below /api/auth: "public" and "user" rows
 * are the ones the shop's pages and mailed links call ("user": Better Auth answers 401 without a
 * session); "blocked" rows answer 404, to everyone. The accounts module keeps the table because its route
 * enforces it (any path not allowed there is refused). authorization.test.ts reads Better Auth's endpoints
 * from the configured instance and fails on one without a row, so a new plugin endpoint can't slip in.
 */
export const betterAuthEndpointAccess = authEndpointRules;
