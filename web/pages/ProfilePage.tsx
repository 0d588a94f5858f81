// /profile (signed in): edit name, mobile and address, optionally change the
// password (sent only when both current and new are filled); an account without a password
// yet (made by an e-mail code) sets one with the new password alone (docs/decisions/060); email and
// account type are read-only; shortcuts to products, orders, the admin panel (admins) and logout;
// the customer's reminders, each deleted with an Undo (docs/decisions/073).
import { Link, useNavigate } from "react-router-dom";
import { PASSWORD_MAX, TEXT_MAX } from "../../shared/limits";
import { MSG } from "../../shared/messages";
import { storedToken } from "../api/client";
import type { User } from "../api/models";
import { shopApi } from "../api/shop";
import { useAuth } from "../auth/AuthProvider";
import { refusalDetail } from "../components/forms/apiError";
import { errorNotice, FormMessage, successNotice } from "../components/forms/FormMessage";
import { NewPasswordFields } from "../components/forms/NewPasswordFields";
import { PasswordField } from "../components/forms/PasswordField";
import { FullNameField, MobileField } from "../components/forms/PersonFields";
import { SubmitButton } from "../components/forms/SubmitButton";
import { TextAreaField } from "../components/forms/TextField";
import { FORM_TEXT } from "../components/forms/texts";
import { useForm } from "../components/forms/useForm";
import { useSubmit } from "../components/forms/useSubmit";
import {
  type FieldErrors,
  mobileError,
  newPasswordErrors,
  requiredError,
} from "../components/forms/validation";
import { PageMeta } from "../components/PageMeta";
import { MyReminders } from "../components/reminders/MyReminders";
import { useToast } from "../components/Toast";
import { t } from "../i18n";
import "../styles/account.css";

const NO_PASSWORDS = { currentPassword: "", newPassword: "", confirmPassword: "" };
type Values = { name: string; mobile: string; address: string } & typeof NO_PASSWORDS;
type Fields = keyof Values;

/** Name and mobile required (as on /register); a new password is at least 6 characters and
 *  matches its confirmation, and needs the current one when the account has a password. */
const profileErrors =
  (hasPassword: boolean) =>
  (values: Values): FieldErrors<Fields> => {
    const changing = values.newPassword !== "" || values.confirmPassword !== "";
    const passwords = changing
      ? newPasswordErrors(values.newPassword, values.confirmPassword, "profile")
      : {};
    return {
      name: requiredError(values.name, FORM_TEXT.nameRequired),
      mobile: mobileError(values.mobile),
      currentPassword:
        hasPassword && values.newPassword && !values.currentPassword
          ? FORM_TEXT.currentPasswordRequired
          : undefined,
      newPassword: passwords.password,
      confirmPassword: passwords.confirm,
    };
  };

function AccountFacts({ user }: { user: User }) {
  return (
    <dl className="profile-facts">
      <div>
        <dt>{t("Email")}</dt>
        <dd>{user.email}</dd>
      </div>
      <div>
        <dt>{t("Account type")}</dt>
        <dd>{user.isAdmin ? t("Administrator") : t("Customer")}</dd>
      </div>
    </dl>
  );
}

export default function ProfilePage() {
  const { user, signIn, updateUser, signOut } = useAuth();
  const navigate = useNavigate();
  const toast = useToast();
  const { values, setValues, field, check, formProps } = useForm<Values>(() => ({
    name: user?.name ?? "",
    mobile: user?.mobile ?? "",
    address: user?.address ?? "",
    ...NO_PASSWORDS,
  }));
  const { busy, notice, submit } = useSubmit();
  // A user stored before `has_password` existed had one, as every account then.
  const hasPassword = user?.hasPassword !== false;

  const passwordChange = () => {
    if (!hasPassword) return values.newPassword !== "" ? { new_password: values.newPassword } : {};
    return values.currentPassword !== "" && values.newPassword !== ""
      ? { current_password: values.currentPassword, new_password: values.newPassword }
      : {};
  };

  const save = () =>
    submit({
      check: () => check(profileErrors(hasPassword)),
      action: async () => {
        if (!storedToken()) return errorNotice(MSG.profile.noToken);
        const answer = await shopApi.updateProfile({
          name: values.name.trim(),
          mobile: values.mobile.trim(),
          address: values.address.trim(),
          ...passwordChange(),
        });
        // A password change voids older tokens; the answer then carries a fresh one.
        if (answer.accessToken) signIn(answer.user, answer.accessToken);
        else updateUser(answer.user);
        setValues((current) => ({ ...current, ...NO_PASSWORDS }));
        return successNotice(MSG.profile.updated);
      },
      failed: (error) => errorNotice(refusalDetail(error) ?? MSG.profile.updateFailed),
    });

  const logOut = () => {
    navigate("/");
    signOut();
    toast(MSG.profile.loggedOut, "success");
  };

  if (!user) return null;
  return (
    <main id="main" className="page profile-page">
      <PageMeta />
      <header className="page-header">
        <h1 className="page-title">{t("My profile")}</h1>
        <p className="page-lead">
          {t("Hello, {name}. Keep your details up to date for smooth deliveries.", { name: user.name })}
        </p>
      </header>
      <div className="profile-layout">
        <section className="card" aria-labelledby="profile-details-title">
          <h2 id="profile-details-title" className="profile-section-title">
            {t("Your details")}
          </h2>
          <AccountFacts user={user} />
          <form {...formProps(save)}>
            <FullNameField {...field("name")} />
            <MobileField {...field("mobile")} />
            <TextAreaField
              label={t("Delivery address")}
              autoComplete="street-address"
              maxLength={TEXT_MAX.address}
              optional
              hint={t("Used to prefill your orders")}
              {...field("address")}
            />
            <fieldset className="profile-password">
              <legend>{hasPassword ? t("Change password") : t("Set a password")}</legend>
              <p className="field-hint">
                {hasPassword
                  ? t("Leave these empty to keep your current password.")
                  : t(
                      "Your account has no password yet: you sign in with a code we e-mail you. Choose one to sign in with it too, or leave these empty.",
                    )}
              </p>
              {hasPassword ? (
                <PasswordField
                  label={t("Current password")}
                  autoComplete="current-password"
                  optional
                  maxLength={PASSWORD_MAX}
                  {...field("currentPassword")}
                />
              ) : null}
              <NewPasswordFields
                optional
                password={field("newPassword")}
                confirm={field("confirmPassword")}
              />
            </fieldset>
            {/* Beside the button, where the eye is after pressing it, on phones too. */}
            <FormMessage notice={notice} />
            <SubmitButton busy={busy} busyLabel={t("Saving…")} className="btn btn-primary">
              {t("Save changes")}
            </SubmitButton>
          </form>
        </section>
        <nav className="card profile-shortcuts" aria-label={t("Account shortcuts")}>
          <h2 className="profile-section-title">{t("Shortcuts")}</h2>
          <Link to="/products" className="btn btn-secondary btn-block">
            {t("Browse products")}
          </Link>
          <Link to="/orders" className="btn btn-secondary btn-block">
            {t("My orders")}
          </Link>
          {user.isAdmin ? (
            <Link to="/admin" className="btn btn-secondary btn-block">
              {t("Admin panel")}
            </Link>
          ) : null}
          <button type="button" className="btn btn-ghost btn-block" onClick={logOut}>
            {t("Log out")}
          </button>
        </nav>
        <MyReminders />
      </div>
    </main>
  );
}
