// The astrologer's profile form and the waiting page it leads to, loaded as one chunk.
export { AstrologerProfilePage } from './astrologer-profile-page.tsx';
export { ThankYouPage } from './thank-you-page.tsx';
