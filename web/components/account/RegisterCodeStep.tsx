// Second step of /register: the 6-digit code from the e-mail. Verify is enabled
// only at exactly 6 digits; success sets the password typed on the form (so a stranger's
// earlier registration of the address cannot keep its own), signs in and goes back to where
// signing in began (the order being placed), else home.
import { CODE_LENGTH, CODE_TTL_MINUTES } from "../../../shared/limits";
import { MSG } from "../../../shared/messages";
import { authApi } from "../../api/shop";
import { t } from "../../i18n";
import { T } from "../../i18n/T";
import { hasStatus, rateLimitedOr, refusalDetail } from "../forms/apiError";
import { CodeField } from "../forms/CodeField";
import { errorNotice, FormMessage, successNotice } from "../forms/FormMessage";
import { SubmitButton } from "../forms/SubmitButton";
import { useForm } from "../forms/useForm";
import { useSubmit } from "../forms/useSubmit";
import { isCompleteCode } from "../forms/validation";
import { AuthCard } from "./AuthCard";
import { CodeStepActions, useResendOtp } from "./CodeStepActions";
import { useSignIn } from "./useSignIn";

export interface RegisterCodeStepProps {
  email: string;
  /** The password typed on the form: the code confirms it, whatever an earlier
   *  registration of the same unverified address had set. */
  password: string;
  onBack: () => void;
}

export function RegisterCodeStep({ email, password, onBack }: RegisterCodeStepProps) {
  const signIn = useSignIn();
  const { values, field, formProps } = useForm({ otp: "" });
  const { otp } = values;
  const verifying = useSubmit(successNotice(MSG.register.otpSent));
  const { notice, setNotice } = verifying;
  const { resending, resend } = useResendOtp(
    email,
    { sent: MSG.register.resent, failed: MSG.register.resendFailed },
    setNotice,
  );
  const complete = isCompleteCode(otp);

  const verify = () =>
    verifying.submit({
      check: () => isCompleteCode(otp),
      action: async () => {
        signIn(await authApi.verifyAndSetPassword(email, otp, password), MSG.register.completed);
        return undefined;
      },
      // The server's reason goes under the MSG text: "expired", "too many wrong codes".
      failed: (error) =>
        hasStatus(error, 400)
          ? errorNotice(MSG.register.invalidOtp, refusalDetail(error))
          : errorNotice(rateLimitedOr(error, MSG.register.otpFailed)),
    });

  return (
    <AuthCard
      title={t("Check your email")}
      focusTitle
      lead={
        <T
          text="Enter the {count}-digit code we sent to {email}. It is valid for {minutes} minutes."
          values={{ count: CODE_LENGTH, email: <strong>{email}</strong>, minutes: CODE_TTL_MINUTES }}
        />
      }
    >
      <FormMessage notice={notice} />
      <form {...formProps(verify)}>
        <CodeField
          label={t("Verification code")}
          hint={t("{count} digits, from the email we just sent", { count: CODE_LENGTH })}
          {...field("otp")}
        />
        <SubmitButton busy={verifying.busy} busyLabel={t("Verifying…")} disabled={!complete}>
          {t("Verify")}
        </SubmitButton>
      </form>
      <CodeStepActions
        resending={resending}
        onResend={resend}
        backLabel={t("Back to registration")}
        onBack={onBack}
      />
    </AuthCard>
  );
}
