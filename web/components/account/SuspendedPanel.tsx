// Shown instead of the login form when the account is suspended: the message, and
// how to reach the shop (SHOP.supportEmail and both phones) to sort it out. SuspendedPage
// is the same panel as a page of its own, which the frame shows in place of any page when a
// signed-in call finds the account suspended (web/auth/SessionExpiry.tsx).
import { MSG } from "../../../shared/messages";
import { phoneHref, SHOP } from "../../../shared/shop";
import { t } from "../../i18n";
import { PageMeta } from "../PageMeta";
import { AuthCard } from "./AuthCard";

export function SuspendedPanel({ onBack }: { onBack: () => void }) {
  return (
    <AuthCard title={t("Account suspended")} focusTitle>
      <p role="alert" className="alert alert-error">
        {t(MSG.login.suspended)}
      </p>
      <p>
        {t(
          "You cannot sign in or place orders while your account is suspended. If you think this is a mistake, please contact us and we will look into it.",
        )}
      </p>
      <ul className="contact-list">
        <li>
          <span className="contact-label">{t("Email")}</span>
          <a href={`mailto:${SHOP.supportEmail}`}>{SHOP.supportEmail}</a>
        </li>
        {SHOP.phones.map((phone) => (
          <li key={phone}>
            <span className="contact-label">{t("Phone")}</span>
            <a href={phoneHref(phone)}>{phone}</a>
          </li>
        ))}
      </ul>
      <button type="button" className="btn btn-secondary btn-block" onClick={onBack}>
        {t("Back to login")}
      </button>
    </AuthCard>
  );
}

/** The panel as the page's content (a lazy chunk of the frame): "Back to login" opens the
 *  login form, to come back here after signing in. */
export default function SuspendedPage({ onBack }: { onBack: () => void }) {
  return (
    <main id="main" className="page auth-page">
      <PageMeta title={t("Account suspended | {shop}", { shop: SHOP.name })} />
      <SuspendedPanel onBack={onBack} />
    </main>
  );
}
