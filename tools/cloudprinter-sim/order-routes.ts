import type { Handler, SimContext } from "./context";
import { orderDate } from "./dates";
import { fail } from "./errors";
import type { Fields } from "./fields";
import { itemId, orderId } from "./ids";
import { readNewOrder } from "./order-input";
import { isCancelable, setOrderState } from "./stages";
import type { OrderRecord } from "./types";

/** The order named by `reference`, or a bare `missing` status (410 or 204, per endpoint, docs/cloudprinter.md §1.5). */
function findOrder(body: Fields, ctx: SimContext, missing: number): OrderRecord {
  const order = ctx.store.orders.get(body.text("reference"));
  if (!order) throw fail.bare(missing);
  return order;
}

function orderInfo(order: OrderRecord) {
  return {
    reference: order.reference,
    order: order.id,
    state: order.state,
    state_code: order.stateCode,
    order_date: order.orderDate,
    email: order.email,
    is_cancelable: isCancelable(order),
    status_logs: order.logs.map((log) => ({
      create_date: log.create_date,
      reference: order.reference,
      state: log.state,
    })),
    addresses: order.addresses,
    items: order.items.map((item) => ({
      reference: item.reference,
      product_reference: item.product,
      name: item.name,
      count: item.count,
      shipping_level: item.shippingLevel,
      shipping_option: item.shippingOption,
      tracking: item.tracking,
      state: item.state,
      state_code: item.stateCode,
      options: item.options,
      files: item.files,
    })),
  };
}

/** orders/add (docs/cloudprinter.md §2.3): validate, refuse a reference seen before, store as state 1, start the lifecycle. */
const addOrder: Handler = (body, ctx) => {
  const nowMs = ctx.now();
  const input = readNewOrder(body, ctx, nowMs);
  if (ctx.store.orders.has(input.reference)) {
    ctx.store.countRepeat(input.reference);
    throw fail.invalid(
      "order_reference_not_unique",
      `An order with reference '${input.reference}' already exists`,
    );
  }
  const id = orderId(nowMs, ctx.store.nextSequence());
  const order: OrderRecord = {
    reference: input.reference,
    id,
    email: input.email,
    state: "",
    stateCode: "",
    orderDate: orderDate(nowMs),
    stage: 0,
    canceled: false,
    nextStepAt: null,
    filesChecked: false,
    addresses: input.addresses,
    items: input.items.map((item, index) => ({
      ...item,
      id: itemId(id, index),
      tracking: "",
      trackingUrl: "",
      state: "1",
      stateCode: "item_state_new",
    })),
    logs: [],
  };
  setOrderState(order, "1", nowMs);
  ctx.store.orders.set(order.reference, order);
  ctx.store.countAdd(order.reference);
  ctx.store.save();
  ctx.lifecycle.accepted(order);
  ctx.log(`order ${order.reference} accepted as ${id}`);
  return { status: 201, body: { order: id } };
};

export const ORDER_ROUTES: [string, Handler][] = [
  [
    "orders",
    (_body, ctx) => ({
      status: 200,
      body: [...ctx.store.orders.values()].map((order) => ({
        reference: order.reference,
        order_date: order.orderDate,
        state: order.state,
        state_code: order.stateCode,
      })),
    }),
  ],
  ["orders/info", (body, ctx) => ({ status: 200, body: orderInfo(findOrder(body, ctx, 410)) })],
  ["orders/add", addOrder],
  [
    "orders/cancel",
    (body, ctx) => {
      if (!ctx.lifecycle.cancel(findOrder(body, ctx, 410))) throw fail.bare(409);
      return { status: 200, body: {} };
    },
  ],
  [
    "orders/log",
    (body, ctx) => {
      const order = findOrder(body, ctx, 204);
      return { status: 200, body: order.logs.map((log) => ({ reference: order.reference, ...log })) };
    },
  ],
];
