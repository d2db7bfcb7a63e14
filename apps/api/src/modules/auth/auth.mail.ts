import { OTP_TTL_SECONDS } from '@store/shared';
import { BRAND, escape, frame, type MailMessage } from '../mail';

/** The mails the auth module sends: the code that verifies an e-mail address, and the password reset link. */

/** `link` opens the code page (it finds this browser's registration, or asks for the e-mail and password). */
export function verificationCodeMail(to: string, name: string, code: string, link: string): MailMessage {
  const minutes = Math.round(OTP_TTL_SECONDS / 60);
  return {
    to,
    subject: `${code} is your ${BRAND} verification code`,
    text: `Hello ${name},\n\nYour ${BRAND} verification code is: ${code}\n\nEnter it at ${link}\n\nIt is valid for ${minutes} minutes and can be used once. If you did not create an account, ignore this e-mail.\n\n— ${BRAND}`,
    html: frame(
      'Verify your e-mail address',
      `<p style="margin:0 0 16px">Hello ${escape(name)},</p>
<p style="margin:0 0 16px">Enter this code to finish creating your account:</p>
<p style="font-size:32px;letter-spacing:8px;font-weight:700;margin:0 0 16px;color:#1d4ed8">${code}</p>
<p style="margin:0 0 16px"><a href="${escape(link)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">Enter the code</a></p>
<p style="margin:0;color:#475569">It is valid for ${minutes} minutes and can be used once. If you did not create an account, ignore this e-mail.</p>`,
    ),
  };
}

export function passwordResetMail(to: string, name: string, link: string, validMinutes: number): MailMessage {
  return {
    to,
    subject: `Reset your ${BRAND} password`,
    text: `Hello ${name},\n\nWe received a request to reset your ${BRAND} password. Open this link to choose a new one:\n\n${link}\n\nThe link is valid for ${validMinutes} minutes and can be used once. If you did not ask for this, ignore this e-mail: your password stays as it is.\n\n— ${BRAND}`,
    html: frame(
      'Reset your password',
      `<p style="margin:0 0 16px">Hello ${escape(name)},</p>
<p style="margin:0 0 16px">We received a request to reset your password. Choose a new one here:</p>
<p style="margin:0 0 16px"><a href="${escape(link)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">Reset password</a></p>
<p style="margin:0 0 8px;color:#475569;font-size:13px">Or paste this address into your browser:<br>${escape(link)}</p>
<p style="margin:0;color:#475569">The link is valid for ${validMinutes} minutes and can be used once. If you did not ask for this, ignore this e-mail.</p>`,
    ),
  };
}
