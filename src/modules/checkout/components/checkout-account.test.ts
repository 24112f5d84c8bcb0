import { describe, expect, it } from "vitest";
import { matchingSavedAddress, withAccountDefaults, type CheckoutSavedAddress } from "./checkout-account";
import { emptyCheckoutData } from "./checkout-data";

const home: CheckoutSavedAddress = {
  id: "home",
  isDefault: true,
  address: {
    name: "Nok",
    company: "",
    address: "1 Silom Road",
    city: "Bangkok",
    state: "",
    postalCode: "10500",
    country: "TH",
  },
};
const office: CheckoutSavedAddress = {
  id: "office",
  isDefault: false,
  address: { ...home.address, address: "2 Sathorn Road" },
};
const account = { email: "nok@example.com", addresses: [office, home] };

describe("the wizard's defaults for a signed-in customer", () => {
  it("starts with the account's e-mail and the default saved address", () => {
    const data = withAccountDefaults(emptyCheckoutData("US"), account, ["TH", "US"]);
    expect(data.contact.email).toBe("nok@example.com");
    expect(data.address).toEqual(home.address);
  });

  it("keeps whatever was typed, and a default in a country we no longer ship to", () => {
    const typed = emptyCheckoutData("US");
    typed.contact.email = "other@example.com";
    typed.address.city = "Austin";
    expect(withAccountDefaults(typed, account, ["TH", "US"])).toEqual(typed);
    expect(withAccountDefaults(emptyCheckoutData("US"), account, ["US"]).address.country).toBe("US");
  });

  it("leaves a guest's form alone", () => {
    expect(withAccountDefaults(emptyCheckoutData("US"), null, ["US"])).toEqual(emptyCheckoutData("US"));
  });

  it("knows which saved address the fields hold, ignoring case and spaces", () => {
    expect(matchingSavedAddress({ ...office.address, city: " bangkok " }, account.addresses)).toBe(office);
    expect(
      matchingSavedAddress({ ...office.address, postalCode: "10501" }, account.addresses),
    ).toBeUndefined();
  });
});
