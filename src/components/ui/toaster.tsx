"use client";

import { useEffect, useState, type ComponentType } from "react";
import type { ExternalToast, ToasterProps } from "sonner";

type Props = {
  /** The notification region's name for screen readers, in the page's language (with its shortcut). */
  regionLabel: string;
  /** The close button's name, in the page's language. */
  closeLabel: string;
};

type Sonner = typeof import("sonner");
type Kind = "success" | "error" | "warning";

/**
 * sonner (~10 KB gzip) loads with the first toast, not with every page (docs/client-weight.md): `toast`
 * below asks for it, the Toaster mounts sonner's once it is there, and the toast is shown as soon as
 * that Toaster listens. A page that never toasts never fetches it.
 */
let sonner: Promise<Sonner> | undefined;
let toasterReady: Promise<void> | undefined;
let markToasterReady: (() => void) | undefined;
const mountRequests = new Set<(module: Sonner) => void>();

function loadSonner(): Promise<Sonner> {
  sonner ??= import("sonner").then((module) => {
    for (const mount of mountRequests) mount(module);
    return module;
  });
  toasterReady ??= new Promise((resolve) => (markToasterReady = resolve));
  return sonner;
}

function show(kind: Kind, message: string, data?: ExternalToast): void {
  const loading = loadSonner();
  void Promise.all([loading, toasterReady]).then(([module]) => module.toast[kind](message, data));
}

/** sonner's toast calls the shop makes; each returns at once and shows the toast when sonner is in. */
export const toast = {
  success: (message: string, data?: ExternalToast) => show("success", message, data),
  error: (message: string, data?: ExternalToast) => show("error", message, data),
  warning: (message: string, data?: ExternalToast) => show("warning", message, data),
};

/**
 * Toasts at the top. On phones (sonner's layout below 600 px) they start below the 64 px sticky header,
 * so a toast never covers the cart button and its count (docs/testing.md#accessibility).
 */
export function Toaster({ regionLabel, closeLabel }: Props) {
  const [SonnerToaster, setSonnerToaster] = useState<ComponentType<ToasterProps>>();
  useEffect(() => {
    const mount = (module: Sonner) => setSonnerToaster(() => module.Toaster);
    mountRequests.add(mount);
    if (sonner) void sonner.then(mount);
    return () => void mountRequests.delete(mount);
  }, []);
  // Runs after sonner's Toaster (a child) has subscribed to new toasts. Until the next one does (another
  // language's layout mounts its own), toasts wait rather than go to nobody.
  useEffect(() => {
    if (!SonnerToaster) return;
    markToasterReady?.();
    return () => {
      toasterReady = new Promise((resolve) => (markToasterReady = resolve));
    };
  }, [SonnerToaster]);
  if (!SonnerToaster) return null;
  return (
    <SonnerToaster
      position="top-center"
      richColors
      closeButton
      mobileOffset={{ top: 72 }}
      customAriaLabel={regionLabel}
      toastOptions={{ closeButtonAriaLabel: closeLabel }}
    />
  );
}
