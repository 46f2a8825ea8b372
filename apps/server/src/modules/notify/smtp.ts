import nodemailer from 'nodemailer';
import type { Notifier } from './message.js';

export function smtpSender(url: string, from: string): Notifier {
  const transport = nodemailer.createTransport(url);
  return {
    async send({ recipient, subject, body }) {
      await transport.sendMail({ from, to: recipient, subject, text: body });
    },
  };
}
