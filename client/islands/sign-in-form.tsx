import { useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { loginSchema } from '#shared/schemas/admin-schema.ts';
import { useFormSubmission } from '../lib/use-form-submission.ts';
import { fieldControlProps, fieldErrorId } from '../ui/form-field.tsx';
import { SubmitButton } from '../ui/submit-button.tsx';

export interface SignInFormProps {
  action: string;
  /** The login typed last time, shown again. */
  login: string;
  /** Per field, a translation key: what the server found wrong with the last post. */
  fieldErrors: Record<string, string>;
}

interface SignInFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  name: 'login' | 'password';
  /** What is wrong with what was typed, in the page's language. */
  error: string | undefined;
}

// A label, its control (required: the browser's own check without script) and its error line, linked by id.
function SignInField({ name, error, ...input }: SignInFieldProps) {
  const { t } = useTranslation('admin');
  return (
    <>
      <label htmlFor={name}>{t(`login.${name}`)}</label>
      <input {...fieldControlProps(name, error)} name={name} required {...input} />
      {error ? (
        <p id={fieldErrorId(name)} className="field-error">
          {error}
        </p>
      ) : null}
    </>
  );
}

/**
 * The office sign-in form. Without script it is a plain post to the sign-in address; live, it checks with the
 * server's schema first (the messages under the fields, the first invalid one focused, nothing sent) and lets
 * the browser post valid input as before, its button disabled: the server's answer is a page either way.
 */
export function SignInForm({ action, login, fieldErrors }: SignInFormProps) {
  const { t } = useTranslation('admin');
  const { formRef, errors, isSending, onSubmit } = useFormSubmission({ schema: loginSchema, postsNatively: true });
  // The server's messages stand until the form is checked here.
  const [isChecked, setChecked] = useState(false);
  const shown = (name: 'login' | 'password') => (isChecked ? errors[name] : fieldErrors[name] && t(fieldErrors[name]));
  const check = (event: FormEvent<HTMLFormElement>) => {
    setChecked(true);
    onSubmit(event);
  };
  return (
    <form ref={formRef} method="post" action={action} className="stack" onSubmit={check}>
      <SignInField
        name="login"
        error={shown('login')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        defaultValue={login}
      />
      <SignInField name="password" error={shown('password')} type="password" autoComplete="current-password" />
      <SubmitButton label={t('login.submit')} isSending={isSending} />
    </form>
  );
}
