import { describe, expect, it } from "vitest";
import { errorsAfterChange } from "./field-errors";

describe("errorsAfterChange", () => {
  const errors = {
    options: "optionsAtLoss",
    "options.1.values.0.priceModifier": "modifierRange",
    "options.10.name.th": "optionNameRequired",
    "image.mockupArea.width": "mockupTooSmall",
    "name.th": "nameRequired",
  };

  it("forgets the changed field's error and the error of the list holding it, keeping its neighbours'", () => {
    expect(errorsAfterChange(errors, ["options.1.values.0.priceModifier"])).toEqual({
      "options.10.name.th": "optionNameRequired",
      "image.mockupArea.width": "mockupTooSmall",
      "name.th": "nameRequired",
    });
  });

  it("forgets the errors inside a changed field, and no field whose path only starts alike", () => {
    expect(errorsAfterChange(errors, ["image.mockupArea", "options.1"])).toEqual({
      "options.10.name.th": "optionNameRequired",
      "name.th": "nameRequired",
    });
  });
});
