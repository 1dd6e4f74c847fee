// What happens after a correct code on each of the four account code pages (spec section 4).
import { toast } from 'react-toastify';
import { astrologerProfileExists, userProfileExists } from './api/profile-status.ts';
import { AUTH_TEXT } from './messages.ts';
import type { OtpFlow } from './components/otp-page.tsx';

export const userLoginFlow: OtpFlow = {
  title: 'Verify your code',
  backTo: '/user/login',
  checkKind: true,
  async onVerified({ userId }, navigate) {
    if (await userProfileExists(userId)) {
      navigate('/');
    } else {
      toast.info(AUTH_TEXT.createProfile);
      navigate('/userprofile/signup');
    }
  },
};

export const userSignupFlow: OtpFlow = {
  title: 'Verify your code',
  backTo: '/user/signup',
  checkKind: true,
  async onVerified({ userId }, navigate) {
    if (await userProfileExists(userId)) {
      toast.info(AUTH_TEXT.profileExists);
      navigate('/');
    } else {
      navigate('/userprofile/signup');
    }
  },
};

export const astrologerLoginFlow: OtpFlow = {
  title: 'Verify your code',
  backTo: '/astrologer/login',
  checkKind: true,
  onVerified({ is_astroprofile_exist, is_verified_astrologer }, navigate) {
    if (is_astroprofile_exist && is_verified_astrologer) {
      toast.success(AUTH_TEXT.astrologerVerified);
      navigate('/');
    } else if (is_astroprofile_exist) {
      navigate('/thank-you');
    } else {
      toast.info(AUTH_TEXT.astrologerProfileMissing);
      navigate('/astrologermain/signup');
    }
  },
};

export const astrologerSignupFlow: OtpFlow = {
  title: 'Verify your code',
  backTo: '/astrologer/signup',
  checkKind: true,
  async onVerified({ userId }, navigate) {
    if (await astrologerProfileExists(userId)) {
      toast.warning(AUTH_TEXT.astrologerExists);
      navigate('/');
    } else {
      navigate('/astrologermain/signup');
    }
  },
};
