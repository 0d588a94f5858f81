// The free same-day delivery announcement: dismissible for the visit (a session cookie),
// with a 10-second progress bar, and never on the pages whose row in shared/routes.ts says
// `hidesPromo` (admin, profile, orders) or below them.
import { useState } from "react";
import { useLocation } from "react-router-dom";
import { PROMO_HIDDEN } from "../../shared/early-marks";
import { PROMO_PROGRESS_MS } from "../../shared/limits";
import { isAtOrBelow, PROMO_HIDDEN_ON } from "../../shared/routes";
import { SHOP_CITY } from "../../shared/shop-facts";
import { t } from "../i18n";
import { T } from "../i18n/T";
import { isMarked, keepMark } from "../lib/early-marks";
import { useHydrated } from "../ssr/route-data";
import { CLOSE_ICON, Icon, TRUCK_ICON } from "./Icon";

export function PromoBanner() {
  const { pathname } = useLocation();
  // dismissed earlier in this visit: the drawn page has the banner, hidden by <html>'s mark
  // until the browser takes the page over and leaves it out
  const hydrated = useHydrated();
  const [dismissedNow, setDismissed] = useState(false);
  const dismissed = dismissedNow || (hydrated && isMarked(PROMO_HIDDEN));

  if (dismissed || isAtOrBelow(pathname, PROMO_HIDDEN_ON)) return null;

  const dismiss = () => {
    keepMark(PROMO_HIDDEN);
    setDismissed(true);
    // the close button goes with the banner: without this, focus would fall to <body>
    document.getElementById("main")?.focus({ preventScroll: true });
  };

  return (
    <aside className="promo" aria-label={t("Delivery offer")}>
      <p className="promo-text">
        <Icon d={TRUCK_ICON} size={18} />
        <span>
          <T
            text="{offer} in {city}"
            values={{ offer: <strong>{t("Free same-day delivery")}</strong>, city: t(SHOP_CITY) }}
          />
        </span>
      </p>
      <button
        type="button"
        className="promo-close"
        aria-label={t("Dismiss delivery offer")}
        onClick={dismiss}
      >
        <Icon d={CLOSE_ICON} size={18} />
      </button>
      <span
        className="promo-progress"
        aria-hidden="true"
        style={{ animationDuration: `${PROMO_PROGRESS_MS}ms` }}
      />
    </aside>
  );
}
