// What the free question tells people once a change has committed: the `free_question` socket event to astrologers
// (the queue changed) and to the asker (answered), a Web Push, and an e-mail or SMS with the link. Nothing here can
// fail the change that caused it: a failure is logged.
import { FREE_QUESTION_EVENT, type FreeQuestionEvent } from '@app/contracts/free-questions';
import type { Locale } from '@app/contracts/i18n';
import type { AppContext } from '../../app-context.ts';
import type { BackgroundWork } from '../../lib/background-work.ts';
import { translator } from '../../lib/i18n.ts';
import { noticeAddress, type NoticeDelivery } from '../../lib/notice-delivery.ts';
import { questionAnsweredNotice, questionAssignedNotice } from '../push/push.service.ts';
import { findAccount, verifiedAstrologerUserIds } from './free-questions.repository.ts';

export interface FreeQuestionDeps {
  ctx: Pick<AppContext, 'db' | 'dbClock' | 'config' | 'realtime' | 'push' | 'now'>;
  notices: NoticeDelivery;
  log: { error(obj: object, msg: string): void };
  /** E-mails and SMS still being sent, so a closing app (and a test) can wait for them. */
  /** E-mails and SMS sent after the answer committed, without holding up the request. */
  background: BackgroundWork;
}

export const ANSWERED_SUBJECT = translator('en', 'notices')('freeQuestion.answeredSubject');

/** The link in the e-mail: absolute when PUBLIC_URL says where the site is. */
const pageLink = (publicUrl: string | undefined) =>
  publicUrl ? new URL('/my-questions', publicUrl).href : '/my-questions';

export function answeredText(astroName: string, publicUrl: string | undefined, locale: Locale = 'en'): string {
  return translator(locale, 'notices')('freeQuestion.answeredText', { name: astroName, link: pageLink(publicUrl) });
}

/** Tells every verified astrologer's open pages that a question entered, left or moved in the queue. */
export async function queueChanged(deps: FreeQuestionDeps, event: FreeQuestionEvent): Promise<void> {
  try {
    const astrologers = await verifiedAstrologerUserIds(deps.ctx.db);
    deps.ctx.realtime.toUsers(astrologers, FREE_QUESTION_EVENT, event);
  } catch (error) {
    deps.log.error(
      { err: error, question_id: event.question_id },
      'Could not announce a free question to the astrologers',
    );
  }
}

export function assigned(
  deps: FreeQuestionDeps,
  questionId: number,
  astroUserId: number,
  answerBy: Date,
): void {
  deps.ctx.push.notify([astroUserId], questionAssignedNotice(questionId, answerBy));
}

/** The asker hears on their open pages, on their devices, and at their e-mail (or phone when they have no e-mail). */
export async function answered(
  deps: FreeQuestionDeps,
  questionId: number,
  userId: number,
  astroName: string,
): Promise<void> {
  const { ctx } = deps;
  ctx.realtime.toUsers([userId], FREE_QUESTION_EVENT, {
    question_id: questionId,
    status: 'answered',
  } satisfies FreeQuestionEvent);
  ctx.push.notify([userId], questionAnsweredNotice(questionId, astroName));
  deps.background.run('Could not send the free question answer by e-mail or SMS', { question_id: questionId }, async () => {
    const address = noticeAddress(await findAccount(ctx.db, userId));
    if (!address) return;
    const { locale, ...to } = address;
    await deps.notices.send(
      {
        ...to,
        subject: translator(locale, 'notices')('freeQuestion.answeredSubject'),
        text: answeredText(astroName, ctx.config.PUBLIC_URL, locale),
      },
      ctx.now(),
    );
  });
  await queueChanged(deps, { question_id: questionId, status: 'answered' });
}

