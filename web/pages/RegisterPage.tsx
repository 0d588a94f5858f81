// /register: full name, email, mobile, password and confirmation, checked in
// the browser first; then the 6-digit code step that completes the account and returns to the
// page signing up began from (location.state.from, e.g. the order being placed).
import { useState } from "react";
import { Link, Navigate, useLocation } from "react-router-dom";
import { MSG } from "../../shared/messages";
import { authApi } from "../api/shop";
import { returnState, useOnwardIfSignedIn } from "../auth/returnPath";
import { AuthCard } from "../components/account/AuthCard";
import { RegisterCodeStep } from "../components/account/RegisterCodeStep";
import { hasCode, rateLimitedOr } from "../components/forms/apiError";
import { errorNotice, FormMessage } from "../components/forms/FormMessage";
import { NewPasswordFields } from "../components/forms/NewPasswordFields";
import { EmailField, FullNameField, MobileField } from "../components/forms/PersonFields";
import { SubmitButton } from "../components/forms/SubmitButton";
import { FORM_TEXT } from "../components/forms/texts";
import { useForm } from "../components/forms/useForm";
import { useSubmit } from "../components/forms/useSubmit";
import {
  emailError,
  type FieldErrors,
  mobileError,
  newPasswordErrors,
  requiredError,
} from "../components/forms/validation";
import { PageMeta } from "../components/PageMeta";
import { t } from "../i18n";
import { T } from "../i18n/T";

const EMPTY = { name: "", email: "", mobile: "", password: "", confirmPassword: "" };
type RegisterForm = typeof EMPTY;
type Fields = keyof RegisterForm;

/** Every field required, password at least 6 characters and matching its confirmation. */
function registerErrors(values: RegisterForm): FieldErrors<Fields> {
  const passwords = newPasswordErrors(values.password, values.confirmPassword, "register", {
    required: true,
  });
  return {
    name: requiredError(values.name, FORM_TEXT.nameRequired),
    email: emailError(values.email),
    mobile: mobileError(values.mobile),
    password: passwords.password,
    confirmPassword: passwords.confirm,
  };
}

function registerFailure(error: unknown): string {
  if (hasCode(error, "alreadyVerified")) return MSG.register.alreadyVerified;
  return rateLimitedOr(error, MSG.register.failed);
}

export default function RegisterPage() {
  const location = useLocation();
  const { values, field, check, formProps } = useForm<RegisterForm>(EMPTY);
  const [codeStep, setCodeStep] = useState(false);
  const [returned, setReturned] = useState(false);
  const { busy, notice, submit } = useSubmit();

  const register = () =>
    submit({
      check: () => check(registerErrors),
      action: async () => {
        await authApi.register({
          ...values,
          name: values.name.trim(),
          email: values.email.trim(),
          mobile: values.mobile.trim(),
        });
        setCodeStep(true);
        return undefined;
      },
      failed: (error) => errorNotice(registerFailure(error)),
    });

  const backToForm = () => {
    setReturned(true);
    setCodeStep(false);
  };

  const onward = useOnwardIfSignedIn();
  if (onward) return <Navigate to={onward} replace />;

  return (
    <main id="main" className="page auth-page">
      <PageMeta />
      {codeStep ? (
        <RegisterCodeStep
          email={values.email.trim().toLowerCase()}
          password={values.password}
          onBack={backToForm}
        />
      ) : (
        <AuthCard
          title={t("Create your account")}
          focusTitle={returned}
          lead={t("Order fresh flowers with free same-day delivery in Siem Reap.")}
          footer={
            <p>
              <T
                text="Already have an account? {link}"
                values={{
                  link: (
                    <Link to="/login" state={returnState(location.state)}>
                      {t("Log in")}
                    </Link>
                  ),
                }}
              />
            </p>
          }
        >
          <FormMessage notice={notice} />
          <form {...formProps(register)}>
            <FullNameField {...field("name")} />
            <EmailField {...field("email")} />
            <MobileField hint={t("So we can reach you about deliveries")} {...field("mobile")} />
            <NewPasswordFields
              label={t("Password")}
              password={field("password")}
              confirm={field("confirmPassword")}
            />
            <SubmitButton busy={busy} busyLabel={t("Creating account…")}>
              {t("Create account")}
            </SubmitButton>
          </form>
        </AuthCard>
      )}
    </main>
  );
}
