// Shown instead of a profile form when no session is stored: the form would only be refused.
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';

export function LoginRequired({ loginTo }: { loginTo: string }) {
  return (
    <div className="rounded-2xl bg-parchment p-5 text-center">
      <p className="text-night-800">Please log in first: your profile is saved to your account.</p>
      <Link to={loginTo} className={buttonClasses('primary', 'md', 'mt-4')}>
        Log in
      </Link>
    </div>
  );
}
