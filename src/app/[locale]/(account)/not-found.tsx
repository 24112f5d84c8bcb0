// The shop's 404 page inside the account frame: another customer's order number lands here too.
export { default } from "../(shop)/not-found";
