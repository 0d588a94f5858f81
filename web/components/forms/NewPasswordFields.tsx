// A new password and its confirmation, as /register, the verify panel, the reset form and
// /profile ask for it: "new-password" autofill, the length hint and the upper limit.
import { PASSWORD_MAX, PASSWORD_MIN } from "../../../shared/limits";
import { t } from "../../i18n";
import { PasswordField } from "./PasswordField";
import type { FieldBinding } from "./useForm";

export interface NewPasswordFieldsProps {
  password: FieldBinding;
  confirm: FieldBinding;
  /** "Password" where the account gets its first one; the confirmation is labelled after it. */
  label?: string;
  /** On /profile, where leaving both empty keeps the current password. */
  optional?: boolean;
}

export function NewPasswordFields({
  password,
  confirm,
  label = t("New password"),
  optional,
}: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        {...password}
        label={label}
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
        optional={optional}
        hint={t("At least {count} characters", { count: PASSWORD_MIN })}
      />
      <PasswordField
        {...confirm}
        label={t("Confirm {field}", { field: t(label).toLowerCase() })}
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
        optional={optional}
      />
    </>
  );
}
