"use client";

import { Loader2Icon, MailIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";

/** How often to ask the server again, and when to stop asking and promise an e-mail instead. */
const POLL_EVERY_MS = 2_000;
const GIVE_UP_AFTER_MS = 2 * 60_000;

type Props = {
  /** Translated on the server: this page's texts needn't ship to every page's browser bundle. */
  text: { title: string; body: string; gaveUpTitle: string; gaveUpBody: string };
};

/**
 * The buyer came back from the payment page before the provider's webhook reached us. Re-render the
 * page's server data every 2 s (router.refresh keeps this client state); when the payment is recorded
 * the server renders the confirmation instead and this component unmounts.
 */
export function PaymentConfirming({ text }: Props) {
  const router = useRouter();
  const [gaveUp, setGaveUp] = useState(false);

  useEffect(() => {
    const started = Date.now();
    const timer = setInterval(() => {
      if (Date.now() - started >= GIVE_UP_AFTER_MS) {
        clearInterval(timer);
        setGaveUp(true);
        return;
      }
      router.refresh();
    }, POLL_EVERY_MS);
    return () => clearInterval(timer);
  }, [router]);

  return (
    <div role="status" className="grid justify-items-center gap-4 px-6 py-12 text-center">
      {gaveUp ? (
        <MailIcon className="size-12 text-primary" aria-hidden />
      ) : (
        <Loader2Icon className="size-12 text-primary motion-safe:animate-spin" aria-hidden />
      )}
      <h1 className="text-2xl font-bold tracking-tight">{gaveUp ? text.gaveUpTitle : text.title}</h1>
      <p className="max-w-md text-muted-foreground">{gaveUp ? text.gaveUpBody : text.body}</p>
    </div>
  );
}
