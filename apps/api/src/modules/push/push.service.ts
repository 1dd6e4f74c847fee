// Web Push as other modules use it: what a notification says for each event (notifications.ts), and a signed-out
// session's devices forgotten. Sending goes through ctx.push (lib/push.ts); the routes here only subscribe.
export {
  acceptedNotice,
  approvedNotice,
  endedNotice,
  moderationNotice,
  orderNotice,
  questionAnsweredNotice,
  questionAssignedNotice,
  requestNotice,
  waitlistOfferNotice,
} from './notifications.ts';
export { deleteSessionSubscriptions } from './push.repository.ts';
