import { describe, expect, it } from 'vitest';
import { createNonce, permissionsPolicy, policyTemplate } from './security-policy';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.slice(name.length + 1)
    .split(' ') ?? [];

describe('content security policy', () => {
  it('allows scripts from this origin and the response nonce only, and no framing', () => {
    const policy = policyTemplate({ config: {}, env: {} })('abc123==');
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'nonce-abc123=='"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
  });

  it("adds the configured integrations' and gateway's origins where each is needed", () => {
    const policy = policyTemplate({
      config: { chatWidgetUrl: 'https://chat.example/widget.js', analyticsEndpoint: '/api/analytics' },
      env: { MOYASAR_BASE_URL: 'https://api.moyasar.com/v1', MEDIA_BASE_URL: 'https://cdn.example/media' },
    })('n');
    expect(directive(policy, 'script-src')).toContain('https://chat.example');
    // A same-origin path adds nothing.
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https://api.moyasar.com']);
    expect(directive(policy, 'img-src')).toContain('https://cdn.example');
    expect(directive(policy, 'form-action')).toEqual(
      expect.arrayContaining(["'self'", 'https://checkout.tabby.sa', 'https://checkout.tamara.co']),
    );
  });

  it('makes a new random nonce each time', () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });
});

describe('permissions policy', () => {
  it('allows payment only on the pages that take money', () => {
    expect(permissionsPolicy('/cart')).toContain('payment=(self)');
    expect(permissionsPolicy('/checkout/callback/moyasar')).toContain('payment=(self)');
    expect(permissionsPolicy('/payment')).toContain('payment=(self)');
    expect(permissionsPolicy('/')).toContain('payment=()');
    expect(permissionsPolicy('/cartoons')).toContain('payment=()');
    expect(permissionsPolicy('/product/x')).toContain('camera=()');
  });
});
