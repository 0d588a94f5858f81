// Shown instead of the login form when the account is suspended: the message, and
// how to reach the shop (SHOP.supportEmail and both phones) to sort it out.
import { MSG } from "../../../shared/messages";
import { phoneHref, SHOP } from "../../../shared/shop";
import { AuthCard } from "./AuthCard";

export function SuspendedPanel({ onBack }: { onBack: () => void }) {
  return (
    <AuthCard title="Account suspended" focusTitle>
      <p role="alert" className="alert alert-error">
        {MSG.login.suspended}
      </p>
      <p>
        You cannot sign in or place orders while your account is suspended. If you think this is a mistake,
        please contact us and we will look into it.
      </p>
      <ul className="contact-list">
        <li>
          <span className="contact-label">Email</span>
          <a href={`mailto:${SHOP.supportEmail}`}>{SHOP.supportEmail}</a>
        </li>
        {SHOP.phones.map((phone) => (
          <li key={phone}>
            <span className="contact-label">Phone</span>
            <a href={phoneHref(phone)}>{phone}</a>
          </li>
        ))}
      </ul>
      <button type="button" className="btn btn-secondary btn-block" onClick={onBack}>
        Back to login
      </button>
    </AuthCard>
  );
}
