import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUTH_MESSAGES,
  authResponseSchema,
  errorResponseSchema,
  forgotPasswordSchema,
  loginSchema,
  messageResponseSchema,
  pendingRegistrationSchema,
  profileUpdateSchema,
  registerResponseSchema,
  registerSchema,
  resendOtpSchema,
  resetPasswordSchema,
  unverifiedResponseSchema,
  userSchema,
  verifyOtpSchema,
  errorResponses,
} from '@store/shared';
import { UnverifiedAccountError, type AuthService } from './auth.service';
import { currentUser } from '../../plugins/request-user';
import { registrationCookie, registrationKeyFrom } from './registration-cookie';

const errors = errorResponses(400, 401, 429, 503);

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService; secureCookies: boolean }> = async (app, { auth, secureCookies }) => {
  app.post(
    '/api/auth/register',
    { config: { access: 'public' }, schema: { body: registerSchema, response: { 201: registerResponseSchema, 409: errorResponseSchema, ...errors } } },
    async (request, reply) => {
      const { userId, registrationKey } = await auth.register(request.body, request.ip);
      return reply
        .code(201)
        .header('set-cookie', registrationCookie(registrationKey, secureCookies))
        .send({ userId, message: 'Registration successful! Please check your email for OTP verification.' });
    },
  );

  app.post(
    '/api/auth/verify-otp',
    { config: { access: 'public' }, schema: { body: verifyOtpSchema, response: { 200: authResponseSchema, 404: errorResponseSchema, ...errors } } },
    (request) => auth.verifyOtp(request.body.userId, request.body.otp),
  );

  app.get(
    '/api/auth/pending-registration',
    { config: { access: 'public' }, schema: { response: { 200: pendingRegistrationSchema, 404: errorResponseSchema, ...errors } } },
    async (request, reply) => reply.header('cache-control', 'no-store').send(await auth.pendingRegistration(registrationKeyFrom(request))),
  );

  app.post(
    '/api/auth/resend-otp',
    { config: { access: 'public' }, schema: { body: resendOtpSchema, response: { 200: messageResponseSchema, 404: errorResponseSchema, ...errors } } },
    async (request) => {
      await auth.resendOtp(request.body.userId, registrationKeyFrom(request));
      return { message: AUTH_MESSAGES.otpSent };
    },
  );

  app.post(
    '/api/auth/login',
    { config: { access: 'public' }, schema: { body: loginSchema, response: { 200: authResponseSchema, 403: unverifiedResponseSchema, ...errors } } },
    async (request, reply) => {
      try {
        return await auth.login(request.body.email, request.body.password, request.ip);
      } catch (err) {
        if (!(err instanceof UnverifiedAccountError && err.registrationKey)) throw err;
        return reply.code(403).header('set-cookie', registrationCookie(err.registrationKey, secureCookies)).send({ message: err.message, userId: err.userId });
      }
    },
  );

  app.post(
    '/api/auth/forgot-password',
    { config: { access: 'public' }, schema: { body: forgotPasswordSchema, response: { 200: messageResponseSchema, ...errors } } },
    async (request) => {
      await auth.forgotPassword(request.body.email, request.ip);
      return { message: AUTH_MESSAGES.forgotPasswordSent };
    },
  );

  app.post(
    '/api/auth/reset-password',
    { config: { access: 'public' }, schema: { body: resetPasswordSchema, response: { 200: messageResponseSchema, ...errors } } },
    async (request) => {
      await auth.resetPassword(request.body.token, request.body.password);
      return { message: AUTH_MESSAGES.passwordReset };
    },
  );

  app.get('/api/auth/me', { config: { access: 'user' }, schema: { response: { 200: userSchema, 401: errorResponseSchema } } }, async (request) =>
    currentUser(request),
  );

  app.put('/api/auth/profile', { config: { access: 'user' }, schema: { body: profileUpdateSchema, response: { 200: userSchema, ...errors } } }, (request) =>
    auth.updateProfile(currentUser(request)._id, request.body),
  );

  app.post(
    '/api/auth/logout',
    { config: { access: 'user' }, schema: { response: { 200: messageResponseSchema, 401: errorResponseSchema } } },
    async (request) => {
      await auth.logout(request.sessionTokenHash!);
      return { message: AUTH_MESSAGES.loggedOut };
    },
  );
};
