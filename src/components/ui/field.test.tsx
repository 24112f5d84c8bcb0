import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Field, fieldControlProps } from "./field";

/** The markup of a Field around an input given fieldControlProps, as the forms use them. */
function render({ error, hint }: { error?: string; hint?: string }) {
  return renderToStaticMarkup(
    <Field id="track-order" label="Order number" hint={hint} error={error}>
      <input {...fieldControlProps("track-order", { name: "order", error, hint })} />
    </Field>,
  );
}

/** The ids the input's aria-describedby names. */
function describedBy(html: string): string[] {
  const input = /<input [^>]*>/.exec(html)![0];
  return /aria-describedby="([^"]*)"/.exec(input)?.[1]?.split(" ") ?? [];
}

describe("Field", () => {
  it("describes the control by its hint, so screen readers read it", () => {
    const html = render({ hint: "You'll find it in your confirmation e-mail." });

    expect(describedBy(html)).toEqual(["track-order-hint"]);
    expect(html).toContain('id="track-order-hint"');
    expect(html).toContain('name="order"');
    expect(html).not.toContain("aria-invalid");
  });

  it("keeps the hint next to an error and describes the control by both", () => {
    const html = render({
      hint: "You'll find it in your confirmation e-mail.",
      error: "Enter your order number",
    });

    expect(describedBy(html)).toEqual(["track-order-error", "track-order-hint"]);
    expect(html).toContain('id="track-order-hint"');
    expect(html).toContain('id="track-order-error"');
    expect(html).toContain('aria-invalid="true"');
  });

  it("points at nothing when there is neither hint nor error", () => {
    const html = render({});

    expect(describedBy(html)).toEqual([]);
    expect(html).toMatch(/<input id="track-order" name="order"\/?>/);
  });

  it("marks a required field with a star unless it says it is optional", () => {
    const required = renderToStaticMarkup(
      <Field id="a" label="City" required>
        <input />
      </Field>,
    );
    const optional = renderToStaticMarkup(
      <Field id="b" label="Company" optionalText="(optional)" required={false}>
        <input />
      </Field>,
    );

    expect(required).toContain('aria-hidden="true"> *</span>');
    expect(optional).toContain("(optional)");
    expect(optional).not.toContain(" *");
  });
});
