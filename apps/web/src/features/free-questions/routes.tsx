// The free question's routes: the ask form and the user's own questions, each loaded on demand.
import type { RouteObject } from 'react-router';

export const freeQuestionsRoutes: RouteObject[] = [
  {
    path: 'free-question',
    handle: { ns: ['freeQuestions', 'consult', 'kundli', 'astro', 'messages'] },
    lazy: async () => ({ Component: (await import('./routes/ask-question-page.tsx')).AskQuestionPage }),
  },
  {
    path: 'my-questions',
    handle: { ns: ['freeQuestions', 'consult', 'kundli', 'astro', 'messages'] },
    lazy: async () => ({ Component: (await import('./routes/my-questions-page.tsx')).MyQuestionsPage }),
  },
];
