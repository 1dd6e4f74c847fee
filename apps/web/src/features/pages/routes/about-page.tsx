// About Us: the story, approach, astrologers and promise of Jyotish Kendra.
import { StaticPage } from '../components/static-page.tsx';

export function AboutPage() {
  return (
    <StaticPage
      at={(key) => `about.${key}`}
      sections={['story', 'approach', 'astrologers', 'offer', 'promise']}
    />
  );
}
