import { THAI_PROVINCES } from "./thai-provinces";

/** A state or province an address can name: the value stored ("NY", "Bangkok") and its names. */
export type AddressRegion = { code: string; name: string; nameTh?: string };

/*
 * ISO 3166-2 subdivisions of the countries whose addresses need one. The US list has the 50 states, DC
 * and the inhabited territories with their own postal codes; Canada its 10 provinces and 3 territories
 * (both by their two-letter postal codes); Thailand its 77 provinces (by English name, thai-provinces.ts).
 */
const US =
  "AL:Alabama,AK:Alaska,AZ:Arizona,AR:Arkansas,CA:California,CO:Colorado,CT:Connecticut,DE:Delaware," +
  "DC:District of Columbia,FL:Florida,GA:Georgia,HI:Hawaii,ID:Idaho,IL:Illinois,IN:Indiana,IA:Iowa," +
  "KS:Kansas,KY:Kentucky,LA:Louisiana,ME:Maine,MD:Maryland,MA:Massachusetts,MI:Michigan,MN:Minnesota," +
  "MS:Mississippi,MO:Missouri,MT:Montana,NE:Nebraska,NV:Nevada,NH:New Hampshire,NJ:New Jersey," +
  "NM:New Mexico,NY:New York,NC:North Carolina,ND:North Dakota,OH:Ohio,OK:Oklahoma,OR:Oregon," +
  "PA:Pennsylvania,RI:Rhode Island,SC:South Carolina,SD:South Dakota,TN:Tennessee,TX:Texas,UT:Utah," +
  "VT:Vermont,VA:Virginia,WA:Washington,WV:West Virginia,WI:Wisconsin,WY:Wyoming," +
  "AS:American Samoa,GU:Guam,MP:Northern Mariana Islands,PR:Puerto Rico,VI:U.S. Virgin Islands";
const CA =
  "AB:Alberta,BC:British Columbia,MB:Manitoba,NB:New Brunswick,NL:Newfoundland and Labrador," +
  "NS:Nova Scotia,NT:Northwest Territories,NU:Nunavut,ON:Ontario,PE:Prince Edward Island,QC:Quebec," +
  "SK:Saskatchewan,YT:Yukon";

const parse = (list: string): AddressRegion[] =>
  list.split(",").map((entry) => {
    const [code = "", name = ""] = entry.split(":");
    return { code, name };
  });

const REGIONS: Readonly<Record<string, readonly AddressRegion[]>> = {
  US: parse(US),
  CA: parse(CA),
  TH: THAI_PROVINCES.map(({ name, nameTh }) => ({ code: name, name, nameTh })),
};

/** The countries where an address must name one of its regions: a US state, a Canadian province, a จังหวัด. */
export function regionRequired(country: string): boolean {
  return country in REGIONS;
}

/** The country's regions, or an empty list for a country without one here. */
export function addressRegions(country: string): AddressRegion[] {
  return [...(REGIONS[country] ?? [])];
}

/** How a list shows a region: its name in the page's language, and the code where that is another text. */
export function regionLabel(region: AddressRegion, locale: string): string {
  const name = locale === "th" && region.nameTh ? region.nameTh : region.name;
  return region.code === name ? name : `${name} (${region.code})`;
}
