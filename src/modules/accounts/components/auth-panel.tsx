"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { Card, CardContent } from "@/components/ui/card";
import type { AuthView } from "../auth-view";
import { AuthTabs, tabId, tabPanelId } from "./auth-tabs";
import { ForgotPasswordForm } from "./forgot-password-form";
import { GoogleSignInButton } from "./google-sign-in-button";
import { PasskeySignInButton } from "./passkey-sign-in-button";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";

type Props = {
  /** ?next: the page to return to after signing in (already validated by the page). */
  next?: string;
  initialView: AuthView;
  /** Whether "Continue with Google" is offered (GOOGLE_CLIENT_ID and secret set). */
  google: boolean;
  /** Google sent the visitor back with ?error=. */
  googleFailed: boolean;
};

/** The /auth page's card: Sign In / Sign Up tabs, the "forgot password" form, and Google. */
export function AuthPanel({ next, initialView, google, googleFailed }: Props) {
  const t = useTranslations("auth");
  const [view, setView] = useState<AuthView>(initialView);
  const panel = useRef<HTMLDivElement>(null);
  // A button inside the panel that swaps it ("Forgot password?", "Back to sign in") is gone afterwards:
  // focus moves to the new content's first field. Switching tabs keeps focus on the tab (tabs pattern).
  const moveFocus = useRef(false);
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    panel.current?.querySelector<HTMLElement>("input, button")?.focus();
  }, [view]);
  const go = (target: AuthView) => {
    moveFocus.current = true;
    setView(target);
  };

  const tab = view === "sign-up" ? "sign-up" : "sign-in";
  return (
    <Card>
      <CardContent className="grid gap-6 p-4 pt-4 sm:p-6">
        {googleFailed ? (
          <p role="alert" className="rounded-[var(--radius)] bg-destructive/10 p-3 text-sm text-destructive">
            {t("google.failed")}
          </p>
        ) : null}
        {view === "forgot" ? null : (
          <AuthTabs
            label={t("tabs.label")}
            tabs={[
              { id: "sign-in", label: t("tabs.signIn") },
              { id: "sign-up", label: t("tabs.signUp") },
            ]}
            selected={tab}
            onSelect={setView}
          />
        )}
        <div
          ref={panel}
          {...(view === "forgot"
            ? {}
            : { role: "tabpanel", id: tabPanelId(tab), "aria-labelledby": tabId(tab) })}
          className="grid gap-6"
        >
          {view === "sign-in" ? <SignInForm next={next} onForgotPassword={() => go("forgot")} /> : null}
          {view === "sign-in" ? <PasskeySignInButton next={next} /> : null}
          {view === "sign-up" ? <SignUpForm next={next} onSignIn={() => go("sign-in")} /> : null}
          {view === "forgot" ? <ForgotPasswordForm onBack={() => go("sign-in")} /> : null}
          {google && view !== "forgot" ? (
            <>
              <div className="flex items-center gap-3 text-xs text-muted-foreground uppercase" aria-hidden>
                <span className="h-px flex-1 bg-border" />
                {t("google.divider")}
                <span className="h-px flex-1 bg-border" />
              </div>
              <GoogleSignInButton next={next} />
            </>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
