// The login page's verify-email panel (§2, §5, §8): an unverified account enters the
// e-mailed code and chooses its password; success signs in and goes home.
import { useRef, useState } from "react";
import { useNavigate } from "react-router-dom";
import { MSG } from "../../../shared/messages";
import { authApi } from "../../api/shop";
import { useAuth } from "../../auth/AuthProvider";
import { hasStatus, rateLimitedOr, refusalDetail } from "../forms/apiError";
import { CodeField } from "../forms/CodeField";
import { errorNotice, FormMessage, infoNotice, type Notice, successNotice } from "../forms/FormMessage";
import { PasswordField } from "../forms/PasswordField";
import { SubmitButton } from "../forms/SubmitButton";
import { useBusy } from "../forms/useBusy";
import {
  codeError,
  type FieldErrors,
  focusFirstError,
  hasErrors,
  newPasswordErrors,
} from "../forms/validation";
import { useToast } from "../Toast";
import { AuthCard } from "./AuthCard";

type Fields = "otp" | "newPassword" | "confirmPassword";

export interface VerifyEmailPanelProps {
  email: string;
  onBack: () => void;
  /** The account turned out to be suspended (403): the page shows its suspended panel. */
  onSuspended: () => void;
}

export function VerifyEmailPanel({ email, onBack, onSuspended }: VerifyEmailPanelProps) {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const toast = useToast();
  const form = useRef<HTMLFormElement>(null);
  const [otp, setOtp] = useState("");
  const [newPassword, setNewPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const [errors, setErrors] = useState<FieldErrors<Fields>>({});
  const [notice, setNotice] = useState<Notice | null>(infoNotice(MSG.login.otpSent));
  const verifying = useBusy();
  const resending = useBusy();

  const submit = () =>
    verifying.run(async () => {
      const passwordErrors = newPasswordErrors(newPassword, confirmPassword, {
        tooShort: MSG.verify.passwordTooShort,
        mismatch: MSG.register.passwordsMismatch,
      });
      const found: FieldErrors<Fields> = {
        otp: codeError(otp),
        newPassword: passwordErrors.password,
        confirmPassword: passwordErrors.confirm,
      };
      setErrors(found);
      if (hasErrors(found)) {
        focusFirstError(form.current, found);
        return;
      }
      setNotice(null);
      try {
        const { user, accessToken } = await authApi.verifyAndSetPassword(email, otp, newPassword);
        signIn(user, accessToken);
        toast(MSG.verify.success, "success");
        navigate("/", { replace: true });
      } catch (error) {
        if (hasStatus(error, 403)) onSuspended();
        else setNotice(errorNotice(refusalDetail(error) ?? MSG.verify.failed));
      }
    });

  const resend = () =>
    resending.run(async () => {
      try {
        await authApi.resendOtp(email);
        setNotice(successNotice(MSG.verify.resent));
      } catch (error) {
        setNotice(errorNotice(rateLimitedOr(error, MSG.verify.resendFailed)));
      }
    });

  return (
    <AuthCard
      title="Verify your email"
      focusTitle
      lead={
        <>
          We sent a 6-digit code to <strong>{email}</strong>. Enter it and choose a password to finish setting
          up your account.
        </>
      }
    >
      <FormMessage notice={notice} />
      <form
        ref={form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <CodeField label="Verification code" name="otp" value={otp} onChange={setOtp} error={errors.otp} />
        <PasswordField
          label="New password"
          name="newPassword"
          autoComplete="new-password"
          hint="At least 6 characters"
          value={newPassword}
          onChange={setNewPassword}
          error={errors.newPassword}
        />
        <PasswordField
          label="Confirm new password"
          name="confirmPassword"
          autoComplete="new-password"
          value={confirmPassword}
          onChange={setConfirmPassword}
          error={errors.confirmPassword}
        />
        <SubmitButton busy={verifying.busy} busyLabel="Verifying…">
          Verify and sign in
        </SubmitButton>
      </form>
      <div className="auth-actions">
        <SubmitButton
          type="button"
          className="btn btn-ghost"
          busy={resending.busy}
          busyLabel="Sending…"
          onClick={() => void resend()}
        >
          Resend code
        </SubmitButton>
        <button type="button" className="btn btn-ghost" onClick={onBack}>
          Back to login
        </button>
      </div>
    </AuthCard>
  );
}
