import { describe, expect, it } from 'vitest';
import { checkHookUrl } from '../../worker/notify/hook-url';

// Production configuration: no escape hatch, Discord's own hosts.
const PROD = {};

describe('checkHookUrl (production defaults)', () => {
  it('anchors Discord on host and port', () => {
    expect(checkHookUrl(PROD, 'discord', 'https://discord.com/api/webhooks/123/abc-DEF')).toBeNull();
    expect(checkHookUrl(PROD, 'discord', 'https://canary.discord.com/api/webhooks/123/abc')).toBeNull();
    expect(checkHookUrl(PROD, 'discord', 'https://discord.com:443/api/webhooks/123/abc')).toBeNull(); // default port, written
    for (const url of ['https://discord.com:8443/api/webhooks/1/abc', 'http://discord.com/api/webhooks/1/abc', 'https://discord.com.evil.example/api/webhooks/1/a',
      'https://evil.example/api/webhooks/1/a', 'https://discord.com/api/webhookz/1/a', 'https://u:p@discord.com/api/webhooks/1/a', 'https://2130706433/api/webhooks/1/a']) {
      expect(checkHookUrl(PROD, 'discord', url), url).not.toBeNull();
    }
  });

  it('refuses IP literals in any notation, reserved names and userinfo for webhooks', () => {
    for (const url of ['https://127.0.0.1/', 'https://2130706433/', 'https://0x7f.1/', 'https://017700000001/', 'https://[::1]/', 'https://[::ffff:7f00:1]/',
      'https://8.8.8.8/', 'https://localhost/', 'https://a.b.localhost/', 'https://x.local/', 'https://metadata.google.internal/', 'https://metadata/',
      'https://router.home.arpa/', 'https://u@example.com/', 'http://example.com/']) {
      expect(checkHookUrl(PROD, 'webhook', url), url).not.toBeNull();
    }
    expect(checkHookUrl(PROD, 'webhook', 'https://bots.example.com/tenka')).toBeNull();
    expect(checkHookUrl(PROD, 'webhook', 'https://bots.example.com:8443/tenka')).toBeNull();
  });

  it('lets an explicitly configured host through only as written', () => {
    const dev = { WEBHOOK_HTTP_HOSTS: '127.0.0.1', DISCORD_WEBHOOK_HOSTS: '127.0.0.1:*' };
    expect(checkHookUrl(dev, 'webhook', 'http://127.0.0.1:8787/hook')).toBeNull();
    expect(checkHookUrl(dev, 'discord', 'http://127.0.0.1:9999/api/webhooks/1/x')).toBeNull();
    expect(checkHookUrl(dev, 'webhook', 'http://2130706433:8787/hook')).not.toBeNull();
    expect(checkHookUrl(dev, 'webhook', 'https://0x7f.1/hook')).not.toBeNull();
    expect(checkHookUrl(dev, 'webhook', 'http://127.0.0.2/hook')).not.toBeNull();
    expect(checkHookUrl({ DISCORD_WEBHOOK_HOSTS: 'discord.com' }, 'discord', 'https://discord.com:8443/api/webhooks/1/x')).not.toBeNull();
  });
});
