// Under every e-mailed-code form (register code step, verify panel, password reset):
// "Resend code", busy while it sends, and the way back; plus the resend call the first
// two share, which reports the MSG success or failure text as the form's message.
import { authApi } from "../../api/shop";
import { t } from "../../i18n";
import { rateLimitedOr } from "../forms/apiError";
import { errorNotice, type Notice, successNotice } from "../forms/FormMessage";
import { SubmitButton } from "../forms/SubmitButton";
import { useBusy } from "../forms/useBusy";

export interface CodeStepActionsProps {
  resending: boolean;
  onResend: () => unknown;
  backLabel: string;
  onBack: () => void;
}

export function CodeStepActions({ resending, onResend, backLabel, onBack }: CodeStepActionsProps) {
  return (
    <div className="auth-actions">
      <SubmitButton
        type="button"
        className="btn btn-ghost"
        busy={resending}
        busyLabel={t("Sending…")}
        onClick={() => void onResend()}
      >
        {t("Resend code")}
      </SubmitButton>
      <button type="button" className="btn btn-ghost" onClick={onBack}>
        {t(backLabel)}
      </button>
    </div>
  );
}

/** Sends `email` a new account code (POST /api/auth/resend-otp), one call at a time. */
export function useResendOtp(
  email: string,
  texts: { sent: string; failed: string },
  show: (notice: Notice) => void,
) {
  const { busy, run } = useBusy();
  const resend = () =>
    run(async () => {
      try {
        await authApi.resendOtp(email);
        show(successNotice(texts.sent));
      } catch (error) {
        show(errorNotice(rateLimitedOr(error, texts.failed)));
      }
    });
  return { resending: busy, resend };
}
