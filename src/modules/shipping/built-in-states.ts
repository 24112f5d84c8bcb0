import type { ShippingState } from "./types";

/**
 * ISO 3166-2 subdivisions of the countries whose addresses need a state (US, CA), used when no
 * provider is connected or it can't answer. The US list has the 50 states, DC and the inhabited
 * territories with their own postal codes; Canada its 10 provinces and 3 territories.
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

const parse = (list: string): ShippingState[] =>
  list.split(",").map((entry) => {
    const [code = "", name = ""] = entry.split(":");
    return { code, name };
  });

const STATES: Readonly<Record<string, ShippingState[]>> = { US: parse(US), CA: parse(CA) };

/** The country's states, or an empty list for a country without one here. */
export function builtInStates(country: string): ShippingState[] {
  return STATES[country] ?? [];
}
