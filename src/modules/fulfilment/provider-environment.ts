/** Where the shop's print orders go: the local stand-in, Cloudprinter's sandbox mode, or real printing. */
export const PROVIDER_ENVIRONMENTS = ["simulator", "sandbox", "live"] as const;
export type ProviderEnvironment = (typeof PROVIDER_ENVIRONMENTS)[number];
