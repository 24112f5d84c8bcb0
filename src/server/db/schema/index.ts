export * from "./newsletter";
export * from "./pricing";
export * from "./rate-limits";
export * from "./support";
