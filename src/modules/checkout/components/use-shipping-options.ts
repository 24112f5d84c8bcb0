"use client";

import { useEffect, useState } from "react";
import { loadShippingOptions, type ShippingOptionsResult } from "../actions";

export type ShippingOption = Extract<ShippingOptionsResult, { ok: true }>["options"][number];

export type ShippingOptionsState =
  { status: "loading" } | { status: "ready"; options: ShippingOption[] } | { status: "failed" };

const LOADING: ShippingOptionsState = { status: "loading" };

/**
 * The shipping levels and prices for the whole server cart to `country`, loaded again when the
 * country or the cart changes, or on Retry. An answer for an earlier request is never shown.
 */
export function useShippingOptions(country: string, cartKey: string) {
  const [attempt, setAttempt] = useState(0);
  const request = JSON.stringify([country, cartKey, attempt]);
  const [settled, setSettled] = useState<{ request: string; state: ShippingOptionsState }>();

  useEffect(() => {
    let current = true;
    loadShippingOptions(country)
      .then((result): ShippingOptionsState =>
        result.ok ? { status: "ready", options: result.options } : { status: "failed" },
      )
      .catch((): ShippingOptionsState => ({ status: "failed" }))
      .then((state) => {
        if (current) setSettled({ request, state });
      });
    return () => {
      current = false;
    };
  }, [country, request]);

  return {
    state: settled?.request === request ? settled.state : LOADING,
    retry: () => setAttempt((count) => count + 1),
  };
}
