// The free question's routes: the ask form and the user's own questions, loaded on demand together.
import type { RouteObject } from 'react-router';
import type * as QuestionPages from './routes/question-pages.tsx';

const questionPage = (path: string, name: keyof typeof QuestionPages): RouteObject => ({
  path,
  handle: { ns: ['freeQuestions', 'consult', 'kundli', 'astro', 'messages'] },
  lazy: async () => ({ Component: (await import('./routes/question-pages.tsx'))[name] }),
});

export const freeQuestionsRoutes: RouteObject[] = [
  questionPage('free-question', 'AskQuestionPage'),
  questionPage('my-questions', 'MyQuestionsPage'),
];
