// The shop's 404 page inside the admin frame: an unknown order number lands here.
export { default } from "../(shop)/not-found";
