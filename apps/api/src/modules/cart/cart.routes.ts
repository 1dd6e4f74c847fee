// The signed-in shopper's cart: read it, and set line quantities.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cartResponseSchema, cartUpdateBody } from '@app/contracts/cart';
import type { AppContext } from '../../app-context.ts';
import { sendAnswer } from '../../plugins/account-answers.ts';
import { ANY_ACCOUNT, currentUser } from '../../plugins/auth.ts';
import { getCart, setCartLines } from './cart.service.ts';

const tags = ['cart'];

const cart: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(
    '/api/cart',
    { config: { roles: ANY_ACCOUNT }, schema: { tags, response: { 200: cartResponseSchema } } },
    async (request, reply) => {
      const userId = currentUser(request).id;
      return sendAnswer(request, reply, await app.accountAnswers.cart.get(userId, () => getCart(ctx.db, userId)));
    },
  );
  app.post(
    '/api/cart',
    { config: { roles: ANY_ACCOUNT }, schema: { tags, body: cartUpdateBody, response: { 200: cartResponseSchema } } },
    async (request) => setCartLines(ctx.db, currentUser(request).id, request.body.products),
  );
};

export default cart;
