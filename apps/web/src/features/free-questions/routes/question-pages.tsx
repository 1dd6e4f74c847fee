// The ask form and the user's own questions, loaded as one chunk: asking leads to the list.
export { AskQuestionPage } from './ask-question-page.tsx';
export { MyQuestionsPage } from './my-questions-page.tsx';
