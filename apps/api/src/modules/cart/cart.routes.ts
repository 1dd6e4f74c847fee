// The signed-in shopper's cart: read it, and set line quantities.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cartResponseSchema, cartUpdateBody } from '@app/contracts/cart';
import type { AppContext } from '../../app-context.ts';
import { CHANNELS } from '../../lib/channels.ts';
import { byUser, createAnswerCache, schemaChecked, sendAnswer } from '../../plugins/account-answers.ts';
import { ANY_ACCOUNT, currentUser } from '../../plugins/auth.ts';
import { getCart, setCartLines } from './cart.service.ts';

const tags = ['cart'];

const cart: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  // Prices, names, images and stock in a cart come from the catalogue: its changes drop every cart.
  const answers = createAnswerCache([byUser(ctx.changes.feed(CHANNELS.cart)), { feed: ctx.changes.feed(CHANNELS.catalogue) }]);
  app.get(
    '/api/cart',
    { config: { roles: ANY_ACCOUNT }, schema: { tags, response: { 200: cartResponseSchema } } },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const answer = await answers.get(userId, async () => schemaChecked(reply, await getCart(ctx.db, userId)));
      return sendAnswer(request, reply, answer);
    },
  );
  app.post(
    '/api/cart',
    { config: { roles: ANY_ACCOUNT }, schema: { tags, body: cartUpdateBody, response: { 200: cartResponseSchema } } },
    async (request) => setCartLines(ctx, currentUser(request).id, request.body.products),
  );
};

export default cart;
