/** The e2e Cloudprinter simulator's keys (playwright.config.ts hands them to `npm start`'s stand-in). */
export const E2E_CLOUDPRINTER_KEY = "cp_e2e_sandbox_key_4321";
export const E2E_CLOUDPRINTER_SIGNAL_KEY = "cp_e2e_signal_key_8765";
