import { describe, expect, it } from "vitest";
import { effectiveShippingLevel, emptyCheckoutData, type CheckoutData } from "./checkout-data";
import {
  firstIncompleteStep,
  firstInvalidField,
  parseStep,
  reachableStep,
  stepErrors,
  stepOfField,
} from "./step-validation";

const complete = (): CheckoutData => ({
  address: {
    name: "Somchai Jaidee",
    company: "",
    address: "99 Sukhumvit Road",
    city: "Bangkok",
    state: "Bangkok",
    postalCode: "10110",
    country: "TH",
  },
  shippingLevel: "cp_ground",
  contact: { email: "somchai@example.com", phone: "+66 2 123 4567" },
  paymentMethod: "card",
  saveAddress: false,
});

describe("checkout step validation", () => {
  it("names each missing address field with the spec's message key", () => {
    expect(stepErrors("address", emptyCheckoutData("US"))).toEqual({
      name: "nameRequired",
      address: "addressRequired",
      city: "cityRequired",
      state: "stateRequired",
      postalCode: "postalCodeRequired",
    });
  });

  it("treats blanks as missing and company and state as optional", () => {
    const data = complete();
    data.address.city = "   ";
    expect(stepErrors("address", data)).toEqual({ city: "cityRequired" });
  });

  it("asks for a state code where the country requires one", () => {
    const statesRequiredIn = ["US", "CA"];
    const data = complete();
    data.address = { ...data.address, country: "US", state: "" };
    expect(stepErrors("address", data, { statesRequiredIn })).toEqual({ state: "stateRequired" });
    data.address.state = "New York";
    expect(stepErrors("address", data, { statesRequiredIn })).toEqual({ state: "stateInvalid" });
    data.address.state = " ny ";
    expect(stepErrors("address", data, { statesRequiredIn })).toEqual({});
    data.address = { ...complete().address, state: "", postalCode: "SW1A 1AA", country: "GB" };
    expect(stepErrors("address", data, { statesRequiredIn })).toEqual({});
  });

  it("refuses a state code outside the country's known list, as the server does", () => {
    const options = { statesRequiredIn: ["US", "CA"], stateCodesIn: { US: ["NY", "TX"], CA: [] } };
    const data = complete();
    data.address = { ...data.address, country: "US", state: "ZZ" };
    expect(stepErrors("address", data, options)).toEqual({ state: "stateUnknown" });
    expect(reachableStep("payment", data, options)).toBe("address");
    data.address.state = "tx";
    expect(stepErrors("address", data, options)).toEqual({});
    // No list from the shipping service: the ISO 3166-2 list every address form uses still decides.
    data.address = { ...data.address, country: "CA", state: "ZZ", postalCode: "M5V 2T6" };
    expect(stepErrors("address", data, options)).toEqual({ state: "stateUnknown" });
    data.address.state = "on";
    expect(stepErrors("address", data, options)).toEqual({});
  });

  it("refuses postal codes that are not the country's and asks a Thai address for its province", () => {
    const data = complete();
    for (const postalCode of ["ABCDE", "1", "!!!!"]) {
      data.address = { ...complete().address, country: "US", state: "TX", postalCode };
      expect(stepErrors("address", data)).toEqual({ postalCode: "postalCodeInvalid" });
    }
    data.address = { ...complete().address, postalCode: "1011" };
    expect(stepErrors("address", data)).toEqual({ postalCode: "postalCodeInvalid" });
    data.address = { ...complete().address, state: "" };
    expect(stepErrors("address", data)).toEqual({ state: "provinceRequired" });
    data.address = { ...complete().address, state: "Atlantis" };
    expect(stepErrors("address", data)).toEqual({ state: "provinceUnknown" });
    data.address = { ...complete().address, state: "Chiang Mai", postalCode: "50200" };
    expect(stepErrors("address", data)).toEqual({});
  });

  it("refuses control characters in address and contact fields", () => {
    const data = complete();
    data.address.name = "Som\u0000chai";
    data.contact.email = "somchai\u0000@example.com";
    expect(stepErrors("address", data)).toEqual({ name: "controlCharacters" });
    expect(stepErrors("payment", data)).toEqual({ email: "emailInvalid" });
  });

  it("keeps a shopper without a required state on the address step", () => {
    const address = { ...complete().address, state: "", postalCode: "M5V 2T6", country: "CA" };
    const data = { ...complete(), address };
    expect(reachableStep("payment", data, { statesRequiredIn: ["CA"] })).toBe("address");
    expect(firstIncompleteStep(data, { statesRequiredIn: ["CA"] })).toBe("address");
    // Canada names a province in the address rules themselves, whatever the shipping service says.
    expect(reachableStep("payment", data)).toBe("address");
    expect(reachableStep("payment", { ...data, address: { ...address, state: "ON" } })).toBe("payment");
  });

  it("asks for a shipping method, also while the options are not confirmed", () => {
    expect(stepErrors("shipping", { ...complete(), shippingLevel: "" })).toEqual({
      shippingLevel: "shippingRequired",
    });
    expect(stepErrors("shipping", complete(), { levelConfirmed: false })).toEqual({
      shippingLevel: "shippingRequired",
    });
    expect(stepErrors("shipping", complete())).toEqual({});
  });

  it("checks the e-mail pattern and the phone on the last step", () => {
    const data = complete();
    data.contact = { email: "somchai@example", phone: "" };
    expect(stepErrors("payment", data)).toEqual({ email: "emailInvalid", phone: "phoneRequired" });
    data.contact = { email: "", phone: "call me" };
    expect(stepErrors("payment", data)).toEqual({ email: "emailRequired", phone: "phoneInvalid" });
  });

  it("finds the first incomplete step", () => {
    expect(firstIncompleteStep(emptyCheckoutData("US"))).toBe("address");
    expect(firstIncompleteStep({ ...complete(), shippingLevel: "" })).toBe("shipping");
    expect(firstIncompleteStep({ ...complete(), contact: { email: "", phone: "" } })).toBe("payment");
    expect(firstIncompleteStep(complete())).toBeUndefined();
  });

  it("lets a URL name a later step only when the steps before it are complete", () => {
    expect(reachableStep("payment", emptyCheckoutData("US"))).toBe("address");
    expect(reachableStep("payment", { ...complete(), shippingLevel: "" })).toBe("shipping");
    // The requested step's own gaps never send the shopper back.
    expect(reachableStep("payment", { ...complete(), contact: { email: "", phone: "" } })).toBe("payment");
    expect(reachableStep("shipping", { ...complete(), shippingLevel: "" })).toBe("shipping");
    expect(reachableStep("address", emptyCheckoutData("US"))).toBe("address");
  });

  it("reads ?step= strictly", () => {
    expect(parseStep("shipping")).toBe("shipping");
    expect(parseStep("payment")).toBe("payment");
    expect(parseStep("PAYMENT")).toBe("address");
    expect(parseStep(null)).toBe("address");
  });

  it("maps server field errors to the step and field to show first", () => {
    const errors = { phone: "phoneRequired", shippingLevel: "shippingRequired", city: "cityRequired" };
    expect(firstInvalidField(errors)).toBe("city");
    expect(stepOfField("shippingLevel")).toBe("shipping");
    expect(stepOfField("email")).toBe("payment");
    expect(stepOfField("country")).toBe("address");
    expect(firstInvalidField({})).toBeUndefined();
  });
});

describe("the shipping level an order uses", () => {
  it("keeps the choice until the options are known", () => {
    expect(effectiveShippingLevel("cp_express", undefined)).toBe("cp_express");
    expect(effectiveShippingLevel("", undefined)).toBe("");
  });

  // As the server lists them: cheapest first by what the level costs.
  const option = (level: string, tracked = true) => ({ level, tracked });

  it("preselects the cheapest tracked level when the shopper has not chosen", () => {
    const offered = [option("cp_postal", false), option("cp_ground"), option("cp_fast")];
    expect(effectiveShippingLevel("", offered)).toBe("cp_ground");
  });

  it("preselects the cheapest level when none is tracked", () => {
    expect(effectiveShippingLevel("", [option("cp_postal", false)])).toBe("cp_postal");
    expect(effectiveShippingLevel("", [])).toBe("");
  });

  it("drops a choice the new country does not offer", () => {
    const offered = [option("cp_ground"), option("cp_express")];
    expect(effectiveShippingLevel("cp_express", offered)).toBe("cp_express");
    expect(effectiveShippingLevel("cp_express", [option("cp_ground")])).toBe("");
    expect(effectiveShippingLevel("cp_ground", [])).toBe("");
  });
});
