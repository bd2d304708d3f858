import { describe, expect, it } from 'vitest';
import { siteSchema } from '../../../../server/config/schema';
import {
  emailConfirmationMail,
  passwordResetMail,
  siteLink,
} from '../../../../server/domain/messaging/templates';

const site = (memberId: number, siteUrl: string) =>
  siteSchema.parse({
    memberId,
    siteName: `Site ${memberId}`,
    siteUrl,
    theme: 'blue-theme',
    template: 'classic',
    defaultLanguage: 'en_US',
    defaultCountry: 'US',
    languages: [{ languageId: 'en_US', name: 'English' }],
    currencies: ['USD'],
  });

describe('mail links', () => {
  it("point at the player's own site: its host, base path and site selection", () => {
    const lucky = site(2, 'https://lucky.example.com/?site=2');
    const mail = emailConfirmationMail(lucky, 'a@b.test', 'tok-1');
    expect(mail.text).toContain('https://lucky.example.com/emailconfirmation?site=2&key=tok-1');
    expect(mail.text).not.toContain('localhost');
    expect(passwordResetMail(lucky, 'a@b.test', 'tok 2').text).toContain(
      'https://lucky.example.com/password?site=2&key=tok+2',
    );
  });

  it('keep a base path and work without a query', () => {
    expect(siteLink(site(1, 'https://play.example.org/lotto/'), '/password', { key: 'k' })).toBe(
      'https://play.example.org/lotto/password?key=k',
    );
  });
});
