import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface Mailer {
  sendResetLink(email: string, token: string): Promise<void>;
}

/**
 * Mail through SMTP_URL when set; otherwise the reset link is written to the server log. A
 * failed send throws: the job queue (../jobs.ts) tries again, and the client has long had its
 * answer (always success: no account enumeration).
 */
export function createMailer(
  options: { smtpUrl: string | null; from: string; publicUrl: string },
  log: FastifyBaseLogger,
): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async sendResetLink(email, token) {
      const link = `${options.publicUrl}/restablecer-contrasena?token=${encodeURIComponent(token)}`;
      if (!transport) {
        log.info({ email, link }, 'Enlace para restablecer la contraseña (sin SMTP configurado)');
        return;
      }
      await transport.sendMail({
        from: options.from,
        to: email,
        subject: 'Restablecer tu contraseña de Opositor',
        text:
          'Has pedido restablecer tu contraseña de Opositor.\n\n' +
          `Abre este enlace en la próxima hora para elegir una nueva:\n${link}\n\n` +
          'Si no lo has pedido tú, ignora este mensaje: tu contraseña no cambiará.',
      });
    },
  };
}
