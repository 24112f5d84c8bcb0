import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/*
 * A CloudCore account whose catalogue nothing in the shop or the simulator names: a mug with a handle
 * colour family and a gift box family. The import test runs against it to show that everything the
 * shop knows of a product comes from the account (docs/admin.md#provider-catalogue). It speaks the
 * parts of the protocol an import, a margin check, a quote and the catalog check use, over real HTTP.
 */

type Option = { reference: string; type: string; default: "0" | "1"; note: string; eur: number };

const MUG = "zz_mug_ceramic_325ml_wrap";
const OPTIONS: Option[] = [
  { reference: "hdl_col_cobalt", type: "type_mug_handle_tint", default: "1", note: "Cobalt handle", eur: 0 },
  { reference: "hdl_col_coral", type: "type_mug_handle_tint", default: "0", note: "Coral handle", eur: 0.4 },
  { reference: "gbx_kraft", type: "type_gift_box_x", default: "0", note: "Kraft gift box", eur: 1.1 },
];
const SPECS = [
  { reference: "exact_width_in_mm", note: "Wrap width", value: "200" },
  { reference: "exact_height_in_mm", note: "Wrap height", value: "85" },
  { reference: "bleed_in_mm", note: "Bleed", value: "2" },
];
/** EUR per mug before options; the exchange table the tests use turns EUR into USD. */
const MUG_EUR = 5;

export type ForeignAccount = {
  baseUrl: string;
  mug: string;
  /** Every request's path and body, in order. */
  requests: { path: string; body: Record<string, unknown> }[];
  /** Takes the mug off the account (`products` leaves it out, `products/info` is 204). */
  removeMug(): void;
  close(): Promise<void>;
};

export async function startForeignAccount(): Promise<ForeignAccount> {
  let mugOnAccount = true;
  const requests: ForeignAccount["requests"] = [];
  const server: Server = createServer((request, response) => {
    let text = "";
    request.on("data", (chunk) => (text += chunk));
    request.on("end", () => {
      const path = (request.url ?? "/").replace(/^\/+|\/+$/g, "");
      const body = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
      requests.push({ path, body });
      const [status, answer] = handle(path, body, mugOnAccount);
      response.writeHead(status, { "content-type": "application/json" });
      response.end(answer === undefined ? "" : JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/`,
    mug: MUG,
    requests,
    removeMug: () => void (mugOnAccount = false),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function handle(path: string, body: Record<string, unknown>, mugOnAccount: boolean): [number, unknown] {
  switch (path) {
    case "products":
      return [
        200,
        mugOnAccount
          ? [
              {
                reference: MUG,
                name: "Wrap mug",
                note: "",
                category: "Drinkware",
                from_price: "5.00",
                currency: "EUR",
              },
            ]
          : [],
      ];
    case "products/info":
      if (!mugOnAccount || body.reference !== MUG) return [204, undefined];
      return [
        200,
        {
          reference: MUG,
          name: "Wrap mug",
          note: "",
          options: OPTIONS.map(({ reference, type, default: isDefault, note }) => ({
            reference,
            type,
            default: isDefault,
            note,
          })),
          specs: SPECS,
        },
      ];
    case "shipping/countries":
      return [200, [{ country_reference: "US", note: "United States", require_state: "0" }]];
    case "shipping/levels":
      return [200, [{ shipping_level_reference: "cp_ground", name: "Ground", note: "" }]];
    case "orders/quote":
    case "prices/lookup":
      return quote(body, mugOnAccount);
    default:
      return [404, { error: { type: "not_found", info: path } }];
  }
}

function quote(body: Record<string, unknown>, mugOnAccount: boolean): [number, unknown] {
  const items = (body.items ?? []) as {
    reference: string;
    product: string;
    count: string;
    options?: { type: string }[];
  }[];
  let eur = 0;
  for (const item of items) {
    if (!mugOnAccount || item.product !== MUG)
      return [400, { error: { type: "product_unknown", info: item.product } }];
    let unit = MUG_EUR;
    for (const chosen of item.options ?? []) {
      const option = OPTIONS.find((candidate) => candidate.reference === chosen.type);
      if (!option) return [400, { error: { type: "option_unknown", info: chosen.type } }];
      unit += option.eur;
    }
    eur += unit * Number(item.count);
  }
  const price = eur.toFixed(2);
  return [
    200,
    {
      price,
      currency: "EUR",
      subtotals: { items: price },
      shipments: [
        {
          items: items.map((item) => ({ reference: item.reference })),
          quotes: [{ quote: "q-ground", shipping_level: "cp_ground", price: "4.00", currency: "EUR" }],
        },
      ],
    },
  ];
}
