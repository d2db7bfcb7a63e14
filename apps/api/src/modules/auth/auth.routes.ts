import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUTH_MESSAGES,
  accountSummarySchema,
  type AccountSummary,
  authResponseSchema,
  errorResponseSchema,
  forgotPasswordSchema,
  loginSchema,
  messageResponseSchema,
  profileUpdateSchema,
  registerResponseSchema,
  registerSchema,
  resendOtpSchema,
  resetPasswordSchema,
  unverifiedResponseSchema,
  userSchema,
  verifyOtpSchema,
} from '@store/shared';
import type { AuthService } from './auth.service';
import { currentUser, type RequireUser } from './require-user';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 429: errorResponseSchema, 503: errorResponseSchema };

interface AuthRoutesOptions {
  auth: AuthService;
  requireUser: RequireUser;
  /** The profile's tiles: orders, applications and rupees spent, from the modules that own them. */
  accountSummary: (userId: string) => Promise<AccountSummary>;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { auth, requireUser, accountSummary }) => {
  app.post(
    '/api/auth/register',
    { schema: { body: registerSchema, response: { 201: registerResponseSchema, 409: errorResponseSchema, ...errors } } },
    async (request, reply) => {
      const { userId } = await auth.register(request.body);
      return reply.code(201).send({ userId, message: 'Registration successful! Please check your email for OTP verification.' });
    },
  );

  app.post(
    '/api/auth/verify-otp',
    { schema: { body: verifyOtpSchema, response: { 200: authResponseSchema, 404: errorResponseSchema, ...errors } } },
    (request) => auth.verifyOtp(request.body.userId, request.body.otp),
  );

  app.post(
    '/api/auth/resend-otp',
    { schema: { body: resendOtpSchema, response: { 200: messageResponseSchema, 404: errorResponseSchema, ...errors } } },
    async (request) => {
      await auth.resendOtp(request.body.userId);
      return { message: AUTH_MESSAGES.otpSent };
    },
  );

  app.post(
    '/api/auth/login',
    { schema: { body: loginSchema, response: { 200: authResponseSchema, 403: unverifiedResponseSchema, ...errors } } },
    (request) => auth.login(request.body.email, request.body.password, request.ip),
  );

  app.post(
    '/api/auth/forgot-password',
    { schema: { body: forgotPasswordSchema, response: { 200: messageResponseSchema, ...errors } } },
    async (request) => {
      await auth.forgotPassword(request.body.email);
      return { message: AUTH_MESSAGES.forgotPasswordSent };
    },
  );

  app.post(
    '/api/auth/reset-password',
    { schema: { body: resetPasswordSchema, response: { 200: messageResponseSchema, ...errors } } },
    async (request) => {
      await auth.resetPassword(request.body.token, request.body.password);
      return { message: AUTH_MESSAGES.passwordReset };
    },
  );

  app.get(
    '/api/auth/me',
    { preHandler: requireUser, schema: { response: { 200: userSchema, 401: errorResponseSchema } } },
    async (request) => currentUser(request),
  );

  app.put(
    '/api/auth/profile',
    { preHandler: requireUser, schema: { body: profileUpdateSchema, response: { 200: userSchema, ...errors } } },
    (request) => auth.updateProfile(currentUser(request)._id, request.body),
  );

  app.post(
    '/api/auth/logout',
    { preHandler: requireUser, schema: { response: { 200: messageResponseSchema, 401: errorResponseSchema } } },
    async (request) => {
      await auth.logout(request.sessionTokenHash!);
      return { message: AUTH_MESSAGES.loggedOut };
    },
  );

  // The profile page's tiles. Orders and applications arrive with their own issues; until then a
  // customer has none, and these are their true figures.
  app.get(
    '/api/auth/summary',
    { preHandler: requireUser, schema: { response: { 200: accountSummarySchema, 401: errorResponseSchema } } },
    (request) => accountSummary(currentUser(request)._id),
  );
};
