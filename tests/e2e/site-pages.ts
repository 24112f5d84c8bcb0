import { publicPagePaths } from "../../src/modules/content/public-pages";

/** Every page of the site: the sitemap's public pages plus those kept out of it (sign-in). */
export const sitePages = [...publicPagePaths, "/auth"].map((path) => ({ path }));
