function base64Url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** An unsigned JWT whose exp is `expiresAt` (epoch ms): the web reads exp only, the server checks signatures. */
export function fakeJwt(expiresAt: number, claims: Record<string, unknown> = {}): string {
  const header = base64Url({ alg: 'HS256', typ: 'JWT' });
  const payload = base64Url({ sub: '1', role: 'ADMIN', ...claims, exp: Math.floor(expiresAt / 1000) });
  return `${header}.${payload}.signature`;
}
