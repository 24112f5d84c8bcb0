/*
 * Every way into the server a browser can call on its own: server actions (any export of an actions.ts,
 * which carries "use server") and route handlers (the HTTP methods a route.ts exports), each with who
 * may call it. Two tests read this table: authorization.test.ts (every endpoint is listed and guarded
 * in its own body) and admin-actions-authorization.test.ts (each admin action refuses a visitor and a
 * customer and lets staff through). A new export that isn't listed fails the first, so nobody adds an
 * unguarded endpoint by accident: decide, add its row, and for "user" or "admin" guard it with
 * requireUser, requireAdmin or authorize (@/modules/accounts/server). "public" rows say why.
 */

export type Access = { access: "public"; why: string } | { access: "user" } | { access: "admin" };

export const publicBecause = (why: string): Access => ({ access: "public", why });
export const user: Access = { access: "user" };
export const admin: Access = { access: "admin" };

/** `<file relative to the repository>#<export>`. Keep it sorted by file; add rows as endpoints appear. */
export const endpointAccess: Record<string, Access> = {
  // Server actions
  "src/modules/accounts/actions.ts#deleteAddress": user,
  "src/modules/accounts/actions.ts#makeDefaultAddress": user,
  "src/modules/accounts/actions.ts#removePasskey": user,
  "src/modules/accounts/actions.ts#saveAddress": user,
  "src/modules/accounts/actions.ts#saveProfile": user,
  "src/modules/admin/actions.ts#cancelAdminOrder": admin,
  "src/modules/admin/actions.ts#clearProviderConfiguration": admin,
  "src/modules/admin/actions.ts#refundAdminOrder": admin,
  "src/modules/admin/actions.ts#replyToContactMessage": admin,
  "src/modules/admin/actions.ts#resendMail": admin,
  "src/modules/admin/actions.ts#resubmitAdminOrder": admin,
  "src/modules/admin/actions.ts#retryFailedMail": admin,
  "src/modules/admin/actions.ts#saveExchangeRate": admin,
  "src/modules/admin/actions.ts#saveProduct": admin,
  "src/modules/admin/actions.ts#saveProviderConfiguration": admin,
  "src/modules/admin/actions.ts#saveProviderWebhookKey": admin,
  "src/modules/admin/actions.ts#saveShopTermsSettings": admin,
  "src/modules/admin/actions.ts#saveSupportAddressSetting": admin,
  "src/modules/admin/actions.ts#setContactMessageHandled": admin,
  "src/modules/admin/actions.ts#setReviewVisibility": admin,
  "src/modules/admin/actions.ts#setUserRole": admin,
  "src/modules/admin/actions.ts#testProviderConfiguration": admin,
  "src/modules/cart/actions.ts#addToCart": publicBecause("guests have carts too"),
  "src/modules/cart/actions.ts#changeCartQuantity": publicBecause("only the caller's own cart"),
  "src/modules/cart/actions.ts#removeFromCart": publicBecause("only the caller's own cart"),
  "src/modules/checkout/actions.ts#loadShippingOptions": publicBecause("guest checkout"),
  "src/modules/checkout/actions.ts#placeOrder": publicBecause("guest checkout; user_id from the session"),
  "src/modules/fulfilment/actions.ts#cancelTrackedOrder": publicBecause("needs the order number and e-mail"),
  "src/modules/i18n/actions.ts#updateLocaleSettings": publicBecause("language and region cookies"),
  "src/modules/my-account/actions.ts#orderAgain": user,
  "src/modules/newsletter/actions.ts#subscribeToNewsletter": publicBecause("anyone may subscribe"),
  "src/modules/orders/actions.ts#trackOrder": publicBecause("number + e-mail; owners by number alone"),
  "src/modules/reviews/actions.ts#submitReview": publicBecause("the order's secret review link"),
  "src/modules/support/actions.ts#sendContactMessage": publicBecause("contact form"),
  // Route handlers
  "src/app/api/admin/newsletter/export/route.ts#GET": admin,
  "src/app/api/admin/orders/export/route.ts#GET": admin,
  "src/app/api/auth/[...all]/route.ts#GET": publicBecause("Better Auth guards its own endpoints"),
  "src/app/api/auth/[...all]/route.ts#POST": publicBecause("Better Auth guards its own endpoints"),
  "src/app/api/cart/route.ts#GET": publicBecause("only the caller's own cart"),
  "src/app/api/health/route.ts#GET": publicBecause("health check"),
  "src/app/api/me/route.ts#GET": publicBecause("only the caller's own name and role, for the header"),
  "src/app/api/products/[id]/route.ts#GET": publicBecause("catalog"),
  "src/app/api/products/route.ts#GET": publicBecause("catalog"),
  "src/app/api/quote/route.ts#POST": publicBecause("prices for the product page"),
  "src/app/api/uploads/[id]/[variant]/route.ts#GET": publicBecause("signed, expiring links"),
  "src/app/api/uploads/route.ts#POST": publicBecause("guests upload designs"),
  "src/app/api/webhooks/cloudprinter/route.ts#POST": publicBecause("verified by the CloudSignal key"),
  "src/app/api/webhooks/stripe/route.ts#POST": publicBecause("verified by the Stripe signature"),
};
