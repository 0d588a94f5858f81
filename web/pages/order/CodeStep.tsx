// A visitor's "Place order", second half: the 6-digit code e-mailed to the form's address, asked
// for in place under the form (nothing typed above it goes), with "Resend code" counting down
// its cooldown and the button that signs in (or opens the account) and places the order at once:
// the order form's submit button, so Enter in the code field presses it.
import { CodeField } from "../../components/forms/CodeField";
import { CodeSentNote, ResendCodeButton } from "../../components/forms/CodeSent";
import { FormMessage, type Notice } from "../../components/forms/FormMessage";
import { SubmitButton } from "../../components/forms/SubmitButton";
import { t } from "../../i18n";
import { ORDER_TEXT } from "./texts";

interface CodeStepProps {
  email: string;
  sentAt: number;
  code: string;
  onCode: (code: string) => void;
  codeError?: string;
  notice: Notice | null;
  busy: boolean;
  resending: boolean;
  onResend: () => void;
}

export function CodeStep(props: CodeStepProps) {
  const { email, sentAt, code, onCode, codeError, notice, busy, resending, onResend } = props;
  return (
    <div className="order-code">
      <CodeSentNote className="order-code-note" email={email} />
      <CodeField
        label={t("Verification code")}
        name="otp"
        value={code}
        onChange={onCode}
        error={codeError}
        // Focus goes to the field as it appears, where the next thing to type is.
        autoFocus
      />
      <FormMessage notice={notice} />
      <SubmitButton
        busy={busy}
        busyLabel={ORDER_TEXT.confirming}
        className="btn btn-primary btn-block btn-lg"
      >
        {ORDER_TEXT.confirmAndPlace}
      </SubmitButton>
      <ResendCodeButton sentAt={sentAt} resending={resending} onResend={onResend} />
    </div>
  );
}
