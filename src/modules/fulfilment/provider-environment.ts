/** Where the shop's print orders go: the local stand-in, Cloudprinter's sandbox mode, or real printing. */
export type ProviderEnvironment = "simulator" | "sandbox" | "live";
