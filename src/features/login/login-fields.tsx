// The sign-in screen's building blocks as plain elements (no component library on this page; see
// login.css): a labelled field whose label turns into its message, a button with a busy state.
import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'aria-invalid'>;

/** A text field; with `invalid` the label (the caller passes the message as label) turns red. */
export function Field({
  label,
  invalid = false,
  reveal = false,
  ...input
}: InputProps & { label: string; invalid?: boolean; reveal?: boolean }) {
  const id = useId();
  const [shown, setShown] = useState(false);
  return (
    <div className="lg-field" data-invalid={invalid || undefined}>
      <label className="lg-label" htmlFor={id}>
        {label}
      </label>
      <div className="lg-input-wrap">
        <input
          {...input}
          id={id}
          type={reveal && !shown ? 'password' : (input.type ?? 'text')}
          className={reveal ? 'lg-input lg-input--with-toggle' : 'lg-input'}
          aria-invalid={invalid || undefined}
        />
        {reveal && (
          <button
            type="button"
            className="lg-toggle"
            aria-label={shown ? 'Hide password' : 'Show password'}
            aria-pressed={shown}
            tabIndex={-1}
            onClick={() => setShown((s) => !s)}
          >
            <EyeIcon crossed={shown} />
          </button>
        )}
      </div>
    </div>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M3 3l18 18" />}
    </svg>
  );
}

/**
 * A full-width button; `loading` shows a spinner and blocks it (the label stays its name). Busy, it
 * is aria-disabled rather than disabled: a disabled button drops the keyboard focus to the page.
 */
export function LoginButton({
  children,
  loading = false,
  variant = 'filled',
  onClick,
  ...rest
}: {
  children: ReactNode;
  loading?: boolean;
  variant?: 'filled' | 'default';
  type?: 'submit' | 'button';
  disabled?: boolean;
  autoFocus?: boolean;
  onClick?: () => void;
}) {
  return (
    <button
      type="button"
      {...rest}
      className={variant === 'filled' ? 'lg-button' : 'lg-button lg-button--default'}
      disabled={rest.disabled && !loading}
      aria-disabled={loading || undefined}
      // A press while busy does nothing (a submit button's form ignores it too: LoginForm).
      onClick={(event) => {
        if (loading) event.preventDefault();
        else onClick?.();
      }}
      aria-busy={loading || undefined}
      data-loading={loading || undefined}
    >
      {loading && <span className="lg-spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}

/** A labelled line across the card ('or'). */
export function Divider({ label }: { label: string }) {
  return (
    <div className="lg-divider" role="separator">
      {label}
    </div>
  );
}
