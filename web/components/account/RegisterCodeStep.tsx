// Second step of /register: the 6-digit code from the e-mail. Verify is enabled
// only at exactly 6 digits; success sets the password typed on the form (so a stranger's
// earlier registration of the address cannot keep its own), signs in and goes home.
import { useState } from "react";
import { CODE_LENGTH, CODE_TTL_MINUTES } from "../../../shared/limits";
import { MSG } from "../../../shared/messages";
import { authApi } from "../../api/shop";
import { hasStatus, rateLimitedOr, refusalDetail } from "../forms/apiError";
import { CodeField } from "../forms/CodeField";
import { errorNotice, FormMessage, type Notice, successNotice } from "../forms/FormMessage";
import { SubmitButton } from "../forms/SubmitButton";
import { useBusy } from "../forms/useBusy";
import { useForm } from "../forms/useForm";
import { isCompleteCode } from "../forms/validation";
import { AuthCard } from "./AuthCard";
import { CodeStepActions, useResendOtp } from "./CodeStepActions";
import { useSignInHome } from "./useSignInHome";

export interface RegisterCodeStepProps {
  email: string;
  /** The password typed on the form: the code confirms it, whatever an earlier
   *  registration of the same unverified address had set. */
  password: string;
  onBack: () => void;
}

export function RegisterCodeStep({ email, password, onBack }: RegisterCodeStepProps) {
  const signInHome = useSignInHome();
  const { values, field, formProps } = useForm({ otp: "" });
  const { otp } = values;
  const [notice, setNotice] = useState<Notice | null>(successNotice(MSG.register.otpSent));
  const verifying = useBusy();
  const { resending, resend } = useResendOtp(
    email,
    { sent: MSG.register.resent, failed: MSG.register.resendFailed },
    setNotice,
  );
  const complete = isCompleteCode(otp);

  const verify = () =>
    verifying.run(async () => {
      if (!isCompleteCode(otp)) return;
      setNotice(null);
      try {
        signInHome(await authApi.verifyAndSetPassword(email, otp, password), MSG.register.completed);
      } catch (error) {
        // The server's reason goes under the MSG text: "expired", "too many wrong codes".
        if (hasStatus(error, 400)) setNotice(errorNotice(MSG.register.invalidOtp, refusalDetail(error)));
        else setNotice(errorNotice(rateLimitedOr(error, MSG.register.otpFailed)));
      }
    });

  return (
    <AuthCard
      title="Check your email"
      focusTitle
      lead={
        <>
          Enter the {CODE_LENGTH}-digit code we sent to <strong>{email}</strong>. It is valid for{" "}
          {CODE_TTL_MINUTES} minutes.
        </>
      }
    >
      <FormMessage notice={notice} />
      <form {...formProps(verify)}>
        <CodeField
          label="Verification code"
          hint={`${CODE_LENGTH} digits, from the email we just sent`}
          {...field("otp")}
        />
        <SubmitButton busy={verifying.busy} busyLabel="Verifying…" disabled={!complete}>
          Verify
        </SubmitButton>
      </form>
      <CodeStepActions
        resending={resending}
        onResend={resend}
        backLabel="Back to registration"
        onBack={onBack}
      />
    </AuthCard>
  );
}
