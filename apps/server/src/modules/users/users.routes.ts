import {
  addUserRequestSchema,
  apiErrorSchema,
  messageSchema,
  updateUserRequestSchema,
  userListSchema,
  userSavedSchema,
  userSchema,
  idParamsSchema,
} from '@padel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addUser, deleteUser, getUser, getUsers, updateUser } from './users.service';

const userParams = idParamsSchema('The user id');
const adminSchema = { tags: ['users'] };

/**
 * Managing accounts and their roles (see docs/accounts.md#roles): the owner's calls, registered
 * behind the admin guard with the `accounts` capability.
 */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const caller = (request: { user: { id: number } | null }) => request.user!.id;

  app.post(
    '/addUser',
    {
      config: { capability: 'accounts' },
      schema: {
        ...adminSchema,
        summary: 'Register a new staff member (role `staff`, the default), owner or other role',
        body: addUserRequestSchema,
        response: { 201: userSavedSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await addUser(app.db, caller(request), request.body)),
  );

  app.get(
    '/getUser',
    {
      config: { capability: 'accounts' },
      schema: { ...adminSchema, summary: 'Every user', response: { 200: userListSchema } },
    },
    async () => getUsers(app.db),
  );

  app.get(
    '/getUser/:id',
    {
      config: { capability: 'accounts' },
      schema: {
        ...adminSchema,
        summary: 'One user',
        params: userParams,
        response: { 200: userSchema },
      },
    },
    async (request) => getUser(app.db, request.params.id),
  );

  app.put(
    '/updateUser/:id',
    {
      config: { capability: 'accounts' },
      schema: {
        ...adminSchema,
        summary:
          'Edit names, e-mail and role (at least one owner remains; a role change ends their sessions)',
        params: userParams,
        body: updateUserRequestSchema,
        response: { 200: userSavedSchema, 409: apiErrorSchema },
      },
    },
    async (request) => updateUser(app.db, caller(request), request.params.id, request.body),
  );

  app.delete(
    '/deleteUser/:id',
    {
      config: { capability: 'accounts' },
      schema: {
        ...adminSchema,
        summary: 'Delete a user (not yourself, not the last owner)',
        params: userParams,
        response: { 200: messageSchema, 409: apiErrorSchema },
      },
    },
    async (request) => deleteUser(app.db, caller(request), request.params.id),
  );
};
