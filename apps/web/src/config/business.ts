// The business's contact details and social profiles: the footer, the contact page and the policies show them.

export const BUSINESS = {
  addressLines: ['2nd Floor, Shri Ram Tower, MI Road', 'Jaipur, Rajasthan 302001', 'India'],
  email: 'support@jyotishkendra.in',
  // National number without the +91 prefix; formatPhone adds it for display.
  phone: '9414012345',
  website: 'https://www.jyotishkendra.in',
  hours: [
    { days: 'Monday to Friday', short: 'Mon-Fri', time: '9:00 AM - 6:00 PM' },
    { days: 'Saturday', short: 'Sat', time: '10:00 AM - 4:00 PM' },
    { days: 'Sunday', short: 'Sun', time: 'Closed' },
  ],
} as const;

export const SOCIAL_LINKS = [
  { name: 'Facebook', url: 'https://www.facebook.com/jyotishkendra' },
  { name: 'Instagram', url: 'https://www.instagram.com/jyotishkendra' },
  { name: 'YouTube', url: 'https://www.youtube.com/@jyotishkendra' },
  { name: 'WhatsApp', url: 'https://wa.me/919414012345' },
] as const;
