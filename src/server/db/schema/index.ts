export * from "./carts";
export * from "./catalog";
export * from "./newsletter";
export * from "./pricing";
export * from "./rate-limits";
export * from "./support";
export * from "./uploads";
