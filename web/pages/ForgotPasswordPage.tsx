// /forgot-password: email, then the code (checked only when the new password
// is sent), then the new password with its confirmation; success goes to /login, which still
// knows the page signing in began from (the order being placed).
import { useState } from "react";
import { Link, useLocation, useNavigate } from "react-router-dom";
import { CODE_LENGTH, CODE_TTL_MINUTES, PASSWORD_MIN } from "../../shared/limits";
import { MSG } from "../../shared/messages";
import { authApi } from "../api/shop";
import { returnState } from "../auth/returnPath";
import { AuthCard } from "../components/account/AuthCard";
import { CodeStepActions } from "../components/account/CodeStepActions";
import { isNetworkError, rateLimitedOr, refusalDetail } from "../components/forms/apiError";
import { CodeField } from "../components/forms/CodeField";
import { errorNotice, FormMessage, successNotice } from "../components/forms/FormMessage";
import { NewPasswordFields } from "../components/forms/NewPasswordFields";
import { EmailField } from "../components/forms/PersonFields";
import { SubmitButton } from "../components/forms/SubmitButton";
import { useForm } from "../components/forms/useForm";
import { useSubmit } from "../components/forms/useSubmit";
import { codeError, emailError, newPasswordErrors } from "../components/forms/validation";
import { PageMeta } from "../components/PageMeta";
import { useToast } from "../components/Toast";
import { t } from "../i18n";
import { T } from "../i18n/T";

type Step = "email" | "otp" | "newPassword";
const STEP_NUMBER: Record<Step, number> = { email: 1, otp: 2, newPassword: 3 };

export default function ForgotPasswordPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const back = returnState(location.state);
  const toast = useToast();
  const [step, setStep] = useState<Step>("email");
  const [moved, setMoved] = useState(false);
  const { values, field, setErrors, check, formProps } = useForm({
    email: "",
    otp: "",
    newPassword: "",
    confirmPassword: "",
  });
  const { email, otp, newPassword } = values;
  const [codeRefused, setCodeRefused] = useState(false);
  const { busy, notice, setNotice, submit } = useSubmit();

  const goTo = (next: Step) => {
    setErrors({});
    setNotice(null);
    setCodeRefused(false);
    setMoved(true);
    setStep(next);
  };

  const sendCode = () =>
    submit({
      check: () => step !== "email" || check((typed) => ({ email: emailError(typed.email) })),
      action: async () => {
        await authApi.forgotPassword(email.trim());
        goTo("otp");
        return successNotice(MSG.forgot.codeSent);
      },
      failed: (error) =>
        errorNotice(isNetworkError(error) ? MSG.forgot.error : rateLimitedOr(error, MSG.forgot.sendFailed)),
    });

  const acceptCode = () => {
    if (check((typed) => ({ otp: codeError(typed.otp) }))) goTo("newPassword");
  };

  const resetPassword = () =>
    submit({
      check: () =>
        check((typed) => {
          const found = newPasswordErrors(typed.newPassword, typed.confirmPassword, "register");
          return { newPassword: found.password, confirmPassword: found.confirm };
        }),
      action: async () => {
        await authApi.resetPassword(email.trim(), otp, newPassword);
        toast(MSG.forgot.resetDone, "success");
        navigate("/login", { replace: true, state: back });
        return undefined;
      },
      failed: (error) => {
        setCodeRefused(refusalDetail(error) !== null);
        return isNetworkError(error)
          ? errorNotice(MSG.forgot.error)
          : errorNotice(MSG.forgot.resetFailed, refusalDetail(error));
      },
    });

  const onSubmit = { email: sendCode, otp: acceptCode, newPassword: resetPassword }[step];

  return (
    <main id="main" className="page auth-page">
      <PageMeta />
      <AuthCard
        focusTitle={moved}
        title={
          step === "email"
            ? t("Forgot your password?")
            : step === "otp"
              ? t("Enter your code")
              : t("Choose a new password")
        }
        lead={
          step === "email" ? (
            t("Enter the email address of your account and we will send you a code to reset your password.")
          ) : step === "otp" ? (
            <T
              text="If an account exists for {email}, we sent it a {count}-digit code. It is valid for {minutes} minutes."
              values={{
                email: <strong>{email.trim()}</strong>,
                count: CODE_LENGTH,
                minutes: CODE_TTL_MINUTES,
              }}
            />
          ) : (
            t("Choose a password of at least {count} characters.", { count: PASSWORD_MIN })
          )
        }
        footer={
          <p>
            <T
              text="Remembered it? {link}"
              values={{
                link: (
                  <Link to="/login" state={back}>
                    {t("Back to login")}
                  </Link>
                ),
              }}
            />
          </p>
        }
      >
        <p className="step-count">
          {t("Step {step} of {total}", { step: STEP_NUMBER[step], total: Object.keys(STEP_NUMBER).length })}
        </p>
        <FormMessage notice={notice}>
          {codeRefused ? (
            <button type="button" className="btn btn-secondary btn-sm" onClick={() => goTo("otp")}>
              {t("Change the code")}
            </button>
          ) : null}
        </FormMessage>
        <form {...formProps(onSubmit)}>
          {step === "email" ? (
            <>
              <EmailField {...field("email")} />
              <SubmitButton busy={busy} busyLabel={t("Sending code…")}>
                {t("Send reset code")}
              </SubmitButton>
            </>
          ) : null}
          {step === "otp" ? (
            <>
              <CodeField label={t("Verification code")} {...field("otp")} />
              <SubmitButton busy={false} busyLabel="">
                {t("Continue")}
              </SubmitButton>
            </>
          ) : null}
          {step === "newPassword" ? (
            <>
              <NewPasswordFields password={field("newPassword")} confirm={field("confirmPassword")} />
              <SubmitButton busy={busy} busyLabel={t("Resetting password…")}>
                {t("Reset password")}
              </SubmitButton>
            </>
          ) : null}
        </form>
        {step === "otp" ? (
          <CodeStepActions
            resending={busy}
            onResend={sendCode}
            backLabel={t("Use a different email")}
            onBack={() => goTo("email")}
          />
        ) : null}
      </AuthCard>
    </main>
  );
}
