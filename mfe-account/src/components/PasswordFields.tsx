import { TextField } from '@er/ui';
import { PASSWORD_HINT, type NewPasswordErrors } from '../forms/password-rules';

/** A new password typed twice, with the password rules as the first field's hint (sign-up, password reset). */
export function PasswordFields({
  label = 'パスワード',
  password,
  confirmation,
  onPassword,
  onConfirmation,
  errors,
}: {
  label?: string;
  password: string;
  confirmation: string;
  onPassword: (value: string) => void;
  onConfirmation: (value: string) => void;
  errors: NewPasswordErrors;
}) {
  return (
    <>
      <TextField
        label={label}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        hint={PASSWORD_HINT}
        value={password}
        onChange={(e) => onPassword(e.target.value)}
        errors={errors.password}
      />
      <TextField
        label={`${label}（確認）`}
        name="password_confirmation"
        type="password"
        autoComplete="new-password"
        required
        hint="確認のため、もう一度入力してください"
        value={confirmation}
        onChange={(e) => onConfirmation(e.target.value)}
        errors={errors.password_confirmation}
      />
    </>
  );
}
