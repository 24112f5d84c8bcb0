// Postal addresses' country rules, shared by checkout and the address book (address-rules.ts).
export { addAddressRuleIssues, canonicalRegion, regionError, type AddressRuleError } from "./address-rules";
export { addressRegions, regionLabel, regionRequired } from "./regions";
