// The signed-in shopper's delivery addresses: list, add, complete or correct, and choose the default.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADDRESS_MESSAGES,
  addressBody,
  addressCreatedResponse,
  addressIdParam,
  addressListResponse,
  addressUpdatedResponse,
  selectAddressResponse,
} from '@app/contracts/addresses';
import type { AppContext } from '../../app-context.ts';
import { ANY_ACCOUNT, currentUser } from '../../plugins/auth.ts';
import { addAddress, listAddresses, selectAddress, updateAddress } from './addresses.service.ts';

const config = { roles: ANY_ACCOUNT };
const tags = ['addresses'];

const addresses: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  // POST /api/select-address/{id} is sent with an empty body.
  app.get('/api/address', { config, schema: { tags, response: { 200: addressListResponse } } }, async (request) => ({
    data: await listAddresses(ctx.db, currentUser(request).id),
  }));
  app.post(
    '/api/address',
    { config, schema: { tags, body: addressBody, response: { 201: addressCreatedResponse } } },
    async (request, reply) => {
      const data = await addAddress(ctx.db, currentUser(request).id, request.body);
      return reply.status(201).send({ data, message: ADDRESS_MESSAGES.added });
    },
  );
  // Completes or corrects an address, the owner's only: the same rules as a new one.
  app.put(
    '/api/address/:address_id',
    { config, schema: { tags, params: addressIdParam, body: addressBody, response: { 200: addressUpdatedResponse } } },
    async (request) => ({
      data: await updateAddress(ctx.db, currentUser(request).id, request.params.address_id as number, request.body),
      message: ADDRESS_MESSAGES.updated,
    }),
  );
  app.post(
    '/api/select-address/:address_id',
    { config, schema: { tags, params: addressIdParam, response: { 200: selectAddressResponse } } },
    async (request) => ({
      data: await selectAddress(ctx.db, currentUser(request).id, request.params.address_id as number),
      message: ADDRESS_MESSAGES.defaultUpdated,
    }),
  );
};

export default addresses;
