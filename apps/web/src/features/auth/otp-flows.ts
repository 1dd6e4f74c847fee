// What happens after a correct code on each of the five code pages (spec section 4).
import { toast } from 'react-toastify';
import { ApiError } from '../../lib/api.ts';
import { messageOf } from '../../lib/error-message.ts';
import { withNext } from '../../lib/safe-next.ts';
import { setToken, setUserId } from '../../lib/storage.ts';
import { ADMIN_USER_ID, verifyToken } from '../../lib/verify-token.ts';
import { astrologerProfileExists, userProfileExists } from './api/profile-status.ts';
import { authText } from './messages.ts';
import type { OtpFlow } from './routes/otp-page.tsx';

/** Where a verified astrologer lands after logging in (the astrologer-console feature's page). */
export const ASTROLOGER_CONSOLE_PATH = '/astrologer/console';

export const userLoginFlow: OtpFlow = {
  title: 'otp.title',
  backTo: '/user/login',
  keepSession: true,
  async onVerified({ userId, name, next }, navigate) {
    if (await userProfileExists(userId)) {
      navigate(next ?? '/');
    } else {
      toast.info(authText('createProfile'));
      navigate(withNext('/userprofile/signup', next), { state: { name } });
    }
  },
};

export const userSignupFlow: OtpFlow = {
  title: 'otp.title',
  backTo: '/user/signup',
  keepSession: true,
  asksConsent: true,
  async onVerified({ userId, name, next }, navigate) {
    if (await userProfileExists(userId)) {
      toast.info(authText('profileExists'));
      navigate(next ?? '/');
    } else {
      navigate(withNext('/userprofile/signup', next), { state: { name } });
    }
  },
};

export const astrologerLoginFlow: OtpFlow = {
  title: 'otp.title',
  backTo: '/astrologer/login',
  keepSession: true,
  onVerified({ is_astroprofile_exist, is_verified_astrologer }, navigate) {
    if (is_astroprofile_exist && is_verified_astrologer) {
      // The spec's toast stays; the "App" it points to is the console.
      toast.success(authText('astrologerVerified'));
      navigate(ASTROLOGER_CONSOLE_PATH);
    } else if (is_astroprofile_exist) {
      navigate('/thank-you');
    } else {
      toast.info(authText('astrologerProfileMissing'));
      navigate('/astrologermain/signup');
    }
  },
};

export const astrologerSignupFlow: OtpFlow = {
  title: 'otp.title',
  backTo: '/astrologer/signup',
  keepSession: true,
  asksConsent: true,
  async onVerified({ userId }, navigate) {
    if (await astrologerProfileExists(userId)) {
      toast.warning(authText('astrologerExists'));
      window.alert(authText('astrologerExists'));
      navigate('/');
    } else {
      navigate('/astrologermain/signup');
    }
  },
};

export const adminFlow: OtpFlow = {
  title: 'otp.adminTitle',
  backTo: '/admin-login',
  keepSession: false,
  async onVerified({ token }, navigate) {
    try {
      const { user_id } = await verifyToken(token);
      if (user_id !== ADMIN_USER_ID) {
        toast.error(authText('adminRefused'));
        navigate('/admin-login');
        return;
      }
      setToken(token);
      setUserId(user_id);
      navigate('/admin-dashboard');
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        toast.error(authText('adminNoProfile'));
        navigate('/admin-login');
      } else {
        toast.error(messageOf(error, authText('genericError')));
      }
    }
  },
};
