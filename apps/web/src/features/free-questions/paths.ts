// Where the free question's screens send people, with the way back to the ask form.
import { withNext } from '../../lib/safe-next.ts';

export const ASK_PATH = '/free-question';
export const MY_QUESTIONS_PATH = '/my-questions';

/** The user login, coming back to `path` afterwards. */
export const loginFor = (path: string) => withNext('/user/login', path);

/** The birth-details form, coming back to the ask form once saved. */
export const PROFILE_FOR_ASKING = withNext('/userprofile/signup', ASK_PATH);
