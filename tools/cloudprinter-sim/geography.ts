/**
 * Destinations (docs/cloudprinter.md §2.12, §2.13). `zone` drives which shipping levels exist and what they cost:
 * "eu" is the printers' home market, "europe" the rest of Europe, "us" the United States, "row" the rest.
 */
export type Zone = "eu" | "europe" | "us" | "row";

export type CountryDef = { code: string; name: string; requireState: boolean; zone: Zone; postcode: boolean };

// [code, English name, zone, flags]: "S" = state required, "N" = no postcodes (Cloudprinter's SDK lists ~65; these are ours).
const ROWS: [string, string, Zone, string?][] = [
  ["US", "United States", "us", "S"],
  ["CA", "Canada", "row", "S"],
  ["GB", "United Kingdom", "europe"],
  ["DE", "Germany", "eu"],
  ["FR", "France", "eu"],
  ["NL", "Netherlands", "eu"],
  ["BE", "Belgium", "eu"],
  ["IT", "Italy", "eu"],
  ["ES", "Spain", "eu"],
  ["SE", "Sweden", "eu"],
  ["AT", "Austria", "eu"],
  ["DK", "Denmark", "eu"],
  ["FI", "Finland", "eu"],
  ["PL", "Poland", "eu"],
  ["PT", "Portugal", "eu"],
  ["IE", "Ireland", "eu", "N"],
  ["CH", "Switzerland", "europe"],
  ["NO", "Norway", "europe"],
  ["AU", "Australia", "row"],
  ["NZ", "New Zealand", "row"],
  ["JP", "Japan", "row"],
  ["SG", "Singapore", "row"],
  ["TH", "Thailand", "row"],
  ["MY", "Malaysia", "row"],
  ["HK", "Hong Kong", "row", "N"],
  ["AE", "United Arab Emirates", "row", "N"],
  ["QA", "Qatar", "row", "N"],
];

export const COUNTRIES: readonly CountryDef[] = ROWS.map(([code, name, zone, flags = ""]) => ({
  code,
  name,
  zone,
  requireState: flags.includes("S"),
  postcode: !flags.includes("N"),
}));

const US_STATES =
  "AL:Alabama,AK:Alaska,AZ:Arizona,AR:Arkansas,CA:California,CO:Colorado,CT:Connecticut,DE:Delaware," +
  "DC:District of Columbia,FL:Florida,GA:Georgia,HI:Hawaii,ID:Idaho,IL:Illinois,IN:Indiana,IA:Iowa," +
  "KS:Kansas,KY:Kentucky,LA:Louisiana,ME:Maine,MD:Maryland,MA:Massachusetts,MI:Michigan,MN:Minnesota," +
  "MS:Mississippi,MO:Missouri,MT:Montana,NE:Nebraska,NV:Nevada,NH:New Hampshire,NJ:New Jersey," +
  "NM:New Mexico,NY:New York,NC:North Carolina,ND:North Dakota,OH:Ohio,OK:Oklahoma,OR:Oregon," +
  "PA:Pennsylvania,RI:Rhode Island,SC:South Carolina,SD:South Dakota,TN:Tennessee,TX:Texas,UT:Utah," +
  "VT:Vermont,VA:Virginia,WA:Washington,WV:West Virginia,WI:Wisconsin,WY:Wyoming";
const CA_PROVINCES =
  "AB:Alberta,BC:British Columbia,MB:Manitoba,NB:New Brunswick,NL:Newfoundland and Labrador," +
  "NS:Nova Scotia,NT:Northwest Territories,NU:Nunavut,ON:Ontario,PE:Prince Edward Island,QC:Quebec," +
  "SK:Saskatchewan,YT:Yukon";

export type StateDef = { code: string; name: string };

const parse = (list: string): StateDef[] =>
  list.split(",").map((entry) => {
    const [code = "", name = ""] = entry.split(":");
    return { code, name };
  });

const STATES: Readonly<Record<string, StateDef[]>> = { US: parse(US_STATES), CA: parse(CA_PROVINCES) };
const BY_CODE = new Map(COUNTRIES.map((country) => [country.code, country]));

export function findCountry(code: string): CountryDef | undefined {
  return BY_CODE.get(code.toUpperCase());
}

/** A country's states; empty for countries without a list. */
export function statesOf(country: string): StateDef[] {
  return STATES[country.toUpperCase()] ?? [];
}
