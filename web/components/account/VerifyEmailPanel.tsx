// The login page's verify-email panel: an unverified account enters the
// e-mailed code and chooses its password; success signs in and goes back to where signing in
// began (the order being placed), else home.
import { CODE_LENGTH } from "../../../shared/limits";
import { MSG } from "../../../shared/messages";
import { authApi } from "../../api/shop";
import { t } from "../../i18n";
import { T } from "../../i18n/T";
import { hasStatus, refusalDetail } from "../forms/apiError";
import { CodeField } from "../forms/CodeField";
import { errorNotice, FormMessage, infoNotice } from "../forms/FormMessage";
import { NewPasswordFields } from "../forms/NewPasswordFields";
import { SubmitButton } from "../forms/SubmitButton";
import { useForm } from "../forms/useForm";
import { useSubmit } from "../forms/useSubmit";
import { codeError, newPasswordErrors } from "../forms/validation";
import { AuthCard } from "./AuthCard";
import { CodeStepActions, useResendOtp } from "./CodeStepActions";
import { useSignIn } from "./useSignIn";

export interface VerifyEmailPanelProps {
  email: string;
  onBack: () => void;
  /** The account turned out to be suspended (403): the page shows its suspended panel. */
  onSuspended: () => void;
}

export function VerifyEmailPanel({ email, onBack, onSuspended }: VerifyEmailPanelProps) {
  const signIn = useSignIn();
  const { values, field, check, formProps } = useForm({ otp: "", newPassword: "", confirmPassword: "" });
  const { otp, newPassword } = values;
  const verifying = useSubmit(infoNotice(MSG.login.otpSent));
  const { notice, setNotice } = verifying;
  const { resending, resend } = useResendOtp(
    email,
    { sent: MSG.verify.resent, failed: MSG.verify.resendFailed },
    setNotice,
  );

  const verify = () =>
    verifying.submit({
      check: () =>
        check((typed) => {
          const passwordErrors = newPasswordErrors(typed.newPassword, typed.confirmPassword, "verify");
          return {
            otp: codeError(typed.otp),
            newPassword: passwordErrors.password,
            confirmPassword: passwordErrors.confirm,
          };
        }),
      action: async () => {
        signIn(await authApi.verifyAndSetPassword(email, otp, newPassword), MSG.verify.success);
        return undefined;
      },
      failed: (error) => {
        if (!hasStatus(error, 403)) return errorNotice(refusalDetail(error) ?? MSG.verify.failed);
        onSuspended();
        return undefined;
      },
    });

  return (
    <AuthCard
      title={t("Verify your email")}
      focusTitle
      lead={
        <T
          text="We sent a {count}-digit code to {email}. Enter it and choose a password to finish setting up your account."
          values={{ count: CODE_LENGTH, email: <strong>{email}</strong> }}
        />
      }
    >
      <FormMessage notice={notice} />
      <form {...formProps(verify)}>
        <CodeField label={t("Verification code")} {...field("otp")} />
        <NewPasswordFields password={field("newPassword")} confirm={field("confirmPassword")} />
        <SubmitButton busy={verifying.busy} busyLabel={t("Verifying…")}>
          {t("Verify and sign in")}
        </SubmitButton>
      </form>
      <CodeStepActions
        resending={resending}
        onResend={resend}
        backLabel={t("Back to login")}
        onBack={onBack}
      />
    </AuthCard>
  );
}
