import { useTranslation } from 'react-i18next';

interface SubmitButtonProps {
  label: string;
  isSending: boolean;
  className?: string;
}

// docs/specification.md §4: while sending the button is disabled and reads 'Sending...'.
export function SubmitButton({ label, isSending, className = 'button' }: SubmitButtonProps) {
  const { t } = useTranslation('forms');
  return (
    <button className={className} type="submit" disabled={isSending}>
      {isSending ? t('sending') : label}
    </button>
  );
}
