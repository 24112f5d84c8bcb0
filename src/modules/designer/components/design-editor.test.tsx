import type { KeyboardEvent, ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { CartProvider } from "@/modules/cart/components/cart-provider";
import type { DesignDocument } from "@/modules/print-design";
import { renderInLanguage } from "@/test/render-in-language";
import type { DesignEditorProps } from "../editor-props";
import { DesignEditor } from "./design-editor";
import { DesignWorkspace } from "./design-workspace";
import { editorReducer, initialEditorState, type EditorAction, type EditorState } from "./editor-state";
import { handleEditorKey } from "./editor-keys";

// Server actions are never called while rendering; stand-ins keep imports light.
vi.mock("../actions", () => ({}));
vi.mock("@/modules/cart/actions", () => ({}));
vi.mock("@/modules/i18n/components/navigation", () => ({
  Link: ({ href, children, ...rest }: { href: string; children: ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

function cardDocument(name: string): DesignDocument {
  return {
    version: 1,
    productId: 1,
    trim: { width: 85, height: 55 },
    bleed: 3,
    safety: 3,
    sides: [
      {
        areaId: "front",
        background: null,
        elements: [
          {
            id: "band",
            kind: "rect",
            x: 0,
            y: 0,
            width: 91,
            height: 14,
            rotation: 0,
            fill: "#1d4ed8",
            stroke: null,
            strokeWidth: 0,
          },
          {
            id: "name",
            kind: "text",
            x: 10,
            y: 22,
            width: 60,
            height: 8,
            rotation: 0,
            text: name,
            font: "sarabun",
            weight: 700,
            size: 14,
            color: "#111827",
            align: "left",
          },
          {
            id: "code",
            kind: "qr",
            x: 66,
            y: 34,
            width: 17,
            height: 17,
            rotation: 0,
            value: "https://printgo.example",
            color: "#000000",
          },
        ],
      },
    ],
  };
}

function props(name = "Somchai Jaidee"): DesignEditorProps {
  return {
    product: {
      id: 1,
      name: "Business Cards",
      kind: "business-card",
      trim: { width: 85, height: 55 },
      bleed: 3,
      safety: 3,
      sides: [{ areaId: "front", name: "Front" }],
    },
    selection: { finish: "gloss" },
    selectionSummary: ["Finish: Gloss"],
    quantity: 2,
    productHref: "/product/1?finish=gloss",
    templates: [
      { id: "classic", name: "Classic", document: cardDocument(name) },
      { id: "bold-band", name: "Bold band", document: cardDocument(name) },
    ],
    saved: null,
  };
}

/** The editor opened on the template "classic", in `state` (what the customer did since). */
function workspace(locale: "en" | "th", state?: EditorState, name = "Somchai Jaidee") {
  const editor = props(name);
  const start = {
    designId: null,
    name: "Card",
    document: editor.templates[0]!.document,
    images: [],
    saveAtOnce: true,
  };
  return renderInLanguage(
    locale,
    <CartProvider>
      <DesignWorkspace editor={editor} start={start} initialState={state} />
    </CartProvider>,
  );
}

/** Presses a key on the editor (the focused element is a layer's button) and applies what it did. */
function press(state: EditorState, key: string): EditorState {
  const dispatched: EditorAction[] = [];
  const event = {
    key,
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    altKey: false,
    target: {},
    currentTarget: { contains: () => true },
    preventDefault: () => {},
  } as unknown as KeyboardEvent<HTMLElement>;
  handleEditorKey(event, {
    selected: state.document.sides[0]!.elements.find((element) => element.id === state.selectedId),
    dispatch: (action) => dispatched.push(action),
    surface: null,
  });
  return dispatched.reduce(editorReducer, state);
}

describe("the design editor", () => {
  it("starts with the template picker: each template by name, and a blank design", () => {
    const html = renderInLanguage(
      "en",
      <CartProvider>
        <DesignEditor {...props()} />
      </CartProvider>,
    );
    expect(html).toContain("Design your Business Cards");
    expect(html).toMatch(/data-testid="template-classic"[^>]*>.*Classic/);
    expect(html).toContain('data-testid="template-bold-band"');
    expect(html).toContain("Blank design");
    // Previews are drawn from the templates' own documents, not pictures.
    expect(html).toContain("<canvas");
    expect(html).not.toContain("<img");

    const th = renderInLanguage(
      "th",
      <CartProvider>
        <DesignEditor {...props()} />
      </CartProvider>,
    );
    expect(th).toContain("เริ่มจากหน้าว่าง");
    expect(th).toContain("ออกแบบBusiness Cards");
  });

  it("names the chosen template's elements in the layers list, in English and Thai", () => {
    const html = workspace("en");
    expect(html).toMatch(/data-testid="layer-name"[^>]*>.*Text: Somchai Jaidee/);
    expect(html).toMatch(/data-testid="layer-code"[^>]*>.*QR code: https:\/\/printgo.example/);
    expect(html).toMatch(/data-testid="layer-band"[^>]*>.*Rectangle.*, blue/);
    expect(html).toContain('aria-label="Design canvas, Front side"');
    expect(html).toContain('data-testid="design-canvas"');
    expect(html).toMatch(/Trim 85 × 55 mm.*Bleed 3 mm.*Safe area, 3 mm inside the trim/);

    const th = workspace("th", undefined, "สมชาย ใจดี");
    expect(th).toMatch(/data-testid="layer-name"[^>]*>.*ข้อความ: สมชาย ใจดี/);
    expect(th).toMatch(/data-testid="layer-code"[^>]*>.*คิวอาร์โค้ด: https:\/\/printgo.example/);
    expect(th).toMatch(/เส้นตัด 85 × 55 มม..*ระยะตัดตก 3 มม..*พื้นที่ปลอดภัย ห่างจากเส้นตัด 3 มม./);
  });

  it("edits the selected text in a field labelled Text", () => {
    const selected = editorReducer(initialEditorState(cardDocument("Somchai Jaidee")), {
      type: "select",
      id: "name",
    });
    expect(workspace("en", selected)).toMatch(
      /<label[^>]*for="([^"]+)"[^>]*>Text<\/label><textarea[^>]*id="\1"/,
    );
    expect(workspace("th", selected)).toMatch(/<label[^>]*>ข้อความ<\/label><textarea/);
  });

  it("removes the selected layer when Delete is pressed", () => {
    const selected = editorReducer(initialEditorState(cardDocument("Somchai Jaidee")), {
      type: "select",
      id: "name",
    });
    expect(workspace("en", selected)).toMatch(/data-testid="layer-name"[^>]*aria-pressed="true"/);
    const after = press(selected, "Delete");
    const html = workspace("en", after);
    expect(html).not.toContain('data-testid="layer-name"');
    expect(html).toContain('data-testid="layer-code"');
    // One step back brings it back.
    expect(workspace("en", editorReducer(after, { type: "undo" }))).toContain('data-testid="layer-name"');
  });

  it("warns, in the customer's language, when a text is moved outside the safe area", () => {
    const start = initialEditorState(cardDocument("Somchai Jaidee"));
    const warningsOf = (html: string) => html.slice(html.indexOf('data-testid="design-warnings"'));
    expect(warningsOf(workspace("en", start))).toContain("No problems found.");

    const moved = editorReducer(start, { type: "change", id: "name", changes: { x: 1 } });
    expect(warningsOf(workspace("en", moved))).toContain(
      "“Somchai Jaidee” is outside the safe area and may be cut off",
    );
    const thai = editorReducer(initialEditorState(cardDocument("สมชาย ใจดี")), {
      type: "change",
      id: "name",
      changes: { x: 1 },
    });
    expect(warningsOf(workspace("th", thai, "สมชาย ใจดี"))).toContain(
      "ข้อความ “สมชาย ใจดี” อยู่นอกพื้นที่ปลอดภัย อาจถูกตัดขาดได้",
    );
  });

  it("shows the chosen options, the autosave state and the way into the cart", () => {
    const html = workspace("en");
    expect(html).toContain("Finish: Gloss");
    expect(html).toContain("Quantity: 2");
    expect(html).toMatch(/href="\/product\/1\?finish=gloss"[^>]*>Change options/);
    expect(html).toMatch(/data-testid="save-status"[^>]*>.*Changes are saved automatically/);
    expect(html).toContain("Add to cart");
    expect(html).toContain("Download preview (PNG)");
  });

  it("offers the product's sides by name and warns about an empty back", () => {
    const editor = props();
    editor.product.sides = [
      { areaId: "front", name: "Front" },
      { areaId: "back", name: "Back" },
    ];
    const document = cardDocument("Somchai Jaidee");
    document.sides.push({ areaId: "back", background: null, elements: [] });
    const render = (locale: "en" | "th", state: EditorState) =>
      renderInLanguage(
        locale,
        <CartProvider>
          <DesignWorkspace
            editor={editor}
            start={{ designId: null, name: "Card", document, images: [], saveAtOnce: false }}
            initialState={state}
          />
        </CartProvider>,
      );
    const start = initialEditorState(document);
    const html = render("en", start);
    expect(html).toMatch(/<button[^>]*role="tab"[^>]*aria-selected="true"[^>]*>Front<\/button>/);
    expect(html).toMatch(/<button[^>]*role="tab"[^>]*aria-selected="false"[^>]*>Back<\/button>/);
    expect(html).toContain("The back is empty and will print blank");
    expect(render("th", start)).toContain("back ยังว่างอยู่ จะพิมพ์ออกมาเป็นหน้าว่าง");

    const back = render("en", editorReducer(start, { type: "showSide", index: 1 }));
    expect(back).toContain('aria-label="Design canvas, Back side"');
    expect(back).toContain("Nothing on this side yet.");
  });
});
