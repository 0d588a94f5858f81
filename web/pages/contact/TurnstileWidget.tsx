// Cloudflare Turnstile's widget (docs/decisions/040), shown only when the shop has a site
// key: its script is loaded the first time a widget is needed, never on other pages. Each
// token is good for one check, so the form asks for a fresh widget (`round`) after a send.
import { useEffect, useRef, useState } from "react";
import { TURNSTILE_ORIGIN } from "../../../shared/contact";
import { MSG } from "../../../shared/messages";
import { FieldError } from "../../components/forms/Field";
import { t } from "../../i18n";

interface TurnstileOptions {
  sitekey: string;
  callback: (token: string) => void;
  "expired-callback": () => void;
  "error-callback": () => void;
}

export interface TurnstileApi {
  render: (container: HTMLElement, options: TurnstileOptions) => string;
  remove: (widgetId: string) => void;
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

export const TURNSTILE_SCRIPT = `${TURNSTILE_ORIGIN}/turnstile/v0/api.js?render=explicit`;

/** The script on its way (one load shared by widgets asking meanwhile). */
let loading: Promise<TurnstileApi> | null = null;

function loadTurnstile(): Promise<TurnstileApi> {
  if (window.turnstile) return Promise.resolve(window.turnstile);
  loading ??= new Promise<TurnstileApi>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = TURNSTILE_SCRIPT;
    script.async = true;
    script.onload = () => (window.turnstile ? resolve(window.turnstile) : reject(new Error("no turnstile")));
    script.onerror = () => {
      script.remove();
      reject(new Error("Turnstile did not load"));
    };
    document.head.append(script);
  }).finally(() => {
    // Loaded: window.turnstile answers from now on. Failed: the next widget tries again.
    loading = null;
  });
  return loading;
}

export function TurnstileWidget({
  siteKey,
  round,
  onToken,
}: {
  siteKey: string;
  /** A new value renders a new widget (a used token is worth nothing). */
  round: number;
  onToken: (token: string | null) => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const tell = useRef(onToken);
  tell.current = onToken;
  const [failed, setFailed] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` asks for a fresh widget
  useEffect(() => {
    let widget: string | undefined;
    let live = true;
    tell.current(null);
    loadTurnstile().then(
      (turnstile) => {
        if (!live || !box.current) return;
        setFailed(false);
        widget = turnstile.render(box.current, {
          sitekey: siteKey,
          callback: (token) => tell.current(token),
          "expired-callback": () => tell.current(null),
          "error-callback": () => tell.current(null),
        });
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
      if (widget) window.turnstile?.remove(widget);
    };
  }, [siteKey, round]);

  return (
    <div className="field turnstile">
      <div ref={box} />
      <FieldError message={failed ? t(MSG.contact.robotCheckFailed) : undefined} />
    </div>
  );
}
